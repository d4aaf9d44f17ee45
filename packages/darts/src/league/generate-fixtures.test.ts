import { describe, expect, it } from 'vitest'
import type { FixtureMatch, Fixtures, FixturesInput, FixtureVenue } from './fixtures'
import { generateFixtures, spreadRounds } from './generate-fixtures'

/** `count` Mondays from 7 September 2026, one a week. */
const mondays = (count: number) =>
  Array.from({ length: count }, (_, i) => new Date(Date.UTC(2026, 8, 7 + 7 * i)).toISOString().slice(0, 10))

const bigHall: FixtureVenue = { id: 'hall', boards: 40, nights: ['monday', 'tuesday', 'wednesday', 'thursday'] }

/** Teams named by letters, each alone at the big hall's night so that no venue constrains them. */
function division(id: string, letters: string, roundRobin?: 'single' | 'double') {
  return {
    id,
    teams: [...letters].map((letter) => ({ id: letter, venueId: 'hall' })),
    ...(roundRobin ? { roundRobin } : {}),
  }
}

function generated(input: FixturesInput): Fixtures {
  const outcome = generateFixtures(input)
  if (!outcome.ok) throw new Error(outcome.error)
  return outcome.value
}

/** The rounds as `home–away` pairs, with the bye in brackets: 'c–d a–b | a–d b–c | …'. */
function roundsOf(fixtures: Fixtures): string {
  const rounds = Math.max(...fixtures.matches.map((match) => match.round))
  return Array.from({ length: rounds }, (_, i) => {
    const matches = fixtures.matches.filter((match) => match.round === i + 1)
    const bye = fixtures.byes.find((b) => b.round === i + 1)
    return matches.map((m) => `${m.homeTeamId}–${m.awayTeamId}`).join(' ') + (bye ? ` (${bye.teamId})` : '')
  }).join(' | ')
}

const sides = (matches: readonly FixtureMatch[], team: string) =>
  [...matches]
    .filter((m) => m.homeTeamId === team || m.awayTeamId === team)
    .sort((a, b) => a.round - b.round)
    .map((m) => (m.homeTeamId === team ? 'H' : 'A'))
    .join('')

describe('generateFixtures: worked examples', () => {
  it('plays four teams once each in three weeks: c–d a–b | a–d b–c | d–b c–a', () => {
    const fixtures = generated({
      mode: 'fixedNight',
      roundRobin: 'single',
      weeks: mondays(3),
      venues: [bigHall],
      divisions: [division('div', 'abcd')],
    })
    expect(roundsOf(fixtures)).toBe('c–d a–b | a–d b–c | d–b c–a')
    expect(fixtures.matches.map((m) => m.weekIndex)).toEqual([0, 0, 1, 1, 2, 2])
    expect(fixtures.matches.map((m) => m.date)).toEqual([
      '2026-09-07',
      '2026-09-07',
      '2026-09-14',
      '2026-09-14',
      '2026-09-21',
      '2026-09-21',
    ])
    expect(fixtures.byes).toEqual([])
  })

  it('mirrors the first half of a four-team double with home and away swapped', () => {
    const fixtures = generated({
      mode: 'fixedNight',
      weeks: mondays(6),
      venues: [bigHall],
      divisions: [division('div', 'abcd')],
    })
    expect(roundsOf(fixtures)).toBe('c–d a–b | a–d b–c | d–b c–a | d–c b–a | d–a c–b | b–d a–c')
    expect(fixtures.matches[6]).toMatchObject({ id: 'div.4.1', round: 4, homeTeamId: 'd', awayTeamId: 'c' })
    // Four teams are the one size where a mirrored double forces three in a row (see the exhaustive test below).
    expect(['a', 'b', 'c', 'd'].map((team) => sides(fixtures.matches, team))).toEqual([
      'HHAAAH',
      'AHAHAH',
      'HAHAHA',
      'AAHHHA',
    ])
  })

  it('gives five teams one bye a round and strict home-and-away alternation', () => {
    const fixtures = generated({
      mode: 'fixedNight',
      roundRobin: 'single',
      weeks: mondays(5),
      venues: [bigHall],
      divisions: [division('div', 'abcde')],
    })
    expect(roundsOf(fixtures)).toBe('d–b a–e (c) | e–c b–a (d) | a–d c–b (e) | b–e d–c (a) | c–a e–d (b)')
    expect(fixtures.byes.map((bye) => bye.teamId)).toEqual(['c', 'd', 'e', 'a', 'b'])
    expect(['a', 'b', 'c', 'd', 'e'].map((team) => sides(fixtures.matches, team))).toEqual([
      'HAHA',
      'AHAH',
      'AHAH',
      'HAHA',
      'AHAH',
    ])
  })

  it('gives each of five teams one bye in each half of a double', () => {
    const fixtures = generated({
      mode: 'fixedNight',
      weeks: mondays(10),
      venues: [bigHall],
      divisions: [division('div', 'abcde')],
    })
    const byesOf = (team: string) => fixtures.byes.filter((bye) => bye.teamId === team).map((bye) => bye.round)
    expect(['a', 'b', 'c', 'd', 'e'].map(byesOf)).toEqual([
      [4, 9],
      [5, 10],
      [1, 6],
      [2, 7],
      [3, 8],
    ])
    expect(fixtures.matches).toHaveLength(20)
  })

  it('plays six teams home and away in ten weeks, five home matches each, never three in a row', () => {
    const fixtures = generated({
      mode: 'fixedNight',
      weeks: mondays(10),
      venues: [bigHall],
      divisions: [division('div', 'abcdef')],
    })
    expect(fixtures.matches).toHaveLength(30)
    expect(roundsOf(fixtures).split(' | ').slice(0, 6)).toEqual([
      'c–f d–b a–e',
      'f–d e–c b–a',
      'e–f a–d c–b',
      'a–f b–e d–c',
      'f–b c–a e–d',
      'f–c b–d e–a',
    ])
    for (const team of 'abcdef') {
      const pattern = sides(fixtures.matches, team)
      expect(pattern.replaceAll('A', '')).toHaveLength(5)
      expect(pattern).not.toMatch(/HHH|AAA/)
    }
  })

  it('spreads rounds evenly over more weeks than it needs, first week and last week included', () => {
    expect(spreadRounds(5, 9)).toEqual([0, 2, 4, 6, 8])
    expect(spreadRounds(5, 5)).toEqual([0, 1, 2, 3, 4])
    expect(spreadRounds(10, 13)).toEqual([0, 1, 3, 4, 5, 7, 8, 9, 11, 12])
    const fixtures = generated({
      mode: 'fixedNight',
      roundRobin: 'single',
      weeks: mondays(9),
      venues: [bigHall],
      divisions: [division('div', 'abcdef')],
    })
    expect([...new Set(fixtures.matches.map((m) => m.date))]).toEqual([
      '2026-09-07',
      '2026-09-21',
      '2026-10-05',
      '2026-10-19',
      '2026-11-02',
    ])
  })

  it('lets a division play a single round robin in a double season', () => {
    const fixtures = generated({
      mode: 'fixedNight',
      weeks: mondays(10),
      venues: [bigHall],
      divisions: [division('first', 'abcdef'), division('second', 'ghij', 'single')],
    })
    expect(fixtures.matches.filter((m) => m.divisionId === 'first')).toHaveLength(30)
    expect(fixtures.matches.filter((m) => m.divisionId === 'second')).toHaveLength(6)
  })
})

describe('generateFixtures: nights and venues', () => {
  it("dates each match on the home team's own night and at its venue", () => {
    const fixtures = generated({
      mode: 'teamNight',
      roundRobin: 'single',
      weeks: mondays(3),
      venues: [
        { id: 'anchor', boards: 4, nights: ['tuesday'] },
        { id: 'crown', boards: 4, nights: ['thursday', 'friday'] },
      ],
      divisions: [
        {
          id: 'div',
          teams: [
            { id: 'a', venueId: 'anchor', homeNight: 'tuesday' },
            { id: 'b', venueId: 'crown', homeNight: 'thursday' },
            { id: 'c', venueId: 'crown', homeNight: 'friday' },
            { id: 'd', venueId: 'anchor', homeNight: 'tuesday' },
          ],
        },
      ],
    })
    const byHome = Object.fromEntries(
      fixtures.matches.map((m) => [`${m.homeTeamId}–${m.awayTeamId}`, [m.date, m.venueId]]),
    )
    expect(byHome).toEqual({
      'c–d': ['2026-09-11', 'crown'],
      'a–b': ['2026-09-08', 'anchor'],
      'a–d': ['2026-09-15', 'anchor'],
      'b–c': ['2026-09-17', 'crown'],
      'd–b': ['2026-09-22', 'anchor'],
      'c–a': ['2026-09-25', 'crown'],
    })
  })

  it('never has two teams at home on one night at a venue with boards for one match', () => {
    const teams = [...'abcdef'].map((id) => ({ id, venueId: id === 'a' || id === 'b' ? 'tap' : 'hall' }))
    const fixtures = generated({
      mode: 'fixedNight',
      weeks: mondays(10),
      venues: [bigHall, { id: 'tap', boards: 3, nights: ['monday'] }],
      divisions: [{ id: 'div', teams }],
    })
    const tapNights = fixtures.matches.filter((m) => m.venueId === 'tap').map((m) => m.date)
    expect(tapNights).toHaveLength(10)
    expect(new Set(tapNights).size).toBe(10)
  })

  it('shares a one-match venue between teams of two divisions', () => {
    const fixtures = generated({
      mode: 'fixedNight',
      weeks: mondays(10),
      venues: [bigHall, { id: 'tap', boards: 2, nights: ['monday'] }],
      divisions: [
        { id: 'first', teams: [...'abcdef'].map((id) => ({ id, venueId: id === 'a' ? 'tap' : 'hall' })) },
        { id: 'second', teams: [...'ghijkl'].map((id) => ({ id, venueId: id === 'l' ? 'tap' : 'hall' })) },
      ],
    })
    const tapNights = fixtures.matches.filter((m) => m.venueId === 'tap').map((m) => m.date)
    expect(tapNights).toHaveLength(10)
    expect(new Set(tapNights).size).toBe(10)
  })

  it('names the venue and week when three teams of four cannot share a one-match venue', () => {
    const teams = [...'abcd'].map((id) => ({ id, venueId: id === 'd' ? 'hall' : 'tap' }))
    const outcome = generateFixtures({
      mode: 'fixedNight',
      weeks: mondays(8),
      venues: [bigHall, { id: 'tap', boards: 2, nights: ['monday'] }],
      divisions: [{ id: 'div', teams }],
    })
    expect(outcome).toMatchObject({ ok: false, error: 'fixtures.venueFull', venueId: 'tap', capacity: 1, matches: 2 })
    if (outcome.ok || outcome.error !== 'fixtures.venueFull') return
    expect(outcome.date).toBe(mondays(8)[outcome.weekIndex])
  })

  it('names a venue with fewer boards than one match needs', () => {
    const outcome = generateFixtures({
      mode: 'fixedNight',
      weeks: mondays(3),
      minBoardsPerMatch: 2,
      venues: [bigHall, { id: 'corner', boards: 1, nights: ['monday'] }],
      divisions: [{ id: 'div', teams: [...'abcd'].map((id) => ({ id, venueId: id === 'a' ? 'corner' : 'hall' })) }],
      roundRobin: 'single',
    })
    expect(outcome).toMatchObject({ ok: false, error: 'fixtures.venueFull', venueId: 'corner', capacity: 0 })
  })

  it('names a venue closed on the league night', () => {
    const outcome = generateFixtures({
      mode: 'fixedNight',
      weeks: mondays(3),
      venues: [bigHall, { id: 'club', boards: 8, nights: ['friday'] }],
      divisions: [{ id: 'div', teams: [...'abcd'].map((id) => ({ id, venueId: id === 'b' ? 'club' : 'hall' })) }],
      roundRobin: 'single',
    })
    expect(outcome).toMatchObject({ ok: false, error: 'fixtures.venueClosed', venueId: 'club' })
    if (outcome.ok || outcome.error !== 'fixtures.venueClosed') return
    expect(outcome.date).toBe(mondays(3)[outcome.weekIndex])
  })

  it('refuses fewer weeks than rounds', () => {
    const outcome = generateFixtures({
      mode: 'fixedNight',
      weeks: mondays(9),
      venues: [bigHall],
      divisions: [division('div', 'abcdef')],
    })
    expect(outcome).toEqual({ ok: false, error: 'fixtures.tooFewWeeks', divisionId: 'div', rounds: 10, weeks: 9 })
  })
})

describe('generateFixtures: the draw', () => {
  const input: FixturesInput = {
    mode: 'fixedNight',
    weeks: mondays(14),
    venues: [bigHall],
    divisions: [division('div', 'abcdefgh')],
  }

  it('gives the same fixtures for the same seed, and other fixtures for other seeds', () => {
    expect(generated({ ...input, seed: 7 })).toEqual(generated({ ...input, seed: 7 }))
    const draws = new Set([1, 2, 3, 4, 5].map((seed) => roundsOf(generated({ ...input, seed }))))
    expect(draws.size).toBeGreaterThan(1)
  })

  it('keeps the teams in the order given without a seed', () => {
    expect(roundsOf(generated(input))).toBe(roundsOf(generated(structuredClone(input))))
    expect(roundsOf(generated(input)).split(' | ')[0]).toBe('c–h d–b a–e f–g')
  })
})
