import { maxLeagueNights } from '@oche/api'
import { describe, expect, it } from 'vitest'
import { addNights, isCalendarDay, nightsOutside, weeklyNights } from './league-nights'

describe('weeklyNights', () => {
  it('gives every chosen weekday between the two days, both included', () => {
    // 2026-09-01 is a Tuesday.
    expect(weeklyNights('2026-09-01', '2026-09-22', 'tuesday')).toEqual([
      '2026-09-01',
      '2026-09-08',
      '2026-09-15',
      '2026-09-22',
    ])
  })

  it('starts on the first such weekday on or after the first day', () => {
    expect(weeklyNights('2026-09-01', '2026-09-20', 'monday')).toEqual(['2026-09-07', '2026-09-14'])
    expect(weeklyNights('2026-09-01', '2026-09-06', 'sunday')).toEqual(['2026-09-06'])
  })

  it('crosses months, years and the change to winter time', () => {
    expect(weeklyNights('2026-10-20', '2027-01-06', 'wednesday')).toContain('2026-10-28')
    expect(weeklyNights('2026-12-28', '2027-01-06', 'wednesday')).toEqual(['2026-12-30', '2027-01-06'])
  })

  it('gives nothing for an end before the start or a missing day', () => {
    expect(weeklyNights('2026-09-22', '2026-09-01', 'tuesday')).toEqual([])
    expect(weeklyNights('', '2026-09-01', 'tuesday')).toEqual([])
    expect(weeklyNights('2026-02-31', '2026-03-31', 'tuesday')).toEqual([])
  })
})

describe('addNights', () => {
  it('keeps the nights in order and each once, counting the new ones', () => {
    expect(addNights(['2026-09-14'], ['2026-09-21', '2026-09-07', '2026-09-14'])).toEqual({
      nights: ['2026-09-07', '2026-09-14', '2026-09-21'],
      added: 2,
      leftOut: 0,
    })
  })

  it('keeps at most the maximum, the earliest, and says how many were left out', () => {
    const many = weeklyNights('2026-01-05', '2028-12-31', 'monday')
    const result = addNights(['2025-12-29'], many)
    expect(result.nights).toHaveLength(maxLeagueNights)
    expect(result.nights[0]).toBe('2025-12-29')
    expect(result.added).toBe(maxLeagueNights - 1)
    expect(result.leftOut).toBe(many.length - (maxLeagueNights - 1))
  })
})

describe('nightsOutside', () => {
  it('lists the nights before the start or after the end', () => {
    expect(nightsOutside(['2026-08-31', '2026-09-07', '2027-06-01'], '2026-09-01', '2027-05-31')).toEqual([
      '2026-08-31',
      '2027-06-01',
    ])
  })

  it('checks only the dates that are filled in', () => {
    expect(nightsOutside(['2026-08-31'], '', '')).toEqual([])
  })
})

describe('isCalendarDay', () => {
  it('accepts real days only', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true)
    expect(isCalendarDay('2027-02-29')).toBe(false)
    expect(isCalendarDay('1-2-2027')).toBe(false)
  })
})
