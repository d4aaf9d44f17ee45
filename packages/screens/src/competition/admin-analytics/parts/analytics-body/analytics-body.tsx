import { FormattedMessage, useIntl } from 'react-intl'
import type { ReactNode } from 'react'
import { LoadErrorState, LoadingState } from '../../../../manage/parts/screen-states/screen-states'
import type { AnalyticsData } from '../analytics-data'
import { AnalyticsForbiddenState } from '../analytics-states'

export type AnalyticsBodyProps<Figures> = {
  data: AnalyticsData<Figures>
  /** The page's content once the figures are there. */
  children: (figures: Figures) => ReactNode
}

/**
 * An analytics page's states: skeletons while the figures load, the super admins' own page to anyone else (403),
 * a failure with a retry, then the figures; the last period stays on show, dimmed, while the next loads.
 */
export function AnalyticsBody<Figures>({ data, children }: AnalyticsBodyProps<Figures>) {
  const intl = useIntl()
  switch (data.status) {
    case 'loading':
      return (
        <LoadingState
          rows={4}
          label={intl.formatMessage({ id: 'competition.analytics.loading', defaultMessage: 'Loading the figures' })}
        />
      )
    case 'forbidden':
      return <AnalyticsForbiddenState />
    case 'error':
      return (
        <LoadErrorState
          title={
            <FormattedMessage id="competition.analytics.errorTitle" defaultMessage="The figures could not be loaded" />
          }
          onRetry={data.retry}
        />
      )
    case 'ready':
      return (
        <div
          aria-busy={data.isUpdating || undefined}
          data-slot="analytics"
          className="flex min-w-0 flex-col gap-8 aria-busy:opacity-60"
        >
          {children(data.figures)}
        </div>
      )
    default:
      return data satisfies never
  }
}
