import type { MyStatsInterval } from '@oche/api'
import type { IntlShape } from 'react-intl'

/** An average with two decimals in the page's number format (as the match list shows it), "–" without darts. */
export function formatStatsAverage(intl: IntlShape, average: number | null): string {
  return average === null ? '–' : intl.formatNumber(average, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
}

/** A percentage of the API's 0–100 in the page's format ("66.67%", "66,67 %"), "–" with nothing to divide by. */
export function formatStatsPercentage(intl: IntlShape, percentage: number | null, decimals = 2): string {
  return percentage === null
    ? '–'
    : intl.formatNumber(percentage / 100, {
        style: 'percent',
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      })
}

/**
 * Where a day, week or month of the figures over time starts, for an axis or a table row: "24 Nov", "Week of 16 Nov"
 * or "Nov 2026". `from` is a UTC day (`YYYY-MM-DD`), so it is formatted in UTC: the bucket never shifts a day.
 */
export function formatStatsBucket(intl: IntlShape, from: string, interval: MyStatsInterval): string {
  const day = new Date(`${from}T00:00:00Z`)
  switch (interval) {
    case 'day':
      return intl.formatDate(day, { day: 'numeric', month: 'short', timeZone: 'UTC' })
    case 'week':
      return intl.formatMessage(
        { id: 'accounts.myStats.weekOf', defaultMessage: 'Week of {date}' },
        { date: intl.formatDate(day, { day: 'numeric', month: 'short', timeZone: 'UTC' }) },
      )
    case 'month':
      return intl.formatDate(day, { month: 'short', year: 'numeric', timeZone: 'UTC' })
    default:
      return interval satisfies never
  }
}
