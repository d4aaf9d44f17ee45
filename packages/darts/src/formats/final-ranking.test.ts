import { describe, expect, it } from 'vitest'
import { createRandom } from '../bot/random'
import { finalRanking } from './final-ranking'
import type { GameResult, TournamentGame } from './game'
import type { Decider } from './group-standings'
import { planTournament, type TournamentPlan, type TournamentPlanFormat } from './plan-tournament'
import { resolveGames, type ResolveInput } from './resolve-games'

const entries = (n: number) => Array.from({ length: n }, (_, i) => `e${i + 1}`)
const played = (a: number, b: number): GameResult => ({ kind: 'played', legs: [a, b] })

function plan(format: TournamentPlanFormat, seeded: readonly string[]): TournamentPlan {
  const planned = planTournament({ format, seeded, random: createRandom(1) })
  if (!planned.ok) throw new Error(planned.error)
  return planned.value
}

function rank(
  format: TournamentPlanFormat,
  { games, groups }: TournamentPlan,
  results: Record<string, GameResult>,
  extra: { withdrawn?: string[]; deciders?: Record<string, Decider[]> } = {},
): string[] {
  const input: ResolveInput = { games, groups, results, ...extra }
  const resolution = resolveGames(input)
  if (!resolution.ok) throw new Error(resolution.error)
  return finalRanking(input, resolution.value, { format }).map(({ position, positionTo, entryId }) =>
    position === positionTo ? `${position} ${entryId}` : `${position}–${positionTo} ${entryId}`,
  )
}

/** Results for games between entries, from who should win (and by how much) given the two entry ids. */
function resultsFrom(games: readonly TournamentGame[], result: (a: string, b: string) => GameResult) {
  const results: Record<string, GameResult> = {}
  for (const game of games) {
    const [a, b] = game.sides
    if (a.kind === 'entry' && b.kind === 'entry') results[game.id] = result(a.entryId, b.entryId)
  }
  return results
}

describe('finalRanking: knockout', () => {
  const format: TournamentPlanFormat = { kind: 'knockout', thirdPlace: false }
  const four = plan(format, ['a', 'b', 'c', 'd']) // knockout.1.1 a–d, knockout.1.2 b–c

  it('ranks the champion 1, the runner-up 2 and lets the semi-final losers share 3–4', () => {
    const results = { 'knockout.1.1': played(3, 1), 'knockout.1.2': played(1, 3), 'knockout.2.1': played(3, 2) }
    expect(rank(format, four, results)).toEqual(['1 a', '2 c', '3–4 d', '3–4 b'])
  })

  it('is empty until every game is decided, and while the final is a draw', () => {
    expect(rank(format, four, { 'knockout.1.1': played(3, 1), 'knockout.1.2': played(1, 3) })).toEqual([])
    const drawn = { 'knockout.1.1': played(3, 1), 'knockout.1.2': played(1, 3), 'knockout.2.1': played(2, 2) }
    expect(rank(format, four, drawn)).toEqual([])
  })

  it('splits 3 and 4 with the third-place match', () => {
    const withThird: TournamentPlanFormat = { kind: 'knockout', thirdPlace: true }
    const results = {
      'knockout.1.1': played(3, 1),
      'knockout.1.2': played(1, 3),
      'knockout.2.1': played(3, 2),
      'knockout.thirdPlace': played(1, 3),
    }
    expect(rank(withThird, plan(withThird, ['a', 'b', 'c', 'd']), results)).toEqual(['1 a', '2 c', '3 b', '4 d'])
  })

  it('shares places by the round an entry lost in, byes left out: 6 entries give 1, 2, 3–4, 5–6', () => {
    // Round 1 in bracket order: e1–bye, e4–e5, e2–bye, e3–e6.
    const results = {
      'knockout.1.2': played(3, 0),
      'knockout.1.4': played(0, 3),
      'knockout.2.1': played(3, 1),
      'knockout.2.2': played(3, 1),
      'knockout.3.1': played(1, 3),
    }
    expect(rank(format, plan(format, entries(6)), results)).toEqual([
      '1 e2',
      '2 e1',
      '3–4 e4',
      '3–4 e6',
      '5–6 e5',
      '5–6 e3',
    ])
  })

  it('puts a withdrawn entry last, whatever round it reached', () => {
    const results = { 'knockout.1.2': played(1, 3), 'knockout.2.1': played(3, 2) }
    expect(rank(format, four, results, { withdrawn: ['d'] })).toEqual(['1 a', '2 c', '3 b', '4 d'])
    const late = { 'knockout.1.1': played(3, 1), 'knockout.1.2': played(1, 3), 'knockout.2.1': played(3, 2) }
    expect(rank(format, four, late, { withdrawn: ['a'] })).toEqual(['1 c', '2–3 d', '2–3 b', '4 a'])
  })
})

describe('finalRanking: double elimination', () => {
  const format: TournamentPlanFormat = { kind: 'doubleElimination', reset: true }
  const four = plan(format, entries(4))
  const bracket = {
    'doubleElimination.w.1.1': played(3, 0), // e1 beats e4
    'doubleElimination.w.1.2': played(3, 1), // e2 beats e3
    'doubleElimination.w.2.1': played(3, 2), // e1 beats e2, who drops
    'doubleElimination.l.1.1': played(3, 1), // e4 knocks out e3
    'doubleElimination.l.2.1': played(1, 3), // e2 knocks out e4
  }

  it('ranks by the losers round each entry went out in, after the grand final', () => {
    const results = { ...bracket, 'doubleElimination.grandFinal': played(3, 1) }
    expect(rank(format, four, results)).toEqual(['1 e1', '2 e2', '3 e4', '4 e3'])
  })

  it('lets the reset decide the title when the losers-bracket champion wins the grand final', () => {
    const results = { ...bracket, 'doubleElimination.grandFinal': played(1, 3) }
    expect(rank(format, four, results)).toEqual([])
    expect(rank(format, four, { ...results, 'doubleElimination.grandFinalReset': played(0, 3) })).toEqual([
      '1 e2',
      '2 e1',
      '3 e4',
      '4 e3',
    ])
  })
})

describe('finalRanking: groups and knockouts', () => {
  it('ranks the winners knockout, then the consolation knockout, then the rest by group position and points', () => {
    const format: TournamentPlanFormat = {
      kind: 'groupsKnockout',
      groupSize: 3,
      qualifiersPerGroup: 1,
      consolation: false,
      thirdPlace: false,
    }
    const planned = plan(format, entries(9)) // A e1 e6 e7, B e2 e5 e8, C e3 e4 e9
    const number = (id: string) => Number(id.slice(1))
    // The lower number wins, except in group B: e5 and e8 draw 2–2 and e2 beats e5 3–2 but e8 3–0.
    const groupResults = resultsFrom(
      planned.games.filter((game) => game.stageId === 'groups'),
      (a, b) => {
        const pair = [a, b].sort().join('-')
        if (pair === 'e5-e8') return played(2, 2)
        if (pair === 'e2-e5') return a === 'e2' ? played(3, 2) : played(2, 3)
        return number(a) < number(b) ? played(3, 0) : played(0, 3)
      },
    )
    // Winners KO of A1 B1 C1: e1 has a bye, then e2 beats e3 and e1 beats e2 in the final.
    const results = { ...groupResults, 'winnersKo.1.2': played(3, 1), 'winnersKo.2.1': played(3, 0) }
    expect(rank(format, planned, results)).toEqual([
      '1 e1',
      '2 e2',
      '3 e3',
      '4–5 e6', // A2, 2 points
      '4–5 e4', // C2, 2 points
      '6 e5', // B2, 1 point (a draw), above e8 on leg difference
      '7 e8', // B3, 1 point
      '8–9 e7', // A3, 0 points
      '8–9 e9', // C3, 0 points
    ])

    const withConsolation = { ...format, consolation: true }
    const consolationPlan = plan(withConsolation, entries(9))
    // Consolation KO of A2 B2 C2 A3 B3 C3 (C2–C3 swapped apart): e6–bye, e7–e9, e5–bye, e4–e8.
    const consolation = {
      ...results,
      'consolationKo.1.2': played(3, 1), // e7 beats e9
      'consolationKo.1.4': played(3, 1), // e4 beats e8
      'consolationKo.2.1': played(3, 1), // e6 beats e7
      'consolationKo.2.2': played(1, 3), // e4 beats e5
    }
    expect(rank(withConsolation, consolationPlan, consolation)).toEqual([])
    const rest = { ...consolation, 'consolationKo.3.1': played(3, 2) } // e6 wins the consolation
    expect(rank(withConsolation, consolationPlan, rest)).toEqual([
      '1 e1',
      '2 e2',
      '3 e3',
      '4 e6',
      '5 e4',
      '6–7 e7',
      '6–7 e5',
      '8–9 e9',
      '8–9 e8',
    ])
  })
  it('lets a tie below the qualifiers that is still waiting for a decider share its places', () => {
    const format: TournamentPlanFormat = {
      kind: 'groupsKnockout',
      groupSize: 3,
      qualifiersPerGroup: 1,
      consolation: false,
      thirdPlace: false,
    }
    const planned = plan(format, entries(6)) // A e1 e4 e5, B e2 e3 e6
    const number = (id: string) => Number(id.slice(1))
    const results = {
      ...resultsFrom(
        planned.games.filter((game) => game.stageId === 'groups'),
        (a, b) => {
          if ([a, b].sort().join('-') === 'e4-e5') return played(2, 2) // e4 and e5 cannot be split
          return number(a) < number(b) ? played(3, 0) : played(0, 3)
        },
      ),
      'winnersKo.1.1': played(3, 1),
    }
    expect(rank(format, planned, results)).toEqual(['1 e1', '2 e2', '3 e3', '4–5 e4', '4–5 e5', '6 e6'])
  })
})

describe('finalRanking: round robin', () => {
  const format: TournamentPlanFormat = { kind: 'roundRobin' }

  it('follows the table: points, then leg difference, then head-to-head', () => {
    const planned = plan(format, ['a', 'b', 'c', 'd'])
    // a wins everything 3–0; b beats c 3–0, c beats d 3–1, d beats b 3–2: b, c and d have 2 points each,
    // b the best leg difference (−1), c above d on head-to-head (both −4).
    const scores: Record<string, [number, number]> = { 'b-c': [3, 0], 'c-d': [3, 1], 'b-d': [2, 3] }
    const results = resultsFrom(planned.games, (x, y) => {
      if (x === 'a') return played(3, 0)
      if (y === 'a') return played(0, 3)
      const key = [x, y].sort().join('-')
      const [first, second] = scores[key] ?? [0, 0]
      return x < y ? played(first, second) : played(second, first)
    })
    expect(rank(format, planned, results)).toEqual(['1 a', '2 b', '3 c', '4 d'])
    const resolution = resolveGames({ games: planned.games, groups: planned.groups, results })
    expect(resolution.ok && resolution.value.groupStandings.A?.rows.map((row) => row.aboveNext?.criterion)).toEqual([
      'points',
      'legDifference',
      'headToHead',
      undefined,
    ])
  })

  it('shares the places of a tie still waiting for a decider, and follows the decider once given', () => {
    const planned = plan(format, ['a', 'b', 'c'])
    const results = resultsFrom(planned.games, () => played(3, 2)) // a cycle: every entry wins once 3–2
    expect(rank(format, planned, results)).toEqual(['1–3 a', '1–3 b', '1–3 c'])
    const deciders = { A: [{ method: 'lot' as const, order: ['c', 'a', 'b'] }] }
    expect(rank(format, planned, results, { deciders })).toEqual(['1 c', '2 a', '3 b'])
  })
})
