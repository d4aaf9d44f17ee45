import { describe, expect, it } from 'vitest'
import { gameHandicaps, playerRatings, sideRating, type HandicapRule } from './handicap'
import { enteredGamePlayers, scoredGamePlayers } from './player-statistics'
import { pairsLineup, replayedPairsGame } from './test-pairs-game'

const rule: HandicapRule = { kind: 'rating', pointsPerRating: 4, max: 150 }
const x01 = { startScore: 501, outRule: 'double' as const }

describe('ratings from the season’s scored games', () => {
  it('rates each player by their own three-dart average, and no one by a result typed in', () => {
    const scored = scoredGamePlayers(replayedPairsGame(), pairsLineup)
    const entered = enteredGamePlayers({ players: [['eve'], ['ann']], legs: [2, 0] })
    const ratings = playerRatings([...scored, ...entered])
    // Ann: 100, 61 out (2 darts), 26, 171 and a bust in 2 darts: 358 points in 13 darts.
    expect(ratings.get('ann')).toBeCloseTo((358 / 13) * 3, 6)
    // Cas: 60, 180, 100 and 101 out (2 darts): 441 in 11 darts.
    expect(ratings.get('cas')).toBeCloseTo((441 / 11) * 3, 6)
    expect(ratings.has('eve')).toBe(false)
  })

  it('rates a pair by the mean of its players, and not at all when one of them has no rating', () => {
    const ratings = new Map([
      ['ann', 60],
      ['bob', 40],
    ])
    expect(sideRating(['ann', 'bob'], ratings)).toBe(50)
    expect(sideRating(['ann', 'eve'], ratings)).toBeNull()
    expect(sideRating([], ratings)).toBeNull()
  })
})

describe('a game’s start-score handicap', () => {
  it('starts the side rated lower that many points lower per point of average', () => {
    expect(gameHandicaps(rule, x01, [60, 45])).toEqual([0, 60])
    expect(gameHandicaps(rule, x01, [42.4, 50])).toEqual([30, 0])
  })

  it('gives at most the rule’s maximum, and never more than leaves a finish', () => {
    expect(gameHandicaps(rule, x01, [90, 30])).toEqual([0, 150])
    expect(gameHandicaps({ ...rule, max: 500 }, { startScore: 101, outRule: 'double' }, [90, 10])).toEqual([0, 99])
    expect(gameHandicaps({ ...rule, max: 500 }, { startScore: 101, outRule: 'straight' }, [90, 10])).toEqual([0, 100])
  })

  it('gives none when the rule is off, the ratings are equal or a side has no rating', () => {
    expect(gameHandicaps({ kind: 'off' }, x01, [60, 45])).toEqual([0, 0])
    expect(gameHandicaps(rule, x01, [50, 50])).toEqual([0, 0])
    expect(gameHandicaps(rule, x01, [null, 45])).toEqual([0, 0])
  })
})
