import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createRandom, type RandomSource } from '../bot/random'
import { createDoubleElimination, dropInOrder } from './double-elimination'
import type { GameResult, TournamentGame } from './game'
import { resolveGames } from './resolve-games'

const entries = (n: number) => Array.from({ length: n }, (_, i) => `e${i + 1}`)

function doubleElimination(n: number, hasReset = true): TournamentGame[] {
  const games = createDoubleElimination({ stageId: 'de', seeds: entries(n), hasReset })
  if (!games.ok) throw new Error(games.error)
  return games.value
}

/** Plays every ready game until none is left; `pick` chooses the winning side of each. */
function playOut(games: readonly TournamentGame[], pick: (gameId: string) => 0 | 1) {
  const results: Record<string, GameResult> = {}
  const meetings: { gameId: string; pair: string }[] = []
  for (;;) {
    const resolution = resolveGames({ games, results })
    if (!resolution.ok) throw new Error(resolution.error)
    const ready = resolution.value.games.filter((game) => game.state === 'ready')
    if (ready.length === 0) return { resolution: resolution.value, meetings }
    for (const game of ready) {
      const ids = game.sides.map((side) => (side.kind === 'entry' ? side.entryId : '?'))
      meetings.push({ gameId: game.gameId, pair: ids.sort().join('–') })
      results[game.gameId] = { kind: 'played', legs: pick(game.gameId) === 0 ? [3, 1] : [1, 3] }
    }
  }
}

const randomPick = (random: RandomSource) => () => (random() < 0.5 ? 0 : 1)

describe('createDoubleElimination', () => {
  it('has 7 winners games, 6 losers games, the grand final and the reset for 8 entries', () => {
    const games = doubleElimination(8)
    expect(games.filter((g) => g.bracket === 'winners')).toHaveLength(7)
    expect(games.filter((g) => g.bracket === 'losers')).toHaveLength(6)
    expect(games.filter((g) => g.bracket === 'final').map((g) => g.roundCode)).toEqual([
      'grandFinal',
      'grandFinalReset',
    ])
    expect(games.filter((g) => g.bracket === 'losers').map((g) => g.roundCode)).toEqual([
      'losersRound1',
      'losersRound1',
      'losersRound2',
      'losersRound2',
      'losersRound3',
      'losersFinal',
    ])
  })

  it('pairs the winners-round-1 losers, then drops the round-2 losers in reverse order', () => {
    const games = doubleElimination(8)
    const byId = (id: string) => games.find((g) => g.id === id)?.sides
    expect(byId('de.l.1.1')).toEqual([
      { kind: 'loserOf', gameId: 'de.w.1.1' },
      { kind: 'loserOf', gameId: 'de.w.1.2' },
    ])
    expect(byId('de.l.2.1')).toEqual([
      { kind: 'winnerOf', gameId: 'de.l.1.1' },
      { kind: 'loserOf', gameId: 'de.w.2.2' },
    ])
    expect(byId('de.l.4.1')).toEqual([
      { kind: 'winnerOf', gameId: 'de.l.3.1' },
      { kind: 'loserOf', gameId: 'de.w.3.1' },
    ])
  })

  it.each([
    { n: 2, games: 3 },
    { n: 4, games: 7 },
    { n: 8, games: 15 },
    { n: 16, games: 31 },
  ])('has 2n − 1 games with the reset for $n entries ($games)', ({ n, games }) => {
    expect(doubleElimination(n)).toHaveLength(games)
    expect(doubleElimination(n, false)).toHaveLength(games - 1)
  })

  it('skips the reset when the winners-bracket champion wins the grand final', () => {
    const { resolution } = playOut(doubleElimination(8), () => 0)
    const reset = resolution.games.find((g) => g.gameId === 'de.grandFinalReset')
    expect(reset?.state).toBe('notNeeded')
    expect(resolution.games.filter((g) => g.state === 'finished')).toHaveLength(14)
  })

  it('plays the reset when the losers-bracket champion wins the grand final', () => {
    const { resolution } = playOut(doubleElimination(8), (id) => (id === 'de.grandFinal' ? 1 : 0))
    expect(resolution.games.find((g) => g.gameId === 'de.grandFinalReset')?.state).toBe('finished')
    expect(resolution.games.filter((g) => g.state === 'finished')).toHaveLength(15)
  })

  it('eliminates every entry but the champion after exactly two losses, for 2 to 64 entries with byes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 64 }), fc.integer(), (n, seed) => {
        const { resolution } = playOut(doubleElimination(n), randomPick(createRandom(seed)))
        const losses = new Map<string, number>()
        for (const game of resolution.games) {
          if (game.state === 'finished' && game.loser?.kind === 'entry') {
            losses.set(game.loser.entryId, (losses.get(game.loser.entryId) ?? 0) + 1)
          }
        }
        const champions = entries(n).filter((id) => (losses.get(id) ?? 0) < 2)
        expect(champions).toHaveLength(1)
        expect([...losses.values()].every((count) => count <= 2)).toBe(true)
      }),
      { numRuns: 60 },
    )
  })

  it('never has a rematch in the first drop-in round, for 8 to 64 entries', () => {
    fc.assert(
      fc.property(fc.constantFrom(8, 16, 32, 64), fc.integer(), (n, seed) => {
        const { meetings } = playOut(doubleElimination(n), randomPick(createRandom(seed)))
        const earlier = new Set(meetings.filter((m) => m.gameId.startsWith('de.w.1.')).map((m) => m.pair))
        const dropIns = meetings.filter((m) => m.gameId.startsWith('de.l.2.'))
        expect(dropIns.filter((m) => earlier.has(m.pair))).toEqual([])
      }),
      { numRuns: 40 },
    )
  })
})

describe('dropInOrder', () => {
  it.each([
    { round: 1, count: 4, order: [4, 3, 2, 1] },
    { round: 2, count: 4, order: [3, 4, 1, 2] },
    { round: 3, count: 2, order: [2, 1] },
    { round: 2, count: 1, order: [1] },
  ])('drops drop-in round $round of $count as $order', ({ round, count, order }) => {
    expect(dropInOrder(round, count)).toEqual(order)
  })
})
