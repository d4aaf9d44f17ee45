import { describe, expect, it } from 'vitest'
import { isOnEventDays } from './event-days'

const evening = {
  starts_at: '2026-11-20T18:00:00.000Z',
  ends_at: '2026-11-20T22:30:00.000Z',
  time_zone: 'Europe/Brussels',
}

describe('isOnEventDays', () => {
  it('takes a tournament on the evening of the event', () => {
    expect(isOnEventDays('2026-11-20T19:30:00.000Z', evening)).toBe(true)
  })

  it('notices a tournament dated another day', () => {
    expect(isOnEventDays('2026-11-21T19:30:00.000Z', evening)).toBe(false)
    expect(isOnEventDays('2026-11-19T19:30:00.000Z', { ...evening, ends_at: null })).toBe(false)
  })

  it('counts the days in the event’s time zone', () => {
    // 23:30 UTC is already the next day in Brussels.
    expect(isOnEventDays('2026-11-20T23:30:00.000Z', { ...evening, ends_at: null })).toBe(false)
    expect(isOnEventDays('2026-11-20T23:30:00.000Z', { ...evening, time_zone: 'UTC', ends_at: null })).toBe(true)
  })

  it('takes every day of a weekend event', () => {
    const weekend = { ...evening, ends_at: '2026-11-22T20:00:00.000Z' }
    expect(isOnEventDays('2026-11-22T09:00:00.000Z', weekend)).toBe(true)
  })
})
