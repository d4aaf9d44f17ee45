import { afterEach, describe, expect, it, vi } from 'vitest'
import { isoToLocalDateTime, localDateTimeToIso } from './local-date-time'

describe('localDateTimeToIso', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('writes a winter evening in Brussels with the +01:00 offset', () => {
    vi.stubEnv('TZ', 'Europe/Brussels')
    expect(localDateTimeToIso('2026-11-14', '19:30')).toBe('2026-11-14T19:30:00+01:00')
  })

  it('writes a summer evening in Brussels with the +02:00 offset', () => {
    vi.stubEnv('TZ', 'Europe/Brussels')
    expect(localDateTimeToIso('2026-07-04', '20:00')).toBe('2026-07-04T20:00:00+02:00')
  })

  it('writes a time west of Greenwich with a negative offset', () => {
    vi.stubEnv('TZ', 'America/New_York')
    expect(localDateTimeToIso('2026-11-14', '19:30')).toBe('2026-11-14T19:30:00-05:00')
  })

  it('moves a time skipped by the spring clock change to the time the clock shows after it', () => {
    vi.stubEnv('TZ', 'Europe/Brussels')
    expect(localDateTimeToIso('2026-03-29', '02:30')).toBe('2026-03-29T03:30:00+02:00')
  })
})

describe('isoToLocalDateTime', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('shows a UTC timestamp on the organiser’s clock', () => {
    vi.stubEnv('TZ', 'Europe/Brussels')
    expect(isoToLocalDateTime('2026-11-14T18:30:00Z')).toEqual({ date: '2026-11-14', time: '19:30' })
  })

  it('gives back the fields a timestamp was written from', () => {
    vi.stubEnv('TZ', 'America/New_York')
    expect(isoToLocalDateTime(localDateTimeToIso('2026-01-02', '08:05'))).toEqual({ date: '2026-01-02', time: '08:05' })
  })
})
