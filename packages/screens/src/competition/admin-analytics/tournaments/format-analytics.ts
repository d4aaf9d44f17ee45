import type { AnalyticsSizeBand } from '@oche/api'
import type { IntlShape } from 'react-intl'

/** An average (entries per tournament, minutes per game) with one decimal; "–" with nothing to average. */
export function formatAnalyticsAverage(intl: IntlShape, average: number | null): string {
  return average === null ? '–' : intl.formatNumber(average, { maximumFractionDigits: 1 })
}

/** An average as a CSV cell: two decimals at most, unformatted; empty with nothing to average. */
export function csvAverage(average: number | null): number | null {
  return average === null ? null : Math.round(average * 100) / 100
}

/** A field size band in the page's language: "2–8", "65 or more". */
export function formatSizeBand(intl: IntlShape, band: AnalyticsSizeBand): string {
  const [min = 0, max] = band.replace('+', '').split('-').map(Number)
  return max === undefined
    ? intl.formatMessage({ id: 'competition.analytics.sizeOpen', defaultMessage: '{min, number} or more' }, { min })
    : intl.formatMessage(
        { id: 'competition.analytics.sizeRange', defaultMessage: '{min, number}–{max, number}' },
        { min, max },
      )
}
