import { describe, expect, it } from 'vitest'
import { replay } from '../x01/replay'
import { enteredGamePlayers, scoredGamePlayers } from './player-statistics'
import { pairsLineup, replayedPairsGame } from './test-pairs-game'

describe('scoredGamePlayers', () => {
  it('gives each side’s visits to its players in turn, the first player starting every leg', () => {
    const state = replayedPairsGame()
    expect(state.outcome).toEqual({ kind: 'win', winner: 1 })
    const players = scoredGamePlayers(state, pairsLineup)
    expect(players.map((player) => [player.participantId, player.scoring?.points, player.scoring?.darts])).toEqual([
      // ann: 100 and 61 in 2 darts (leg 1), 26 (leg 2), 171 and a 2-dart bust (leg 3).
      ['ann', 100 + 61 + 26 + 171, 3 + 2 + 3 + 3 + 2],
      // bob: 140 (leg 1) and 100 (leg 3); he did not throw in leg 2.
      ['bob', 140 + 100, 6],
      // cas: 60 (leg 1), 180 (leg 2 — away started, so cas threw first), 100 and 101 in 2 darts (leg 3).
      ['cas', 60 + 180 + 100 + 101, 3 + 3 + 3 + 2],
      // dirk: 45 (leg 1), 121 out (leg 2), 100 (leg 3).
      ['dirk', 45 + 121 + 100, 9],
    ])
  })

  it('gives the side’s result, legs and darts of each leg won to both its players', () => {
    const [ann, bob, cas, dirk] = scoredGamePlayers(replayedPairsGame(), pairsLineup)
    for (const home of [ann, bob]) {
      expect(home).toMatchObject({ side: 0, won: false, drawn: false, legsWon: 1, legsLost: 2, wonLegDarts: [8] })
    }
    for (const away of [cas, dirk]) {
      expect(away).toMatchObject({ side: 1, won: true, drawn: false, legsWon: 2, legsLost: 1, wonLegDarts: [6, 8] })
    }
  })

  it('keeps 180s, 171s and checkouts with the player who threw them', () => {
    const [ann, bob, cas, dirk] = scoredGamePlayers(replayedPairsGame(), pairsLineup)
    expect(ann).toMatchObject({ oneEighties: 0, oneSeventyOnes: 1, highCheckouts: [], forfeited: false })
    expect(ann?.scoring).toMatchObject({ highCheckout: 61, checkouts: 1 })
    expect(bob).toMatchObject({ oneEighties: 0, oneSeventyOnes: 0, highCheckouts: [] })
    expect(bob?.scoring?.highCheckout).toBeNull()
    expect(cas).toMatchObject({ oneEighties: 1, highCheckouts: [101] })
    expect(dirk).toMatchObject({ oneEighties: 0, highCheckouts: [121] })
    expect(ann?.scoring?.threeDartAverage).toBeCloseTo((358 / 13) * 3, 10)
  })

  it('takes a player as in once the partner has opened a double-in leg, for the first 9 dart by dart too', () => {
    const config = {
      startScore: 301,
      inRule: 'double',
      outRule: 'double',
      format: { kind: 'bestOf', legs: 1 },
      sides: ['home', 'away'],
    } as const
    const state = replay(config, [
      { type: 'darts', id: 'ann-1', darts: ['S20', 'S20', 'S20'] }, // not in: 0
      { type: 'darts', id: 'cas-1', darts: ['D20', 'T20', 'T20'] }, // in: 160
      { type: 'darts', id: 'bob-1', darts: ['D10', 'T20', 'S20'] }, // bob opens for the pair: 100
      { type: 'darts', id: 'dirk-1', darts: ['M', 'M', 'M'] },
      { type: 'darts', id: 'ann-2', darts: ['T20', 'T20', 'S1'] }, // ann is in through bob: 121
    ])
    if (!state.ok) throw new Error(state.error)
    const [ann, bob] = scoredGamePlayers(state.value, pairsLineup)
    expect(ann?.scoring).toMatchObject({ points: 121, darts: 6, firstNinePoints: 121, firstNineDarts: 6 })
    expect(bob?.scoring).toMatchObject({ points: 100, darts: 3, firstNinePoints: 100, firstNineDarts: 3 })
    expect(ann).toMatchObject({ won: false, drawn: false, legsWon: 0, legsLost: 0 })
  })

  it('refuses a side without players, which is a bug in the caller', () => {
    expect(() => scoredGamePlayers(replayedPairsGame(), [['ann'], []])).toThrow()
  })
})

describe('enteredGamePlayers', () => {
  it('records a typed-in 3–1 with ann’s two 180s and 121 out, and no average', () => {
    const players = enteredGamePlayers({
      legs: [3, 1],
      players: [['ann'], ['cas']],
      extras: { ann: { oneEighties: 2, highCheckouts: [121] }, nobody: { oneEighties: 5 } },
    })
    expect(players).toEqual([
      {
        participantId: 'ann',
        side: 0,
        won: true,
        drawn: false,
        legsWon: 3,
        legsLost: 1,
        scoring: null,
        wonLegDarts: [],
        oneEighties: 2,
        oneSeventyOnes: 0,
        highCheckouts: [121],
        forfeited: false,
      },
      {
        participantId: 'cas',
        side: 1,
        won: false,
        drawn: false,
        legsWon: 1,
        legsLost: 3,
        scoring: null,
        wonLegDarts: [],
        oneEighties: 0,
        oneSeventyOnes: 0,
        highCheckouts: [],
        forfeited: false,
      },
    ])
  })

  it('marks a 2–2 as drawn for every player of both pairs', () => {
    const players = enteredGamePlayers({ legs: [2, 2], players: pairsLineup })
    expect(players.map((player) => [player.participantId, player.won, player.drawn])).toEqual([
      ['ann', false, true],
      ['bob', false, true],
      ['cas', false, true],
      ['dirk', false, true],
    ])
  })

  it('marks every player of a forfeited game as forfeited and drops the numbers typed in', () => {
    const players = enteredGamePlayers({
      legs: [0, 3],
      forfeitedBy: 0,
      players: [['ann'], ['cas']],
      extras: { cas: { oneEighties: 1 } },
    })
    expect(players.map((player) => [player.participantId, player.forfeited, player.won, player.oneEighties])).toEqual([
      ['ann', true, false, 0],
      ['cas', true, true, 0],
    ])
  })
})
