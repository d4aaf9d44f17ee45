import { messagesFor } from '@oche/i18n/messages'
import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { csvAverage, formatAnalyticsAverage, formatSizeBand } from './format-analytics'

const english = createIntl({ locale: 'en-GB', messages: messagesFor('en') })
const german = createIntl({ locale: 'de-DE', messages: messagesFor('de') })

describe('the tournament analytics in words', () => {
  it('names each field size band', () => {
    expect((['2-8', '9-16', '65+'] as const).map((band) => formatSizeBand(english, band))).toEqual([
      '2–8',
      '9–16',
      '65 or more',
    ])
    expect(formatSizeBand(german, '65+')).toBe('65 oder mehr')
  })

  it('shows averages with one decimal and a dash without any, and writes two decimals at most to CSV', () => {
    expect(formatAnalyticsAverage(english, 15.27)).toBe('15.3')
    expect(formatAnalyticsAverage(german, 1234.5)).toBe('1.234,5')
    expect(formatAnalyticsAverage(english, null)).toBe('–')
    expect(csvAverage(15.2666)).toBe(15.27)
    expect(csvAverage(null)).toBeNull()
  })
})
