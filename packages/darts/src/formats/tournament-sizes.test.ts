// Every format at every size from 2 to 256 entries: the draw is valid, playing every game with random results
// through resolveGames ends with one champion, and the final ranking places everyone from 1 to n.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createRandom } from '../bot/random'
import { finalRanking, type FinalRankingRow } from './final-ranking'
import type { SideRef, TournamentGame } from './game'
import { bracketSize } from './knockout'
import { planTournament, type TournamentPlan, type TournamentPlanFormat } from './plan-tournament'
import type { Resolution } from './resolve-games'
import { playOut } from './test-play-out'

const sizes = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step)

const entries = (n: number) => Array.from({ length: n }, (_, i) => `e${i + 1}`)

/** A third of the field seeded, the rest drawn. */
function plan(format: TournamentPlanFormat, n: number, seed = n): TournamentPlan {
  const all = entries(n)
  const seeded = Math.floor(n / 3)
  const planned = planTournament({
    format,
    seeded: all.slice(0, seeded),
    unseeded: all.slice(seeded),
    random: createRandom(seed),
  })
  if (!planned.ok) throw new Error(`${n}: ${planned.error}`)
  return planned.value
}

function label(ref: SideRef): string {
  if (ref.kind === 'groupPosition') return `${ref.groupId}${ref.position}`
  if (ref.kind === 'entry') return ref.entryId
  return ref.kind
}

/** Round 1 of a bracket: every entrant exactly once, byes only against entrants, the bracket a power of two. */
function expectValidFirstRound(games: readonly TournamentGame[], entrants: readonly string[]) {
  const round1 = games.filter((game) => game.round === 1 && (game.bracket ?? 'winners') === 'winners')
  const size = bracketSize(entrants.length)
  expect(round1).toHaveLength(size / 2)
  const sides = round1.flatMap((game) => game.sides.map(label))
  expect(sides.filter((side) => side !== 'bye').sort()).toEqual([...entrants].sort())
  expect(sides.filter((side) => side === 'bye')).toHaveLength(size - entrants.length)
  expect(round1.filter((game) => game.sides.every((side) => side.kind === 'bye'))).toEqual([])
}

/** Pairs of a round robin: each entry plays everyone else in it exactly once, at most once per round. */
function expectRoundRobin(games: readonly TournamentGame[], members: readonly string[]) {
  const pairs = new Set<string>()
  const played = new Map<string, number>()
  const seenInRound = new Set<string>()
  const twiceInARound: string[] = []
  for (const game of games) {
    const [a, b] = game.sides.map(label) as [string, string]
    pairs.add(a < b ? `${a}|${b}` : `${b}|${a}`)
    for (const side of [a, b]) {
      played.set(side, (played.get(side) ?? 0) + 1)
      if (seenInRound.has(`${game.round}|${side}`)) twiceInARound.push(`${side} in round ${game.round}`)
      seenInRound.add(`${game.round}|${side}`)
    }
  }
  expect(twiceInARound).toEqual([])
  expect(pairs.size).toBe(games.length)
  expect(games).toHaveLength((members.length * (members.length - 1)) / 2)
  expect([...played.keys()].sort()).toEqual(members.length > 1 ? [...members].sort() : [])
  expect([...played.values()].every((count) => count === members.length - 1)).toBe(true)
}

/** Places 1…n, each entry once, shared places as wide as the entries sharing them. */
function expectCompleteRanking(ranking: readonly FinalRankingRow[], all: readonly string[]) {
  expect(ranking.map((row) => row.entryId).sort()).toEqual([...all].sort())
  let next = 1
  for (let i = 0; i < ranking.length;) {
    const row = ranking[i] as FinalRankingRow
    expect(row.position).toBe(next)
    const width = row.positionTo - row.position + 1
    const shared = ranking.slice(i, i + width)
    expect(shared.every((r) => r.position === row.position && r.positionTo === row.positionTo)).toBe(true)
    expect(shared).toHaveLength(width)
    next = row.positionTo + 1
    i += width
  }
  expect(next).toBe(all.length + 1)
}

/** The last place of each shared block, in order: `[1, 2, 4, 8, 13]` for a 13-entry knockout. */
function blockEnds(ranking: readonly FinalRankingRow[]): number[] {
  return [...new Set(ranking.map((row) => row.positionTo))]
}

function played(format: TournamentPlanFormat, planned: TournamentPlan, seed: number, withdrawn: string[] = []) {
  const { input, resolution } = playOut(planned, createRandom(seed), { withdrawn, withScoring: seed % 2 === 0 })
  expect(resolution.problems).toEqual([])
  return { resolution, ranking: finalRanking(input, resolution, { format }) }
}

/** Each entry's losses in decided games (walkovers included). */
function losses(resolution: Resolution): Map<string, number> {
  const count = new Map<string, number>()
  for (const game of resolution.games) {
    if (game.loser?.kind === 'entry' && (game.state === 'finished' || game.state === 'walkover')) {
      count.set(game.loser.entryId, (count.get(game.loser.entryId) ?? 0) + 1)
    }
  }
  return count
}

describe('knockout, every size from 2 to 256', () => {
  it.each(sizes(2, 256))('%i entries', (n) => {
    const format: TournamentPlanFormat = { kind: 'knockout', thirdPlace: n % 2 === 0 }
    const planned = plan(format, n)
    expectValidFirstRound(planned.games, entries(n))
    const size = bracketSize(n)
    expect(planned.games).toHaveLength(size - 1 + (format.thirdPlace && size >= 4 ? 1 : 0))
    const { resolution, ranking } = played(format, planned, n)
    expectCompleteRanking(ranking, entries(n))
    const lost = losses(resolution)
    const champions = entries(n).filter((id) => !lost.has(id))
    expect(champions).toEqual([ranking[0]?.entryId])
    // 1, 2, then (3, 4 with a third-place match or 3–4 without), 5–8, … up to the round-1 losers.
    const ends = [1, 2, ...(format.thirdPlace ? [3] : [])]
    for (let end = 4; end < size; end *= 2) ends.push(end)
    expect(blockEnds(ranking)).toEqual([...new Set([...ends.filter((end) => end < n), n])])
  })
})

describe('double elimination, every size from 2 to 256', () => {
  it.each(sizes(2, 256))('%i entries', (n) => {
    const format: TournamentPlanFormat = { kind: 'doubleElimination', reset: n % 2 === 1 }
    const planned = plan(format, n)
    expectValidFirstRound(planned.games, entries(n))
    const { resolution, ranking } = played(format, planned, n)
    expectCompleteRanking(ranking, entries(n))
    expect(ranking[0]?.positionTo).toBe(1)
    expect(ranking[1]?.position).toBe(2)
    const lost = losses(resolution)
    // Everyone below the grand final went out on their second loss; the champion lost at most once.
    for (const row of ranking.slice(2)) expect(lost.get(row.entryId)).toBe(2)
    expect(lost.get(ranking[0]?.entryId ?? '') ?? 0).toBeLessThanOrEqual(1)
    expect([...lost.values()].every((count) => count <= 2)).toBe(true)
  })
})

describe('round robin, every size from 2 to 256', () => {
  it.each(sizes(2, 256))('%i entries: everyone meets everyone once', (n) => {
    const planned = plan({ kind: 'roundRobin' }, n)
    expect(planned.groups.map((group) => group.id)).toEqual(['A'])
    expectRoundRobin(planned.games, entries(n))
    expect(new Set(planned.games.map((game) => game.round)).size).toBe(n % 2 === 0 ? n - 1 : n)
  })

  // Standings cost O(n²) games per recomputation, so the play-out runs every size to 48, then a few larger fields.
  it.each([...sizes(2, 48), 64, 97, 128, 255, 256])('%i entries: the ranking is the table', (n) => {
    const format: TournamentPlanFormat = { kind: 'roundRobin' }
    const { resolution, ranking } = played(format, plan(format, n), n)
    expectCompleteRanking(ranking, entries(n))
    expect(ranking.map((row) => row.entryId)).toEqual(resolution.groupStandings.A?.rows.map((row) => row.entryId))
    expect(ranking.every((row, index) => row.position === index + 1 && row.positionTo === index + 1)).toBe(true)
  })
})

describe('groups and knockouts, 2 to 256 entries (every size to 128 in groups of 4)', () => {
  const cases = [
    ...[...sizes(2, 128), ...sizes(130, 256, 3)].map((n) => ({
      n,
      groupSize: 4,
      qualifiers: 2,
      consolation: true,
      thirdPlace: n % 2 === 0,
    })),
    ...sizes(3, 256, 7).map((n) => ({ n, groupSize: 3, qualifiers: 1, consolation: n % 2 === 0, thirdPlace: true })),
    ...sizes(4, 256, 9).map((n) => ({ n, groupSize: 5, qualifiers: 2, consolation: true, thirdPlace: false })),
    ...sizes(5, 256, 13).map((n) => ({ n, groupSize: 8, qualifiers: 3, consolation: true, thirdPlace: true })),
  ]

  it.each(cases)('$n entries in groups of $groupSize, $qualifiers through', (c) => {
    const format: TournamentPlanFormat = {
      kind: 'groupsKnockout',
      groupSize: c.groupSize,
      qualifiersPerGroup: c.qualifiers,
      consolation: c.consolation,
      thirdPlace: c.thirdPlace,
    }
    const groupCount = Math.ceil(c.n / c.groupSize)
    const smallest = Math.floor(c.n / groupCount)
    const planned = planTournament({ format, seeded: entries(c.n), random: createRandom(c.n) })
    if (smallest < 2) return expect(planned).toEqual({ ok: false, error: 'groups.groupTooSmall' })
    if (c.qualifiers >= smallest) return expect(planned).toEqual({ ok: false, error: 'plan.tooManyQualifiers' })
    if (groupCount * c.qualifiers < 2) return expect(planned).toEqual({ ok: false, error: 'plan.tooFewQualifiers' })
    if (!planned.ok) throw new Error(planned.error)
    const { groups, games } = planned.value

    // Groups: everyone once, sizes within one of each other and at most the group size, a round robin in each.
    expect(groups.flatMap((group) => group.entries).sort()).toEqual(entries(c.n).sort())
    const groupSizes = groups.map((group) => group.entries.length)
    expect(Math.max(...groupSizes) - Math.min(...groupSizes)).toBeLessThanOrEqual(1)
    expect(Math.max(...groupSizes)).toBeLessThanOrEqual(c.groupSize)
    for (const group of groups) {
      expectRoundRobin(
        games.filter((game) => game.stageId === 'groups' && game.groupId === group.id),
        group.entries,
      )
    }

    // Knockouts: positions 1…q of every group in the winners KO, the rest in the consolation KO, each once.
    const positions = (from: number, to: number) =>
      groups.flatMap((group) =>
        sizes(from, Math.min(to, group.entries.length)).map((position) => `${group.id}${position}`),
      )
    const winnersKo = games.filter((game) => game.stageId === 'winnersKo')
    const consolationKo = games.filter((game) => game.stageId === 'consolationKo')
    expectValidFirstRound(winnersKo, positions(1, c.qualifiers))
    const rest = positions(c.qualifiers + 1, c.groupSize)
    if (c.consolation && rest.length >= 2) expectValidFirstRound(consolationKo, rest)
    else expect(consolationKo).toEqual([])
    if (groups.length > 1) {
      const clashes = winnersKo.filter(
        (game) =>
          game.round === 1 &&
          game.sides[0].kind === 'groupPosition' &&
          game.sides[1].kind === 'groupPosition' &&
          game.sides[0].groupId === game.sides[1].groupId,
      )
      expect(clashes).toEqual([])
    }
    expect(new Set(games.map((game) => game.id)).size).toBe(games.length)

    // Played out: the winners KO entrants take the top places, the consolation KO entrants the next ones.
    const { resolution, ranking } = played(format, planned.value, c.n)
    expectCompleteRanking(ranking, entries(c.n))
    const entrants = (stageGames: readonly TournamentGame[]) =>
      stageGames
        .filter((game) => game.round === 1)
        .flatMap((game) => resolution.games.find((r) => r.gameId === game.id)?.sides ?? [])
        .flatMap((side) => (side.kind === 'entry' ? [side.entryId] : []))
        .sort()
    const winners = entrants(winnersKo)
    const consolation = entrants(consolationKo)
    expect(
      ranking
        .slice(0, winners.length)
        .map((row) => row.entryId)
        .sort(),
    ).toEqual(winners)
    expect(
      ranking
        .slice(winners.length, winners.length + consolation.length)
        .map((row) => row.entryId)
        .sort(),
    ).toEqual(consolation)
    // The knockouts hold exactly the group positions they were seeded from.
    for (const group of groups) {
      const rows = resolution.groupStandings[group.id]?.rows ?? []
      expect(rows.slice(0, c.qualifiers).every((row) => winners.includes(row.entryId))).toBe(true)
    }
    const lost = losses(resolution)
    expect(winners.filter((id) => (lost.get(id) ?? 0) === 0 || id === ranking[0]?.entryId)).toEqual([
      ranking[0]?.entryId,
    ])
  })
})

describe('withdrawals, any format', () => {
  const formats: TournamentPlanFormat[] = [
    { kind: 'knockout', thirdPlace: true },
    { kind: 'doubleElimination', reset: true },
    { kind: 'roundRobin' },
    { kind: 'groupsKnockout', groupSize: 4, qualifiersPerGroup: 2, consolation: true, thirdPlace: true },
  ]

  it('ends with a full ranking and the withdrawn entries sharing the last places', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...formats),
        fc.integer({ min: 6, max: 64 }),
        fc.integer(),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        (format, n, seed, share) => {
          const random = createRandom(seed)
          const withdrawn = entries(n).filter(() => random() < share)
          const { resolution, ranking } = played(format, plan(format, n, seed), seed, withdrawn)
          expect(resolution.games.every((game) => game.state !== 'ready' && game.state !== 'waiting')).toBe(true)
          expectCompleteRanking(ranking, entries(n))
          const last = ranking.slice(n - withdrawn.length)
          expect(last.map((row) => row.entryId).sort()).toEqual([...withdrawn].sort())
          expect(last.every((row) => row.position === n - withdrawn.length + 1 && row.positionTo === n)).toBe(true)
        },
      ),
      { numRuns: 80 },
    )
  })
})
