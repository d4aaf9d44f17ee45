import type { IntlShape } from 'react-intl'

/** A 3-dart average with two decimals in the page's number format, "–" without darts thrown. */
export function formatAverage(intl: IntlShape, average: number | null): string {
  return average === null ? '–' : intl.formatNumber(average, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
}

/** A win percentage (the API's 0–100) as a whole percentage, "–" before the first game. */
export function formatWinPercentage(intl: IntlShape, percentage: number | null): string {
  return percentage === null ? '–' : intl.formatNumber(percentage / 100, { style: 'percent', maximumFractionDigits: 0 })
}

/** A count that may be missing (a high checkout, a best leg): the number, or "–". */
export function formatOptional(intl: IntlShape, value: number | null): string {
  return value === null ? '–' : intl.formatNumber(value)
}

/** Won and lost as "12–4". */
export function formatWonLost(intl: IntlShape, won: number, lost: number): string {
  return intl.formatMessage({ id: 'competition.standings.wonLost', defaultMessage: '{won}–{lost}' }, { won, lost })
}
