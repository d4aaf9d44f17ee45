import { describe, expect, it } from 'vitest'
import type { GameResult, Group, TournamentGame } from './game'
import { groupStageGames } from './group-draw'
import { createKnockout } from './knockout'
import { groupKnockoutSeeds } from './knockout-seeding'
import { resolveGames, type ResolveInput } from './resolve-games'

function knockout(seeds: string[]): TournamentGame[] {
  const games = createKnockout({ stageId: 'ko', seeds })
  if (!games.ok) throw new Error(games.error)
  return games.value
}

function resolve(input: ResolveInput) {
  const resolution = resolveGames(input)
  if (!resolution.ok) throw new Error(resolution.error)
  return resolution.value
}

const win: GameResult = { kind: 'played', legs: [3, 1] }
const lose: GameResult = { kind: 'played', legs: [1, 3] }

describe('resolveGames', () => {
  it('sends seeds 1, 2 and 3 through their byes, so 4 v 5 and 2 v 3 can be called when 5 enter', () => {
    const resolution = resolve({ games: knockout(['s1', 's2', 's3', 's4', 's5']), results: {} })
    expect(resolution.readyGameIds).toEqual(['ko.1.2', 'ko.2.2'])
    expect(resolution.games.map((g) => g.state)).toEqual(['bye', 'ready', 'bye', 'bye', 'waiting', 'ready', 'waiting'])
    expect(resolution.games[5]?.sides).toEqual([
      { kind: 'entry', entryId: 's2' },
      { kind: 'entry', entryId: 's3' },
    ])
  })

  it('puts the winner of 4 v 5 against seed 1 once the result is in', () => {
    const resolution = resolve({ games: knockout(['s1', 's2', 's3', 's4', 's5']), results: { 'ko.1.2': lose } })
    expect(resolution.games[4]?.sides).toEqual([
      { kind: 'entry', entryId: 's1' },
      { kind: 'entry', entryId: 's5' },
    ])
    expect(resolution.readyGameIds).toEqual(['ko.2.1', 'ko.2.2'])
  })

  it('gives a walkover against a withdrawn entry and carries the winner on', () => {
    const resolution = resolve({ games: knockout(['a', 'b', 'c', 'd']), results: {}, withdrawn: ['d'] })
    expect(resolution.games[0]).toMatchObject({ state: 'walkover', winner: { kind: 'entry', entryId: 'a' } })
    expect(resolution.readyGameIds).toEqual(['ko.1.2'])
  })

  it('turns a game of two withdrawn entries into a bye for the next opponent', () => {
    const resolution = resolve({
      games: knockout(['a', 'b', 'c', 'd']),
      results: { 'ko.1.2': win },
      withdrawn: ['a', 'd'],
    })
    expect(resolution.games[0]?.state).toBe('bye')
    expect(resolution.games[2]).toMatchObject({ state: 'bye', winner: { kind: 'entry', entryId: 'b' } })
  })

  it('reports a result for a game that is not ready, and a draw where a winner must go on', () => {
    const resolution = resolve({
      games: knockout(['a', 'b', 'c', 'd']),
      results: { 'ko.2.1': win, 'ko.1.1': { kind: 'played', legs: [2, 2] } },
    })
    expect(resolution.problems).toEqual([
      { gameId: 'ko.1.1', problem: 'result.drawNotAllowed' },
      { gameId: 'ko.2.1', problem: 'result.gameNotReady' },
    ])
  })

  it.each([
    {
      name: 'a reference to a missing game',
      games: [
        {
          id: 'x',
          stageId: 's',
          round: 1,
          roundCode: 'final',
          slot: 1,
          sides: [{ kind: 'winnerOf', gameId: 'y' }, { kind: 'bye' }],
        },
      ],
      error: 'resolve.unknownGame',
    },
    {
      name: 'a game waiting on itself',
      games: [
        {
          id: 'x',
          stageId: 's',
          round: 1,
          roundCode: 'final',
          slot: 1,
          sides: [{ kind: 'winnerOf', gameId: 'x' }, { kind: 'bye' }],
        },
      ],
      error: 'resolve.cycle',
    },
    {
      name: 'a position in a missing group',
      games: [
        {
          id: 'x',
          stageId: 's',
          round: 1,
          roundCode: 'final',
          slot: 1,
          sides: [{ kind: 'groupPosition', groupId: 'Z', position: 1 }, { kind: 'bye' }],
        },
      ],
      error: 'resolve.unknownGroup',
    },
  ] satisfies { name: string; games: TournamentGame[]; error: string }[])('refuses $name', ({ games, error }) => {
    expect(resolveGames({ games, results: {} })).toEqual({ ok: false, error })
  })
})

describe('resolveGames with groups', () => {
  const groups: Group[] = [
    { id: 'A', entries: ['a1', 'a2', 'a3', 'a4'] },
    { id: 'B', entries: ['b1', 'b2', 'b3', 'b4'] },
  ]
  const games = [
    ...groupStageGames({ stageId: 'g', groups }),
    ...(() => {
      const ko = createKnockout({ stageId: 'wko', seeds: groupKnockoutSeeds(groups, 1, 2) })
      return ko.ok ? ko.value : []
    })(),
  ]
  /** The first-named entry wins every group game 3–0: with four, 1–4 2–3 | 3–1 4–2 | 1–2 3–4 ranks 3, 1, 4, 2. */
  const groupResults = (groupId: string, legs: readonly [number, number] = [3, 0]) =>
    Object.fromEntries(
      games.filter((g) => g.groupId === groupId).map((g): [string, GameResult] => [g.id, { kind: 'played', legs }]),
    )

  it('waits for a group to finish before its positions enter the knockout', () => {
    const resolution = resolve({ games, results: groupResults('A'), groups })
    const semiFinals = resolution.games.filter((g) => g.gameId.startsWith('wko.1.'))
    expect(semiFinals.map((g) => g.sides.map((s) => s.kind))).toEqual([
      ['entry', 'pending'],
      ['pending', 'entry'],
    ])
    expect(resolution.groupStandings.B?.isComplete).toBe(false)
  })

  it('fills A1 v B2 and B1 v A2 from the final standings', () => {
    const resolution = resolve({ games, results: { ...groupResults('A'), ...groupResults('B') }, groups })
    expect(resolution.groupStandings.A?.rows.map((row) => row.entryId)).toEqual(['a3', 'a1', 'a4', 'a2'])
    const semiFinals = resolution.games.filter((g) => g.gameId.startsWith('wko.1.'))
    expect(semiFinals.map((g) => g.sides.map((s) => (s.kind === 'entry' ? s.entryId : s.kind)))).toEqual([
      ['a3', 'b1'],
      ['b3', 'a1'],
    ])
    expect(resolution.readyGameIds).toEqual(['wko.1.1', 'wko.1.2'])
  })

  it('keeps a tied position pending until the organiser decides it', () => {
    // Every game in A drawn 2–2: nothing splits A, so every position waits for a decider.
    const input = { games, results: { ...groupResults('A', [2, 2]), ...groupResults('B') }, groups }
    const tied = resolve(input)
    expect(tied.groupStandings.A?.unresolvedTies).toHaveLength(1)
    expect(tied.games.find((g) => g.gameId === 'wko.1.1')?.sides[0]).toEqual({ kind: 'pending' })
    const decided = resolve({ ...input, deciders: { A: [{ method: 'lot', order: ['a3', 'a1', 'a2', 'a4'] }] } })
    expect(decided.games.find((g) => g.gameId === 'wko.1.1')?.sides[0]).toEqual({ kind: 'entry', entryId: 'a3' })
  })
})
