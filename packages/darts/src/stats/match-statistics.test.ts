import { describe, expect, it } from 'vitest'
import type { X01MatchConfig } from '../x01/match-config'
import type { MatchEvent } from '../x01/match-events'
import { replay } from '../x01/replay'
import { formatAverage, formatCheckoutPercentage } from './format-average'
import { matchStatistics } from './match-statistics'

function replayed(config: X01MatchConfig, events: MatchEvent[]) {
  const result = replay(config, events)
  if (!result.ok) throw new Error(`${result.error} at ${result.eventIndex}`)
  return result.value
}

const solo501: X01MatchConfig = {
  startScore: 501,
  inRule: 'straight',
  outRule: 'double',
  format: { kind: 'firstTo', legs: 1 },
  sides: ['anna'],
}

describe('matchStatistics', () => {
  it('scores the worked leg 100, 140, 180, 45, bust, 36 in 2: average 88.41, first 9 140.00, checkout 25.00 %', () => {
    const state = replayed(solo501, [
      { type: 'visit', id: '1', total: 100 },
      { type: 'visit', id: '2', total: 140 },
      { type: 'visit', id: '3', total: 180 },
      { type: 'visit', id: '4', total: 45, dartsAtDouble: 0 },
      { type: 'bust', id: '5', dartsAtDouble: 2 },
      { type: 'visit', id: '6', total: 36, dartsUsed: 2, dartsAtDouble: 2 },
    ])
    const [anna] = matchStatistics(state).sides
    expect(anna).toMatchObject({
      points: 501,
      darts: 17,
      firstNinePoints: 420,
      firstNineDarts: 9,
      dartsAtDouble: 4,
      checkouts: 1,
      oneEighties: 1,
      oneFortyPlus: 1,
      tonPlus: 1,
      oneSeventyOnes: 0,
      highCheckout: 36,
      legDarts: [17],
      bestLeg: 17,
      highCheckouts: '',
      isWinner: true,
    })
    expect(formatAverage(anna?.points ?? 0, anna?.darts ?? 0)).toBe('88.41')
    expect(anna?.firstNineAverage).toBe(140)
    expect(formatCheckoutPercentage(anna?.checkouts ?? 0, anna?.dartsAtDouble ?? 0)).toBe('25.00')
  })

  it('averages 86.00 after a double-in start of T20 S5 D16 (32) and T20 T20 S20 (140)', () => {
    const state = replayed({ ...solo501, inRule: 'double' }, [
      { type: 'darts', id: '1', darts: ['T20', 'S5', 'D16'] },
      { type: 'darts', id: '2', darts: ['T20', 'T20', 'S20'] },
    ])
    const [anna] = matchStatistics(state).sides
    expect(anna).toMatchObject({ points: 172, darts: 6 })
    expect(formatAverage(172, 6)).toBe('86.00')
    expect(anna?.firstNinePoints).toBe(172)
  })

  it('counts the darts of a per-dart bust up to the busting dart: T20 from 50 is 1 dart and 0 points', () => {
    const state = replayed({ ...solo501, startScore: 101 }, [
      { type: 'darts', id: '1', darts: ['S20', 'S20', 'S11'] },
      { type: 'darts', id: '2', darts: ['T20'] },
    ])
    const [anna] = matchStatistics(state).sides
    expect(anna).toMatchObject({ points: 51, darts: 4, dartsAtDouble: 1 })
  })

  it('takes the first 9 darts of a per-dart leg even when a bust visit was short', () => {
    const state = replayed({ ...solo501, startScore: 101 }, [
      { type: 'darts', id: '1', darts: ['S20', 'S20', 'S11'] },
      { type: 'darts', id: '2', darts: ['T20'] },
      { type: 'darts', id: '3', darts: ['S10', 'S10', 'S10'] },
      { type: 'darts', id: '4', darts: ['S1', 'S1', 'S1'] },
    ])
    const [anna] = matchStatistics(state).sides
    expect(anna).toMatchObject({ firstNinePoints: 51 + 30 + 2, firstNineDarts: 9, points: 84, darts: 10 })
  })

  it('lists checkouts of 100+ in order as "121,170" and counts two 180s, one 171 and three 140+ (171, 140 and the 170 checkout)', () => {
    const config: X01MatchConfig = { ...solo501, format: { kind: 'firstTo', legs: 4 } }
    const events: MatchEvent[] = [
      // Leg 1: 501 → 40 checkout.
      { type: 'visit', id: '1a', total: 180 },
      { type: 'visit', id: '1b', total: 180 },
      { type: 'visit', id: '1c', total: 101, dartsAtDouble: 0 },
      { type: 'visit', id: '1d', total: 40, dartsUsed: 1 },
      // Leg 2: 501 → 121 checkout.
      { type: 'visit', id: '2a', total: 171 },
      { type: 'visit', id: '2b', total: 140 },
      { type: 'visit', id: '2c', total: 69 },
      { type: 'visit', id: '2d', total: 121 },
      // Leg 3: 96 checkout.
      { type: 'visit', id: '3a', total: 135 },
      { type: 'visit', id: '3b', total: 135 },
      { type: 'visit', id: '3c', total: 135 },
      { type: 'visit', id: '3d', total: 96, dartsUsed: 2 },
      // Leg 4: 170 checkout.
      { type: 'visit', id: '4a', total: 110 },
      { type: 'visit', id: '4b', total: 111 },
      { type: 'visit', id: '4c', total: 110 },
      { type: 'visit', id: '4d', total: 170 },
    ]
    const [anna] = matchStatistics(replayed(config, events)).sides
    expect(anna).toMatchObject({
      highCheckouts: '121,170',
      tonPlusCheckouts: [121, 170],
      highCheckout: 170,
      oneEighties: 2,
      oneSeventyOnes: 1,
      oneFortyPlus: 3,
      legsWon: 4,
      legDarts: [10, 12, 11, 12],
      bestLeg: 10,
      worstLeg: 12,
      dartsPerLegWon: 11.25,
    })
  })

  it('gives ben the set 2–1 in legs (first to 1 set of first to 2 legs): legs won, lost, sets and the winner', () => {
    const config: X01MatchConfig = {
      startScore: 101,
      inRule: 'straight',
      outRule: 'double',
      format: { kind: 'sets', sets: 1, legsPerSet: 2 },
      sides: ['anna', 'ben'],
    }
    const state = replayed(config, [
      { type: 'darts', id: '1', darts: ['T20', 'S1', 'D20'] },
      { type: 'darts', id: '2', darts: ['T20', 'S1', 'D20'] },
      { type: 'darts', id: '3', darts: ['M', 'M', 'M'] },
      { type: 'darts', id: '4', darts: ['T20', 'S1', 'D20'] },
    ])
    const [anna, ben] = matchStatistics(state).sides
    expect(anna).toMatchObject({ legsWon: 1, legsLost: 2, legDifference: -1, setsWon: 0, score: 0, isWinner: false })
    expect(ben).toMatchObject({ legsWon: 2, legsLost: 1, legDifference: 1, setsWon: 1, score: 1, isWinner: true })
    expect(state.legs).toHaveLength(3)
    expect(matchStatistics(state).legs[1]?.[1]).toMatchObject({ points: 101, darts: 3, isWinner: true })
  })

  it('shows no average and no checkout percentage before the first dart', () => {
    const [anna] = matchStatistics(replayed(solo501, [])).sides
    expect(anna).toMatchObject({ threeDartAverage: null, checkoutPercentage: null, bestLeg: null })
    expect(formatAverage(0, 0)).toBe('–')
  })
})

describe('formatAverage', () => {
  it.each([
    [501, 17, '88.41'],
    [100, 3, '100.00'],
    [1, 8, '0.38'],
    [7, 40, '0.53'],
  ])('shows %s points in %s darts as %s, rounding half up', (points, darts, shown) => {
    expect(formatAverage(points, darts)).toBe(shown)
  })
})
