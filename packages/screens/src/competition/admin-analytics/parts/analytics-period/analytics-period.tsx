import { FormattedMessage, useIntl } from 'react-intl'
import { formatDateRange } from '../../../../app/format/format-date-range'

export type AnalyticsPeriodLineProps = {
  /** The first and last day counted (`YYYY-MM-DD`, UTC). */
  from: string
  to: string
}

/** The days the figures count, as a range in the page's language: "Period: 27 Oct – 25 Nov 2026". */
export function AnalyticsPeriodLine({ from, to }: AnalyticsPeriodLineProps) {
  const intl = useIntl()
  const range = formatDateRange(intl, `${from}T00:00:00Z`, `${to}T00:00:00Z`, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return (
    <p role="status" className="text-sm text-muted-foreground">
      <FormattedMessage id="competition.analytics.range" defaultMessage="Period: {range}" values={{ range }} />
    </p>
  )
}
