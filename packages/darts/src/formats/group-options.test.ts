import { describe, expect, it } from 'vitest'
import { createRandom } from '../bot/random'
import { finalRanking } from './final-ranking'
import type { GameResult, SideRef, TournamentGame } from './game'
import { planCorrection } from './plan-correction'
import { planTournament, type TournamentPlan, type TournamentPlanFormat } from './plan-tournament'
import { type ResolveInput, resolveGames } from './resolve-games'
import { playOut } from './test-play-out'

// The tournament options on top of the group stage: a double round robin, the best (q+1)-th placed across groups
// going up to the winners knockout, and a cap on the consolation knockout (darts-rules.md §6).

const entries = (n: number) => Array.from({ length: n }, (_, i) => `e${i + 1}`)

type Options = Partial<Extract<TournamentPlanFormat, { kind: 'groupsKnockout' }>>

function groupsKnockout(groupSize: number, qualifiersPerGroup: number, options: Options = {}): TournamentPlanFormat {
  return { kind: 'groupsKnockout', groupSize, qualifiersPerGroup, consolation: true, thirdPlace: false, ...options }
}

function plan(format: TournamentPlanFormat, n: number): TournamentPlan {
  const planned = planTournament({ format, seeded: entries(n), random: createRandom(1) })
  if (!planned.ok) throw new Error(planned.error)
  return planned.value
}

function label(ref: SideRef): string {
  if (ref.kind === 'groupPosition') return `${ref.groupId}${ref.position}`
  if (ref.kind === 'bestPlaced') return `best${ref.position}#${ref.rank}`
  if (ref.kind === 'entry') return ref.entryId
  return ref.kind
}

function firstRound(games: readonly TournamentGame[], stageId: string): string[] {
  return games.filter((game) => game.stageId === stageId && game.round === 1).map((g) => g.sides.map(label).join('–'))
}

const seedOf = (entryId: string) => Number(entryId.slice(1))
const pairKey = (a: string, b: string) => [a, b].sort((x, y) => seedOf(x) - seedOf(y)).join('-')

/**
 * Results for every group game: the legs of the pair named in `legs` (better seed first, e.g. `'e1-e6': [2, 2]`),
 * else the better seed wins 3–0.
 */
function groupResults(
  games: readonly TournamentGame[],
  legs: Record<string, readonly [number, number]> = {},
): Record<string, GameResult> {
  const results: Record<string, GameResult> = {}
  for (const game of games) {
    if (game.groupId === undefined) continue
    const [a, b] = game.sides.map((side) => (side.kind === 'entry' ? side.entryId : '')) as [string, string]
    const [better, worse] = legs[pairKey(a, b)] ?? [3, 0]
    results[game.id] = { kind: 'played', legs: seedOf(a) < seedOf(b) ? [better, worse] : [worse, better] }
  }
  return results
}

function resolvedSides(input: ResolveInput, gameId: string): string {
  const resolved = resolveGames(input)
  if (!resolved.ok) throw new Error(resolved.error)
  const game = resolved.value.games.find((candidate) => candidate.gameId === gameId)
  return (game?.sides ?? []).map((side) => (side.kind === 'entry' ? side.entryId : side.kind)).join('–')
}

describe('double round robin', () => {
  it('plays every group twice, the second cycle with every pairing reversed and the rounds going on', () => {
    const { games } = plan(groupsKnockout(4, 2, { doubleRoundRobin: true }), 8)
    const groupA = games.filter((game) => game.groupId === 'A')
    expect(groupA).toHaveLength(12)
    expect([...new Set(groupA.map((game) => game.round))]).toEqual([1, 2, 3, 4, 5, 6])
    const pairings = (round: number) =>
      groupA.filter((game) => game.round === round).map((game) => game.sides.map(label).join('–'))
    expect(pairings(4)).toEqual(pairings(1).map((pair) => pair.split('–').reverse().join('–')))
    expect(new Set(games.map((game) => game.id)).size).toBe(games.length)
    expect(games.filter((game) => game.stageId === 'winnersKo')).toHaveLength(3)
  })

  it('plays a round robin twice round, and once by default (formats stored before the option)', () => {
    expect(plan({ kind: 'roundRobin', doubleRoundRobin: true }, 5).games).toHaveLength(20)
    expect(plan({ kind: 'roundRobin' }, 5).games).toHaveLength(10)
  })

  it('counts both meetings in the group table', () => {
    const { games, groups } = plan(groupsKnockout(3, 1, { doubleRoundRobin: true }), 6)
    const resolved = resolveGames({ games, groups, results: groupResults(games) })
    if (!resolved.ok) throw new Error(resolved.error)
    expect(resolved.value.groupStandings['A']?.rows.map((row) => [row.entryId, row.played, row.points])).toEqual([
      ['e1', 4, 8],
      ['e4', 4, 4],
      ['e5', 4, 0],
    ])
  })
})

describe('best-placed qualifiers', () => {
  // 9 entries in groups of 3: A e1 e6 e7, B e2 e5 e8, C e3 e4 e9. The second-placed are e6, e5 and e4.
  const format = groupsKnockout(3, 1, { bestPlacedQualifiers: 1 })

  it('seeds the best second-placed after every group winner', () => {
    const { games } = plan(format, 9)
    expect(firstRound(games, 'winnersKo')).toEqual(['A1–best2#1', 'B1–C1'])
    // The rest go to the consolation knockout: the other second-placed (cross-group order), then the thirds.
    expect(firstRound(games, 'consolationKo')).toEqual(['best2#2–bye', 'B3–C3', 'best2#3–bye', 'A3–bye'])
  })

  it('waits for every group, then takes the second-placed with the best leg difference', () => {
    const { games, groups } = plan(format, 9)
    // Everyone wins and loses once in second place; e5 took two legs off e2, e4 one off e3.
    const results = groupResults(games, { 'e2-e5': [3, 2], 'e3-e4': [3, 1] })
    const lastOfC = Object.keys(results)
      .filter((id) => id.startsWith('groups.C.'))
      .at(-1) as string
    const { [lastOfC]: _, ...withoutC } = results
    expect(resolvedSides({ games, groups, results: withoutC }, 'winnersKo.1.1')).toBe('e1–pending')
    expect(resolvedSides({ games, groups, results }, 'winnersKo.1.1')).toBe('e1–e5')
    expect(resolvedSides({ games, groups, results }, 'consolationKo.1.1')).toBe('e4–bye')
    expect(resolvedSides({ games, groups, results }, 'consolationKo.1.3')).toBe('e6–bye')
  })

  it('breaks a tie all four criteria leave with the better draw position', () => {
    const { games, groups } = plan(format, 9)
    // The three second-placed each won 3–0 and lost 0–3, with no darts recorded: C2 (e4, drawn 4th) goes up.
    const results = groupResults(games)
    expect(resolvedSides({ games, groups, results }, 'winnersKo.1.1')).toBe('e1–e4')
    expect(resolvedSides({ games, groups, results }, 'consolationKo.1.1')).toBe('e5–bye')
  })

  it('compares the average when points and legs are level', () => {
    const { games, groups } = plan(format, 9)
    const results = groupResults(games)
    for (const [id, result] of Object.entries(results)) {
      if (result.kind !== 'played') continue
      const darts = (result.legs[0] + result.legs[1]) * 15
      // Everyone throws 60 a visit except e6, who throws 80: e6 has the best average of the second-placed.
      const game = games.find((candidate) => candidate.id === id) as TournamentGame
      const points = game.sides.map((side) => (label(side) === 'e6' ? darts * 80 : darts * 60) / 3)
      results[id] = { ...result, scoring: [0, 1].map((i) => ({ points: points[i] as number, darts })) as never }
    }
    expect(resolvedSides({ games, groups, results }, 'winnersKo.1.1')).toBe('e1–e6')
  })

  it('compares per game played when the groups differ in size', () => {
    // 10 entries in groups of at most 4: A e1 e6 e7, B e2 e5 e8, C e3 e4 e9 e10 (C plays one game more each).
    const { games, groups } = plan(groupsKnockout(4, 1, { bestPlacedQualifiers: 1 }), 10)
    expect(groups.map((group) => group.entries.length)).toEqual([3, 3, 4])
    // e6 draws with e1 and beats e7: 3 points from 2 games (1.5 a game). e4 wins twice and loses to e3: 4 points,
    // more in all but 1.33 a game. e5 wins once in 2 games: 1 a game.
    const results = groupResults(games, { 'e1-e6': [2, 2], 'e6-e7': [3, 1] })
    expect(resolvedSides({ games, groups, results }, 'winnersKo.1.1')).toBe('e1–e6')
  })

  it('re-decides who goes up when a group result is corrected before the knockout starts', () => {
    const { games, groups } = plan(format, 9)
    const results = groupResults(games, { 'e2-e5': [3, 2], 'e3-e4': [3, 1] })
    const input: ResolveInput = { games, groups, results }
    const e2e5 = games.find((game) => game.groupId === 'B' && pairKey(...sidesOf(game)) === 'e2-e5') as TournamentGame
    const corrected: GameResult = { kind: 'played', legs: seedOf(sidesOf(e2e5)[0]) === 2 ? [3, 0] : [0, 3] }
    const correction = planCorrection(input, e2e5.id, corrected)
    if (!correction.ok) throw new Error(correction.error)
    expect(correction.value.changedGameIds).toEqual(expect.arrayContaining(['winnersKo.1.1', 'consolationKo.1.1']))
    expect(resolvedSides({ ...input, results: { ...results, [e2e5.id]: corrected } }, 'winnersKo.1.1')).toBe('e1–e4')
    // Once the game the best-placed side plays in has a result, the correction is refused.
    const started = { ...results, 'winnersKo.1.1': { kind: 'played', legs: [3, 1] } as GameResult }
    expect(planCorrection({ ...input, results: started }, e2e5.id, corrected)).toMatchObject({
      ok: false,
      error: 'correction.dependentGamePlayed',
      blockingGameIds: ['winnersKo.1.1'],
    })
  })

  it.each([
    { what: 'as many best-placed as groups', bestPlacedQualifiers: 3, error: 'plan.invalidBestPlaced' },
    { what: 'a negative number of best-placed', bestPlacedQualifiers: -1, error: 'plan.invalidBestPlaced' },
    { what: 'a consolation limit of 1', consolationLimit: 1, error: 'plan.invalidConsolationLimit' },
  ])('refuses $what with $error', ({ what: _, error, ...options }) => {
    const refused = planTournament({
      format: groupsKnockout(3, 1, options),
      seeded: entries(9),
      random: createRandom(1),
    })
    expect(refused).toEqual({ ok: false, error })
  })
})

function sidesOf(game: TournamentGame): [string, string] {
  return game.sides.map(label) as [string, string]
}

describe('consolation limit', () => {
  it('takes whole group positions first, then the best of the position it cuts', () => {
    const { games } = plan(groupsKnockout(4, 2, { consolationLimit: 6 }), 16)
    const seeds = games
      .filter((game) => game.stageId === 'consolationKo' && game.round === 1)
      .flatMap((game) => game.sides.map(label))
    expect(seeds.filter((seed) => seed !== 'bye').sort()).toEqual(['A3', 'B3', 'C3', 'D3', 'best4#1', 'best4#2'])
  })

  it('leaves out the best-placed who moved up, and keeps the old behaviour without a limit', () => {
    const capped = plan(groupsKnockout(4, 2, { bestPlacedQualifiers: 1, consolationLimit: 4 }), 16)
    expect(firstRound(capped.games, 'consolationKo')).toEqual(['best3#2–best4#1', 'best3#3–best3#4'])
    const open = plan(groupsKnockout(4, 2), 16)
    expect(firstRound(open.games, 'consolationKo')).toEqual(['A3–D4', 'D3–A4', 'B3–C4', 'C3–B4'])
  })

  it('places the entries the limit left out after both knockouts, by group position', () => {
    const format = groupsKnockout(4, 2, { bestPlacedQualifiers: 1, consolationLimit: 4 })
    const planned = plan(format, 16)
    const { input, resolution } = playOut(planned, createRandom(3), { withScoring: true })
    const ranking = finalRanking(input, resolution, { format })
    expect(ranking.map((row) => row.entryId).sort()).toEqual(entries(16).sort())
    // 9 in the winners knockout, 4 in the consolation knockout, then the 3 fourth-placed left out.
    const leftOut = ranking.filter((row) => row.position >= 14)
    expect(leftOut).toHaveLength(3)
    for (const row of leftOut)
      expect(resolution.groupStandings[groupOfEntry(planned, row.entryId)]?.rows[3]?.entryId).toBe(row.entryId)
  })
})

function groupOfEntry(planned: TournamentPlan, entryId: string): string {
  return planned.groups.find((group) => group.entries.includes(entryId))?.id ?? ''
}

describe('every option together', () => {
  it.each([9, 10, 13, 16, 23])('plays %i entries to a final ranking that places everyone once', (n) => {
    const format = groupsKnockout(4, 1, { doubleRoundRobin: true, bestPlacedQualifiers: 1, consolationLimit: 3 })
    const planned = plan(format, n)
    const { input, resolution } = playOut(planned, createRandom(n))
    const ranking = finalRanking(input, resolution, { format })
    expect(ranking).toHaveLength(n)
    expect(new Set(ranking.map((row) => row.entryId)).size).toBe(n)
  })
})
