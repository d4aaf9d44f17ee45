import { replay, type Dart, type MatchEvent } from '@oche/darts'
import { describe, expect, it } from 'vitest'
import { summarizeMatch } from './match-summary'
import { toX01MatchConfig } from '../match-config'
import type { MatchConfig } from './matches'
import { buildMyStats, myStatsBucketOf, myStatsIntervalOf, MyStatsSchema, type MyStatsMatch } from './my-stats'

const config = (mySide: number): MatchConfig => ({
  startScore: 301,
  inRule: 'straight',
  outRule: 'double',
  format: { kind: 'firstTo', legs: 1 },
  sides:
    mySide === 0
      ? [{ name: 'Mia', userIds: ['me'] }, { name: 'Opponent' }]
      : [{ name: 'Opponent' }, { name: 'Mia', userIds: ['me'] }],
})

let nextId = 0
const visits = (...throws: Dart[][]): MatchEvent[] =>
  throws.map((darts) => ({ type: 'darts', id: `00000000-0000-4000-8000-${String(++nextId).padStart(12, '0')}`, darts }))

function played(side: number, createdAt: string, events: MatchEvent[]): MyStatsMatch {
  const matchConfig = config(side)
  const replayed = replay(toX01MatchConfig(matchConfig), events)
  if (!replayed.ok) throw new Error(replayed.error)
  return {
    side,
    match: {
      id: `match-${createdAt}`,
      status: replayed.value.status === 'finished' ? 'finished' : 'live',
      config: matchConfig,
      summary: summarizeMatch(replayed.value),
      created_at: createdAt,
      events,
    },
  }
}

// Mia throws first and wins in 7 darts: 180, 71 (her miss was thrown on 50, at the bull), then the bull: 301 points,
// two darts at a double, one checkout.
const win = played(
  0,
  '2026-03-02T19:00:00.000Z',
  visits(['T20', 'T20', 'T20'], ['S20', 'S20', 'S20'], ['T20', 'S11', 'M'], ['S20', 'S20', 'S20'], ['DB']),
)
// Two days later (the same week) she is second to throw and loses: 6 darts, 6 points.
const loss = played(
  1,
  '2026-03-04T20:00:00.000Z',
  visits(['T20', 'T20', 'T20'], ['S1', 'S1', 'S1'], ['T20', 'S11', 'M'], ['S1', 'S1', 'S1'], ['DB']),
)
// A match still being played in April does not count.
const unfinished = played(0, '2026-04-10T19:00:00.000Z', visits(['T20', 'T20', 'T20']))

describe('buildMyStats', () => {
  it('sums the darts of every finished match: the average is over all darts, never an average of averages', () => {
    const stats = MyStatsSchema.parse(buildMyStats([win, loss, unfinished], 'week'))
    expect(stats.totals).toMatchObject({
      matches: 2,
      won: 1,
      lost: 1,
      drawn: 0,
      legs_played: 2,
      legs_won: 1,
      points: 307,
      darts: 13,
      checkouts: 1,
      darts_at_double: 2,
      checkout_percentage: 50,
      one_eighties: 1,
      one_forty_plus: 0,
      ton_plus: 0,
      high_checkout: 50,
      best_leg: 7,
    })
    // (301 + 6) ÷ 13 × 3, not the mean of 129 and 3.
    expect(stats.totals.three_dart_average).toBeCloseTo(70.846, 3)
    expect(stats.totals.first_nine_average).toBeCloseTo(70.846, 3)
  })

  it('groups the matches per day, week (from Monday) or month, oldest first', () => {
    expect(buildMyStats([loss, win], 'week').series.map((point) => [point.from, point.matches])).toEqual([
      ['2026-03-02', 2],
    ])
    const days = buildMyStats([loss, win], 'day').series
    expect(days.map((point) => [point.from, point.three_dart_average])).toEqual([
      ['2026-03-02', 129],
      ['2026-03-04', 3],
    ])
    expect(days[1]).toMatchObject({ checkout_percentage: null, high_checkout: null, best_leg: null })
    expect(buildMyStats([win, loss], 'month').series.map((point) => point.from)).toEqual(['2026-03-01'])
  })

  it('has nothing to show without a finished match', () => {
    const stats = buildMyStats([unfinished], 'month')
    expect(stats.series).toEqual([])
    expect(stats.totals).toMatchObject({ matches: 0, three_dart_average: null, checkout_percentage: null })
  })

  it('chooses the grouping from the period and finds a week’s Monday across a month end', () => {
    expect([
      myStatsIntervalOf('week'),
      myStatsIntervalOf('month'),
      myStatsIntervalOf('year'),
      myStatsIntervalOf(undefined),
    ]).toEqual(['day', 'week', 'month', 'month'])
    expect(myStatsBucketOf('2026-03-01T23:30:00.000Z', 'week')).toBe('2026-02-23')
    expect(myStatsBucketOf('2026-03-02T00:00:00.000Z', 'week')).toBe('2026-03-02')
    expect(myStatsBucketOf('2026-12-31T10:00:00.000Z', 'month')).toBe('2026-12-01')
  })
})
