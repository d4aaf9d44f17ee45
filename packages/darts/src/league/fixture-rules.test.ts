import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { FixtureMatch, Fixtures, FixturesInput, FixtureVenue } from './fixtures'
import { generateFixtures } from './generate-fixtures'
import { type Weekday, weekdays } from './iso-dates'

// The rules of league-rules.md §2, checked on every generated season. Dates are worked out here with Date.UTC,
// independently of the generator's own calendar code.

const dayOf = (iso: string) =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8))) / 864e5
const weekdayOfIso = (iso: string) => weekdays[(new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7] as Weekday
const isoOf = (day: number) => new Date(day * 864e5).toISOString().slice(0, 10)
const pairKey = (a: string, b: string) => [a, b].sort().join('|')

/** The bound on home (or away) matches in a row that the circle schedule guarantees; see circle-schedule.ts. */
function runBound(teamCount: number, isDouble: boolean): number {
  if (!isDouble && teamCount % 2 === 1) return 1
  return isDouble && teamCount === 4 ? 3 : 2
}

function capacityOn(venue: FixtureVenue, date: string, minBoards: number): number {
  return venue.nights.includes(weekdayOfIso(date)) ? Math.floor(venue.boards / minBoards) : 0
}

function divisionMatches(fixtures: Fixtures, divisionId: string): FixtureMatch[] {
  return fixtures.matches.filter((match) => match.divisionId === divisionId)
}

function expectEveryPairToMeet(matches: readonly FixtureMatch[], teamIds: readonly string[], isDouble: boolean) {
  const meetings = new Map<string, string[]>()
  for (const match of matches) {
    const key = pairKey(match.homeTeamId, match.awayTeamId)
    meetings.set(key, [...(meetings.get(key) ?? []), match.homeTeamId])
  }
  expect(meetings.size).toBe((teamIds.length * (teamIds.length - 1)) / 2)
  for (const homes of meetings.values()) {
    expect(homes).toHaveLength(isDouble ? 2 : 1)
    if (isDouble) expect(new Set(homes).size).toBe(2)
  }
}

function expectNobodyTwiceInAWeek(matches: readonly FixtureMatch[]) {
  const seen = new Set<string>()
  for (const match of matches) {
    for (const team of [match.homeTeamId, match.awayTeamId]) {
      expect(seen.has(`${team}@${match.weekIndex}`)).toBe(false)
      seen.add(`${team}@${match.weekIndex}`)
    }
  }
}

function expectDatesInTheirWeeks(fixtures: Fixtures, input: FixturesInput) {
  const nightOf = new Map(input.divisions.flatMap((d) => d.teams).map((team) => [team.id, team.homeNight]))
  for (const match of fixtures.matches) {
    const week = input.weeks[match.weekIndex] as string
    if (input.mode === 'fixedNight') {
      expect(match.date).toBe(week)
    } else {
      expect(dayOf(match.date) - dayOf(week)).toBeGreaterThanOrEqual(0)
      expect(dayOf(match.date) - dayOf(week)).toBeLessThan(7)
      expect(weekdayOfIso(match.date)).toBe(nightOf.get(match.homeTeamId))
    }
  }
}

function expectOneByePerHalf(fixtures: Fixtures, divisionId: string, teamIds: readonly string[], rounds: number) {
  const byes = fixtures.byes.filter((bye) => bye.divisionId === divisionId)
  const half = teamIds.length % 2 === 1 ? teamIds.length : teamIds.length - 1
  if (teamIds.length % 2 === 0) return expect(byes).toEqual([])
  for (let start = 1; start <= rounds; start += half) {
    const inHalf = byes.filter((bye) => bye.round >= start && bye.round < start + half).map((bye) => bye.teamId)
    expect([...inHalf].sort()).toEqual([...teamIds].sort())
  }
}

function expectSecondHalfToMirror(fixtures: Fixtures, divisionId: string, half: number) {
  const matches = divisionMatches(fixtures, divisionId)
  const byes = fixtures.byes.filter((bye) => bye.divisionId === divisionId)
  for (let round = 1; round <= half; round++) {
    const first = matches.filter((m) => m.round === round).map((m) => `${m.awayTeamId}–${m.homeTeamId}`)
    const second = matches.filter((m) => m.round === round + half).map((m) => `${m.homeTeamId}–${m.awayTeamId}`)
    expect(second).toEqual(first)
    const byeOf = (r: number) => byes.filter((bye) => bye.round === r).map((bye) => bye.teamId)
    expect(byeOf(round + half)).toEqual(byeOf(round))
  }
}

/** The longest run of home (or of away) matches of a team, in round order; a bye week does not break a run. */
function longestRun(matches: readonly FixtureMatch[], teamId: string): number {
  const sides = [...matches]
    .filter((m) => m.homeTeamId === teamId || m.awayTeamId === teamId)
    .sort((a, b) => a.round - b.round)
    .map((m) => m.homeTeamId === teamId)
  let [longest, run] = [0, 0]
  sides.forEach((isHome, i) => {
    run = i > 0 && sides[i - 1] === isHome ? run + 1 : 1
    longest = Math.max(longest, run)
  })
  return longest
}

function expectHomeAndAwayBalance(matches: readonly FixtureMatch[], teamIds: readonly string[], isDouble: boolean) {
  for (const teamId of teamIds) {
    expect(longestRun(matches, teamId)).toBeLessThanOrEqual(runBound(teamIds.length, isDouble))
    const home = matches.filter((m) => m.homeTeamId === teamId).length
    const away = matches.filter((m) => m.awayTeamId === teamId).length
    expect(Math.abs(home - away)).toBeLessThanOrEqual(isDouble ? 0 : 1)
  }
}

function expectVenuesWithinBoards(fixtures: Fixtures, input: FixturesInput) {
  const hosted = new Map<string, number>()
  for (const match of fixtures.matches) {
    const key = `${match.venueId}@${match.date}`
    hosted.set(key, (hosted.get(key) ?? 0) + 1)
  }
  for (const [key, count] of hosted) {
    const [venueId, date] = key.split('@') as [string, string]
    const venue = input.venues.find((v) => v.id === venueId) as FixtureVenue
    expect(count).toBeLessThanOrEqual(capacityOn(venue, date, input.minBoardsPerMatch ?? 2))
  }
}

/** Rounds in order, one a week, the first in the first week and the last in the last, gaps within one week. */
function expectRoundsSpread(fixtures: Fixtures, divisionId: string, rounds: number, weekCount: number) {
  const weekOf = new Map<number, number>()
  for (const m of divisionMatches(fixtures, divisionId)) weekOf.set(m.round, m.weekIndex)
  for (const bye of fixtures.byes.filter((b) => b.divisionId === divisionId)) weekOf.set(bye.round, bye.weekIndex)
  const weeks = Array.from({ length: rounds }, (_, i) => weekOf.get(i + 1) as number)
  expect(weeks[0]).toBe(0)
  expect(weeks.at(-1)).toBe(rounds === 1 ? 0 : weekCount - 1)
  const gaps = weeks.slice(1).map((week, i) => week - (weeks[i] as number))
  if (gaps.length === 0) return
  expect(Math.min(...gaps)).toBeGreaterThanOrEqual(1)
  expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThanOrEqual(1)
}

/** Every rule of league-rules.md §2 on one generated season. */
function expectAllFixtureRules(fixtures: Fixtures, input: FixturesInput) {
  for (const division of input.divisions) {
    const teamIds = division.teams.map((team) => team.id)
    const isDouble = (division.roundRobin ?? input.roundRobin ?? 'double') === 'double'
    const half = teamIds.length % 2 === 1 ? teamIds.length : teamIds.length - 1
    const rounds = isDouble ? 2 * half : half
    const matches = divisionMatches(fixtures, division.id)
    expectEveryPairToMeet(matches, teamIds, isDouble)
    expectNobodyTwiceInAWeek(matches)
    expectOneByePerHalf(fixtures, division.id, teamIds, rounds)
    if (isDouble) expectSecondHalfToMirror(fixtures, division.id, half)
    expectHomeAndAwayBalance(matches, teamIds, isDouble)
    expectRoundsSpread(fixtures, division.id, rounds, input.weeks.length)
  }
  expectDatesInTheirWeeks(fixtures, input)
  expectVenuesWithinBoards(fixtures, input)
}

const season = fc
  .record({
    mode: fc.constantFrom('teamNight' as const, 'fixedNight' as const),
    roundRobin: fc.constantFrom('single' as const, 'double' as const),
    sizes: fc.array(fc.integer({ min: 3, max: 16 }), { minLength: 1, maxLength: 3 }),
    venues: fc.array(
      fc.record({ boards: fc.integer({ min: 1, max: 8 }), nights: fc.subarray([...weekdays], { minLength: 1 }) }),
      { minLength: 1, maxLength: 12 },
    ),
    picks: fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 48, maxLength: 48 }),
    minBoardsPerMatch: fc.integer({ min: 1, max: 3 }),
    extraWeeks: fc.integer({ min: 0, max: 5 }),
    firstDay: fc.integer({ min: 20_000, max: 21_000 }),
    seed: fc.option(fc.integer(), { nil: undefined }),
  })
  .map((s): FixturesInput => {
    const leagueNight = weekdays[(s.firstDay + 3) % 7] as Weekday
    const venues = s.venues.map((venue, i) => ({
      id: `v${i}`,
      boards: venue.boards,
      // In fixedNight mode every venue hosts the league night: a closed venue is its own example.
      nights: s.mode === 'fixedNight' ? [...new Set([...venue.nights, leagueNight])] : venue.nights,
    }))
    let next = 0
    const divisions = s.sizes.map((size, d) => ({
      id: `d${d}`,
      teams: Array.from({ length: size }, (_, t) => {
        const [venuePick, nightPick] = s.picks[next++] as [number, number]
        const venue = venues[venuePick % venues.length] as FixtureVenue
        return { id: `d${d}t${t}`, venueId: venue.id, homeNight: venue.nights[nightPick % venue.nights.length] }
      }),
    }))
    const rounds = Math.max(...s.sizes.map((n) => (n % 2 === 0 ? n - 1 : n) * (s.roundRobin === 'double' ? 2 : 1)))
    const weeks = Array.from({ length: rounds + s.extraWeeks }, (_, i) => isoOf(s.firstDay + 7 * i))
    return { ...s, venues, divisions, weeks }
  })

describe('generateFixtures, for 3 to 16 teams a division', () => {
  it('keeps every rule, or names a venue whose teams on one night outnumber its matches that date', () => {
    fc.assert(
      fc.property(season, (input) => {
        const outcome = generateFixtures(input)
        if (outcome.ok) return expectAllFixtureRules(outcome.value, input)
        expect(['fixtures.venueFull', 'fixtures.venueClosed']).toContain(outcome.error)
        if (outcome.error !== 'fixtures.venueFull' && outcome.error !== 'fixtures.venueClosed') return
        const venue = input.venues.find((v) => v.id === outcome.venueId) as FixtureVenue
        const intoWeek = dayOf(outcome.date) - dayOf(input.weeks[outcome.weekIndex] as string)
        expect(input.mode === 'fixedNight' ? intoWeek === 0 : intoWeek >= 0 && intoWeek < 7).toBe(true)
        const sharing = input.divisions
          .flatMap((d) => d.teams)
          .filter(
            (t) =>
              t.venueId === venue.id && (input.mode === 'fixedNight' || t.homeNight === weekdayOfIso(outcome.date)),
          )
        expect(sharing.length).toBeGreaterThan(capacityOn(venue, outcome.date, input.minBoardsPerMatch ?? 2))
      }),
      { numRuns: 150 },
    )
  })

  it('always fits teams of one division that share a venue, at most two per match it can host', () => {
    const privateVenues = fc.record({
      mode: fc.constantFrom('teamNight' as const, 'fixedNight' as const),
      roundRobin: fc.constantFrom('single' as const, 'double' as const),
      sizes: fc.array(fc.integer({ min: 3, max: 16 }), { minLength: 1, maxLength: 3 }),
      capacities: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 48, maxLength: 48 }),
      seed: fc.option(fc.integer(), { nil: undefined }),
    })
    fc.assert(
      fc.property(privateVenues, ({ mode, roundRobin, sizes, capacities, seed }) => {
        const venues: FixtureVenue[] = []
        const divisions = sizes.map((size, d) => {
          const teams = []
          while (teams.length < size) {
            const capacity = capacities[venues.length] as number
            const venue = { id: `v${venues.length}`, boards: 2 * capacity, nights: ['tuesday' as const] }
            venues.push(venue)
            for (let i = 0; i < 2 * capacity && teams.length < size; i++) {
              teams.push({ id: `d${d}t${teams.length}`, venueId: venue.id, homeNight: 'tuesday' as const })
            }
          }
          return { id: `d${d}`, teams }
        })
        const rounds = Math.max(...sizes.map((n) => (n % 2 === 0 ? n - 1 : n) * (roundRobin === 'double' ? 2 : 1)))
        const weeks = Array.from({ length: rounds }, (_, i) => isoOf(20_459 + 7 * i)) // Tuesdays from 2026-01-06
        const input: FixturesInput = {
          mode,
          roundRobin,
          weeks,
          venues,
          divisions,
          ...(seed === undefined ? {} : { seed }),
        }
        const outcome = generateFixtures(input)
        expect(outcome.ok).toBe(true)
        if (outcome.ok) expectAllFixtureRules(outcome.value, input)
      }),
      { numRuns: 60 },
    )
  })

  it('gives the same fixtures for the same input', () => {
    fc.assert(
      fc.property(season, (input) => {
        expect(generateFixtures(input)).toEqual(generateFixtures(structuredClone(input)))
      }),
      { numRuns: 30 },
    )
  })

  it.each(Array.from({ length: 15 }, (_, i) => i + 2))(
    'keeps home and away within the stated bound for %i teams, single and double',
    (teamCount) => {
      for (const roundRobin of ['single', 'double'] as const) {
        const teams = Array.from({ length: teamCount }, (_, t) => ({ id: `t${t}`, venueId: 'hall' }))
        const weeks = Array.from({ length: 2 * teamCount }, (_, i) => isoOf(20_459 + 7 * i))
        const input: FixturesInput = {
          mode: 'fixedNight',
          roundRobin,
          weeks,
          venues: [{ id: 'hall', boards: 64, nights: ['tuesday'] }],
          divisions: [{ id: 'd', teams }],
        }
        const outcome = generateFixtures(input)
        if (!outcome.ok) throw new Error(outcome.error)
        expectHomeAndAwayBalance(
          outcome.value.matches,
          teams.map((t) => t.id),
          roundRobin === 'double',
        )
      }
    },
  )
})
