import { describe, expect, it } from 'vitest'
import { checkPostponement, defaultPostponementRule, lastWeeksStart } from './postponement'

const base = {
  rule: defaultPostponementRule,
  date: '2026-10-15',
  today: '2026-10-05',
  lastWeeksFrom: '2027-04-26',
}

describe('a captain moving their match', () => {
  it('may play earlier at any time, from today on', () => {
    expect(checkPostponement({ ...base, newDate: '2026-10-08', today: '2026-10-07' })).toEqual({ ok: true })
    expect(checkPostponement({ ...base, newDate: '2026-10-04' })).toEqual({
      ok: false,
      error: 'postponement.inThePast',
    })
  })

  it('may play later within 14 days, asked at least 5 days before', () => {
    expect(checkPostponement({ ...base, newDate: '2026-10-29' })).toEqual({ ok: true })
    expect(checkPostponement({ ...base, newDate: '2026-10-30' })).toEqual({
      ok: false,
      error: 'postponement.outsideWindow',
    })
    expect(checkPostponement({ ...base, newDate: '2026-10-22', today: '2026-10-10' })).toEqual({ ok: true })
    expect(checkPostponement({ ...base, newDate: '2026-10-22', today: '2026-10-11' })).toEqual({
      ok: false,
      error: 'postponement.tooLate',
    })
  })

  it('may not move into or out of the season’s last two playing weeks, nor without a date', () => {
    const late = { ...base, lastWeeksFrom: '2026-10-26' }
    expect(checkPostponement({ ...late, newDate: '2026-10-27' })).toEqual({
      ok: false,
      error: 'postponement.lastWeeks',
    })
    expect(checkPostponement({ ...late, date: '2026-10-28', newDate: '2026-11-02', today: '2026-10-10' })).toEqual({
      ok: false,
      error: 'postponement.lastWeeks',
    })
    expect(checkPostponement({ ...base, newDate: null })).toEqual({ ok: false, error: 'postponement.noDate' })
  })

  it('counts the last playing weeks from the league nights', () => {
    const nights = ['2027-05-03', '2026-09-07', '2027-04-26', '2027-04-19']
    expect(lastWeeksStart(nights, 2)).toBe('2027-04-26')
    expect(lastWeeksStart(nights, 0)).toBeNull()
    expect(lastWeeksStart(['2026-09-07'], 2)).toBeNull()
  })
})
