import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { formatAgo, formatCountdown, formatDuration, secondsSince } from './format-duration'

const intl = createIntl({ locale: 'en', messages: {} })

describe('formatDuration', () => {
  it('counts seconds under a minute, whole minutes under an hour, then hours and minutes', () => {
    expect(formatDuration(intl, 30)).toBe('30 sec')
    expect(formatDuration(intl, 420)).toBe('7 min')
    expect(formatDuration(intl, 599)).toBe('9 min')
    expect(formatDuration(intl, 3900)).toBe('1 h 5 min')
  })
})

describe('formatCountdown', () => {
  it('shows minutes and two-digit seconds, rounding a part second up and stopping at 0:00', () => {
    expect(formatCountdown(120)).toBe('2:00')
    expect(formatCountdown(8.2)).toBe('0:09')
    expect(formatCountdown(-5)).toBe('0:00')
  })
})

describe('formatAgo', () => {
  it('says how long ago in the largest fitting unit', () => {
    expect(formatAgo(intl, 12)).toBe('12 seconds ago')
    expect(formatAgo(intl, 180)).toBe('3 minutes ago')
    expect(formatAgo(intl, 7300)).toBe('2 hours ago')
  })
})

describe('secondsSince', () => {
  it('is negative while the moment is still ahead', () => {
    const now = Date.parse('2026-11-14T20:30:00Z')
    expect(secondsSince('2026-11-14T20:28:00Z', now)).toBe(120)
    expect(secondsSince('2026-11-14T20:32:00Z', now)).toBe(-120)
  })
})
