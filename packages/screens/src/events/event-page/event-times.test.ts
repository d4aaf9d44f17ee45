import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { formatEventTime, formatEventWhen, isOtherTimeZone } from './event-times'

const intl = createIntl({ locale: 'en-GB', messages: {} })
const event = {
  starts_at: '2026-11-21T18:30:00.000Z',
  ends_at: '2026-11-21T23:30:00.000Z',
  time_zone: 'Europe/Amsterdam',
}

describe('isOtherTimeZone', () => {
  it('names no zone for a viewer whose clock reads the same', () => {
    expect(isOtherTimeZone('Europe/Amsterdam', 'Europe/Amsterdam', event.starts_at)).toBe(false)
    expect(isOtherTimeZone('Europe/Amsterdam', 'Europe/Brussels', event.starts_at)).toBe(false)
    expect(isOtherTimeZone('Europe/Amsterdam', null, event.starts_at)).toBe(false)
  })

  it('names the zone for a viewer an hour (or more) away', () => {
    expect(isOtherTimeZone('Europe/Amsterdam', 'Europe/London', event.starts_at)).toBe(true)
    expect(isOtherTimeZone('Europe/Amsterdam', 'America/New_York', event.starts_at)).toBe(true)
  })
})

describe('formatEventWhen', () => {
  it('shows the evening in the event zone, from start to end', () => {
    const when = formatEventWhen(intl, { ...event, ends_at: '2026-11-21T22:30:00.000Z' }, false)
    expect(when).toMatch(/Saturday,? 21 November 2026/)
    expect(when).toMatch(/19:30\s*–\s*23:30/)
    expect(when).not.toContain('CET')
  })

  it('names both days of an evening past midnight', () => {
    const when = formatEventWhen(intl, event, false)
    expect(when).toMatch(/21 November 2026.*19:30.*22 November 2026.*00:30/)
  })

  it('names the zone when asked', () => {
    expect(formatEventWhen(intl, event, true)).toMatch(/CET/)
  })

  it('shows only the start of an event without an end', () => {
    const when = formatEventWhen(intl, { ...event, ends_at: null }, false)
    expect(when).toContain('19:30')
    expect(when).not.toContain('–')
  })
})

describe('formatEventTime', () => {
  it('gives the time alone on the first day and the day as well on another', () => {
    expect(formatEventTime(intl, '2026-11-21T19:00:00.000Z', event, false)).toBe('20:00')
    expect(formatEventTime(intl, '2026-11-22T10:00:00.000Z', event, false)).toMatch(/Sun.*22 Nov.*11:00/)
  })
})
