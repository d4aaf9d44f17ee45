import { describe, expect, it } from 'vitest'
import { orderOfMerit, type OrderOfMeritRules, pointsFor, type RankingResult, rankingHistory } from './order-of-merit'

const bands = [
  { from: 1, points: 100 },
  { from: 2, points: 70 },
  { from: 3, points: 50 },
  { from: 5, points: 30 },
  { from: 9, points: 0 },
]

const allTime: OrderOfMeritRules = {
  bands,
  countBest: null,
  window: { kind: 'fixed', from: '2000-01-01', to: '2100-01-01' },
}

/** One tournament's final ranking: `places` maps a player to "position" or "position-positionTo". */
function tournament(id: string, date: string, places: Record<string, string>): RankingResult[] {
  return Object.entries(places).map(([playerId, place]) => {
    const [position, positionTo] = place.split('-').map(Number) as [number, number?]
    return { tournamentId: id, date, playerId, position, positionTo: positionTo ?? position }
  })
}

function order(ranking: ReturnType<typeof orderOfMerit>): string[] {
  return ranking.rows.map((row) => `${row.position} ${row.playerId} ${row.points}`)
}

describe('pointsFor', () => {
  it('gives a shared place the points of its band and nothing beyond the table', () => {
    expect(pointsFor(bands, 1)).toBe(100)
    expect(pointsFor(bands, 4)).toBe(50)
    expect(pointsFor(bands, 5)).toBe(30)
    expect(pointsFor(bands, 8)).toBe(30)
    expect(pointsFor(bands, 40)).toBe(0)
    expect(pointsFor([{ from: 2, points: 10 }], 1)).toBe(0)
  })
})

describe('orderOfMerit', () => {
  it('adds up every result and orders by points', () => {
    const results = [
      ...tournament('t1', '2026-03-01', { mia: '1', bram: '2', anna: '3-4', ben: '3-4' }),
      ...tournament('t2', '2026-04-01', { bram: '1', mia: '2', ben: '3-4', anna: '5-8' }),
    ]
    // mia and bram have the same results; bram's win is the more recent.
    expect(order(orderOfMerit(results, allTime, '2026-05-01'))).toEqual([
      '1 bram 170',
      '2 mia 170',
      '3 ben 100',
      '4 anna 80',
    ])
  })

  it('counts only the best N and shows the rest as dropped', () => {
    const results = [
      ...tournament('t1', '2026-01-10', { mia: '5-8', bram: '1' }),
      ...tournament('t2', '2026-02-10', { mia: '1', bram: '2' }),
      ...tournament('t3', '2026-03-10', { mia: '2', bram: '9-16' }),
    ]
    const ranking = orderOfMerit(results, { ...allTime, countBest: 2 }, '2026-04-01')
    // Both count 100 + 70; mia's win (t2) is more recent than bram's (t1).
    expect(order(ranking)).toEqual(['1 mia 170', '2 bram 170'])
    const mia = ranking.rows.find((row) => row.playerId === 'mia')
    expect(mia?.results.map((result) => [result.tournamentId, result.points, result.counts])).toEqual([
      ['t2', 100, true],
      ['t3', 70, true],
      ['t1', 30, false],
    ])
  })

  it('breaks a tie on points by more best results, then by the more recent best results', () => {
    const bestResults = [
      ...tournament('t1', '2026-01-10', { mia: '1', bram: '3-4' }),
      ...tournament('t2', '2026-02-10', { mia: '9-16', bram: '3-4' }),
    ]
    // Both have 100; mia's best result (100) beats bram's (50).
    expect(order(orderOfMerit(bestResults, allTime, '2026-03-01'))).toEqual(['1 mia 100', '2 bram 100'])

    const recent = [
      ...tournament('t1', '2026-01-10', { mia: '1', bram: '2' }),
      ...tournament('t2', '2026-02-10', { mia: '2' }),
      ...tournament('t3', '2026-03-10', { bram: '1' }),
    ]
    // Same results (100 + 70); bram's win (t3) is more recent than mia's (t1).
    expect(order(orderOfMerit(recent, allTime, '2026-04-01'))).toEqual(['1 bram 170', '2 mia 170'])
  })

  it('shares a position when the tie rule cannot split', () => {
    const results = tournament('t1', '2026-01-10', { mia: '3-4', bram: '3-4', anna: '1' })
    expect(order(orderOfMerit(results, allTime, '2026-02-01'))).toEqual(['1 anna 100', '2 bram 50', '2 mia 50'])
  })

  it('keeps a rolling window of the last N months: a result exactly N months old has left it', () => {
    const rules: OrderOfMeritRules = { bands, countBest: null, window: { kind: 'rolling', months: 12 } }
    const results = [
      ...tournament('old', '2025-11-25', { mia: '1' }),
      ...tournament('edge', '2025-11-26', { bram: '1' }),
      ...tournament('future', '2026-11-26', { anna: '1' }),
    ]
    const ranking = orderOfMerit(results, rules, '2026-11-25')
    expect(ranking.window).toEqual({ from: '2025-11-26', to: '2026-11-25' })
    expect(ranking.tournamentIds).toEqual(['edge'])
    expect(order(ranking)).toEqual(['1 bram 100'])
  })

  it('clamps the window start to the end of a shorter month', () => {
    const rules: OrderOfMeritRules = { bands, countBest: null, window: { kind: 'rolling', months: 1 } }
    expect(orderOfMerit([], rules, '2026-03-31').window).toEqual({ from: '2026-03-01', to: '2026-03-31' })
  })

  it('drops a tournament that leaves the window, and the order changes with it', () => {
    const rules: OrderOfMeritRules = { bands, countBest: null, window: { kind: 'rolling', months: 12 } }
    const results = [
      ...tournament('t1', '2025-06-01', { mia: '1', bram: '2' }),
      ...tournament('t2', '2026-01-01', { bram: '1', mia: '2' }),
      ...tournament('t3', '2026-03-01', { mia: '3-4', bram: '2' }),
    ]
    expect(order(orderOfMerit(results, rules, '2026-05-31'))).toEqual(['1 bram 240', '2 mia 220'])
    // On 2026-06-01 t1 is exactly 12 months old: mia loses 100, bram 70.
    expect(order(orderOfMerit(results, rules, '2026-06-01'))).toEqual(['1 bram 170', '2 mia 120'])
  })

  it('keeps to a fixed season, both days included', () => {
    const rules: OrderOfMeritRules = {
      bands,
      countBest: null,
      window: { kind: 'fixed', from: '2026-01-01', to: '2026-06-30' },
    }
    const results = [
      ...tournament('before', '2025-12-31', { mia: '1' }),
      ...tournament('first', '2026-01-01', { bram: '1' }),
      ...tournament('last', '2026-06-30', { anna: '1' }),
      ...tournament('after', '2026-07-01', { ben: '1' }),
    ]
    expect(orderOfMerit(results, rules, '2026-12-01').tournamentIds).toEqual(['first', 'last'])
    expect(orderOfMerit(results, rules, '2026-03-01').tournamentIds).toEqual(['first'])
  })

  it('reorders when a corrected result changes the points', () => {
    const played = [
      ...tournament('t1', '2026-01-10', { mia: '1', bram: '2' }),
      ...tournament('t2', '2026-02-10', { mia: '3-4', bram: '3-4', anna: '1', ben: '2' }),
    ]
    expect(order(orderOfMerit(played, allTime, '2026-03-01'))).toEqual([
      '1 mia 150',
      '2 bram 120',
      '3 anna 100',
      '4 ben 70',
    ])
    // The t1 final's result is corrected: bram won it.
    const corrected = played.map((result) => {
      if (result.tournamentId !== 't1') return result
      const position = result.playerId === 'bram' ? 1 : 2
      return { ...result, position, positionTo: position }
    })
    expect(order(orderOfMerit(corrected, allTime, '2026-03-01'))).toEqual([
      '1 bram 150',
      '2 mia 120',
      '3 anna 100',
      '4 ben 70',
    ])
  })

  it('tells each player the position they had before the latest tournament', () => {
    const results = [
      ...tournament('t1', '2026-01-10', { mia: '1', bram: '2', anna: '3-4' }),
      ...tournament('t2', '2026-02-10', { anna: '1', bram: '2', ben: '3-4' }),
    ]
    const rows = orderOfMerit(results, allTime, '2026-03-01').rows
    expect(rows.map((row) => [row.playerId, row.position, row.previousPosition])).toEqual([
      ['anna', 1, 3],
      ['bram', 2, 2],
      ['mia', 3, 1],
      ['ben', 4, null],
    ])
  })
})

describe('rankingHistory', () => {
  it('gives a player’s position after each tournament', () => {
    const results = [
      ...tournament('t1', '2026-01-10', { mia: '2', bram: '1' }),
      ...tournament('t2', '2026-02-10', { anna: '1', bram: '2' }),
      ...tournament('t3', '2026-03-10', { mia: '1', anna: '3-4' }),
    ]
    expect(rankingHistory(results, allTime, 'mia')).toEqual([
      { tournamentId: 't1', date: '2026-01-10', position: 2 },
      { tournamentId: 't2', date: '2026-02-10', position: 3 },
      { tournamentId: 't3', date: '2026-03-10', position: 1 },
    ])
    expect(rankingHistory(results, allTime, 'anna')[0]?.position).toBeNull()
  })
})
