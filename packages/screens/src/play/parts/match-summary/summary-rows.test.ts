import { matchStatistics, replay, type MatchEvent, type X01MatchConfig } from '@oche/darts'
import { describe, expect, it } from 'vitest'
import { summaryRows } from './summary-rows'

const config: X01MatchConfig = {
  startScore: 101,
  inRule: 'straight',
  outRule: 'double',
  format: { kind: 'firstTo', legs: 1 },
  sides: ['Anna', 'Ben'],
}

// Anna: 60 then 41 in 2 darts (5 darts, 101 points); Ben: 26 (3 darts).
const events: MatchEvent[] = [
  { type: 'visit', id: 'a', total: 60, dartsAtDouble: 0 },
  { type: 'visit', id: 'b', total: 26 },
  { type: 'visit', id: 'c', total: 41, dartsUsed: 2 },
]

function statistics() {
  const replayed = replay(config, events)
  if (!replayed.ok) throw new Error(replayed.error)
  return matchStatistics(replayed.value).sides
}

describe('summaryRows', () => {
  it('shows each average and percentage as the engine rounds it, with the language’s decimal sign', () => {
    const rows = summaryRows(statistics(), config.format, (text) => text.replace('.', ','))
    const row = (id: string) => rows.find((candidate) => candidate.id === id)
    expect(row('threeDartAverage')?.values).toEqual(['60,60', '26,00'])
    expect(row('checkoutPercentage')?.values).toEqual(['100,00%', null])
    expect(row('bestLeg')?.values).toEqual([5, null])
    expect(row('legs')?.values).toEqual([1, 0])
  })

  it('lists sets first in set play only', () => {
    expect(summaryRows(statistics(), config.format)[0]?.id).toBe('legs')
    expect(summaryRows(statistics(), { kind: 'sets', sets: 2, legsPerSet: 3 })[0]?.id).toBe('sets')
  })
})
