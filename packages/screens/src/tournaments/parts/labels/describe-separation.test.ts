import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { describeSeparation } from './describe-separation'

const english = createIntl({ locale: 'en-GB', messages: {}, onError: () => undefined })

describe('describeSeparation', () => {
  it('gives leg differences their sign', () => {
    expect(describeSeparation(english, { criterion: 'legDifference', values: [4, 2] })).toBe(
      'Above on leg difference (+4 vs +2)',
    )
    expect(describeSeparation(english, { criterion: 'legDifference', values: [0, -3] })).toBe(
      'Above on leg difference (0 vs -3)',
    )
  })

  it('names points, head-to-head and legs won with both values', () => {
    expect(describeSeparation(english, { criterion: 'points', values: [9, 6] })).toBe('Above on points (9 vs 6)')
    expect(describeSeparation(english, { criterion: 'headToHead', values: [2, 0] })).toBe(
      'Above on head-to-head points (2 vs 0)',
    )
    expect(describeSeparation(english, { criterion: 'legsWon', values: [11, 10] })).toBe('Above on legs won (11 vs 10)')
  })

  it('gives averages two decimals in the page language', () => {
    expect(describeSeparation(english, { criterion: 'average', values: [88.456, 88.4] })).toBe(
      'Above on 3-dart average (88.46 vs 88.40)',
    )
    const german = createIntl({ locale: 'de-DE', messages: {}, onError: () => undefined })
    expect(describeSeparation(german, { criterion: 'average', values: [88.456, 88.4] })).toContain('88,46')
  })

  it('names the decider the organiser used', () => {
    expect(describeSeparation(english, { criterion: 'decider', method: 'bullOff' })).toBe('Above after a bull-off')
    expect(describeSeparation(english, { criterion: 'decider', method: 'lot' })).toBe('Above after a drawing of lots')
  })

  it('names the league criteria: matches won, games won and game difference with its sign', () => {
    expect(describeSeparation(english, { criterion: 'matchesWon', values: [5, 4] })).toBe(
      'Above on matches won (5 vs 4)',
    )
    expect(describeSeparation(english, { criterion: 'gamesWon', values: [42, 39] })).toBe(
      'Above on games won (42 vs 39)',
    )
    expect(describeSeparation(english, { criterion: 'gameDifference', values: [12, -2] })).toBe(
      'Above on game difference (+12 vs -2)',
    )
  })

  it('says when no tie-breaker separates a row from the next', () => {
    expect(describeSeparation(english, { criterion: 'tied' })).toBe('Level with the next on every tie-breaker')
  })
})
