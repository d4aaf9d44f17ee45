import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { formatDateRange } from './format-date-range'

describe('formatDateRange', () => {
  const options: Intl.DateTimeFormatOptions = { timeZone: 'Europe/Brussels', hour: '2-digit', minute: '2-digit' }

  it('writes the range with plain spaces, as the browser does, so a page rendered on the server hydrates', () => {
    for (const locale of ['en-GB', 'en-US', 'nl-BE', 'fr-BE', 'de-DE']) {
      const range = formatDateRange(createIntl({ locale }), '2026-11-26T21:00:00Z', '2026-11-27T02:00:00Z', {
        ...options,
        day: 'numeric',
        month: 'long',
      })
      expect(range).not.toMatch(/[\u2009\u202f]/)
      expect(range).toMatch(/26/)
      expect(range).toMatch(/27/)
    }
  })

  it('keeps what each language writes between the two ends, as a browser writes it', () => {
    const range = (locale: string) =>
      formatDateRange(createIntl({ locale }), '2026-11-26T18:30:00Z', '2026-11-26T21:30:00Z', options)
    expect(range('en-GB')).toBe('19:30–22:30')
    expect(range('fr-BE')).toBe('19:30 – 22:30')
    expect(range('en-US')).toBe('7:30 – 10:30 PM')
  })
})
