import { describe, expect, it } from 'vitest'
import { isoToZonedDateTime, timeZoneChoices, zonedDateTimeToIso } from './zoned-date-time'

describe('zonedDateTimeToIso', () => {
  it('writes a winter evening in Amsterdam with the +01:00 offset', () => {
    expect(zonedDateTimeToIso('2026-11-21', '19:30', 'Europe/Amsterdam')).toBe('2026-11-21T19:30:00+01:00')
  })

  it('writes a summer evening in Brussels with the +02:00 offset', () => {
    expect(zonedDateTimeToIso('2026-07-04', '20:00', 'Europe/Brussels')).toBe('2026-07-04T20:00:00+02:00')
  })

  it('writes a time west of Greenwich with a negative offset', () => {
    expect(zonedDateTimeToIso('2026-11-21', '19:30', 'America/New_York')).toBe('2026-11-21T19:30:00-05:00')
  })

  it('writes a half-hour offset', () => {
    expect(zonedDateTimeToIso('2026-11-21', '19:30', 'Asia/Kolkata')).toBe('2026-11-21T19:30:00+05:30')
  })

  it('moves a time skipped by the spring clock change to the time the clock shows after it', () => {
    expect(zonedDateTimeToIso('2026-03-29', '02:30', 'Europe/Brussels')).toBe('2026-03-29T03:30:00+02:00')
  })

  it('is the same moment the server reads back', () => {
    const iso = zonedDateTimeToIso('2026-11-21', '19:30', 'Europe/London')
    expect(new Date(iso).toISOString()).toBe('2026-11-21T19:30:00.000Z')
  })
})

describe('isoToZonedDateTime', () => {
  it('shows a moment on the clock of the event’s time zone', () => {
    expect(isoToZonedDateTime('2026-11-21T18:30:00.000Z', 'Europe/Amsterdam')).toEqual({
      date: '2026-11-21',
      time: '19:30',
    })
  })

  it('moves past midnight to the next day', () => {
    expect(isoToZonedDateTime('2026-11-21T23:30:00.000Z', 'Europe/Amsterdam')).toEqual({
      date: '2026-11-22',
      time: '00:30',
    })
  })
})

describe('timeZoneChoices', () => {
  it('offers the IANA zones', () => {
    expect(timeZoneChoices('Europe/Brussels')).toContain('Europe/Amsterdam')
  })

  it('keeps a zone the browser does not list', () => {
    expect(timeZoneChoices('Mars/Olympus_Mons')).toContain('Mars/Olympus_Mons')
  })
})
