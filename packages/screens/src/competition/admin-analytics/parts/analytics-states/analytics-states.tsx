import type { AnalyticsPeriod } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { Button, EmptyState, EmptyStateActions, EmptyStateDescription, EmptyStateIcon, EmptyStateTitle } from '@oche/ui'
import { ChartNoAxesColumn } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { useLocale } from '../../../../app/language/use-locale'
import { ForbiddenState } from '../../../../manage/parts/screen-states/screen-states'
import { routePath } from '../../../../routing/route-path'

/** The signed-in user is not a super admin of Oche (the API answered 403). */
export function AnalyticsForbiddenState() {
  const locale = useLocale()
  return (
    <ForbiddenState
      title={
        <FormattedMessage
          id="competition.analytics.forbiddenTitle"
          defaultMessage="Only super admins see the analytics"
        />
      }
      description={
        <FormattedMessage
          id="competition.analytics.forbiddenBody"
          defaultMessage="Your account is not a super admin of Oche. Your own figures are on your statistics page."
        />
      }
      publicHref={null}
      list={{
        href: localizedPath(routePath('profile-my-stats'), locale),
        label: <FormattedMessage id="competition.analytics.toMyStats" defaultMessage="Go to your statistics" />,
      }}
    />
  )
}

export type AnalyticsEmptyStateProps = {
  period: AnalyticsPeriod
  /** What did not happen in the period. */
  description: ReactNode
  /** Shows the longest period instead; no button when the period is already the longest. */
  onShowYear: () => void
}

/** Nothing to count in the period: say so (no empty charts), and offer the last 365 days. */
export function AnalyticsEmptyState({ period, description, onShowYear }: AnalyticsEmptyStateProps) {
  return (
    <EmptyState>
      <EmptyStateIcon>
        <ChartNoAxesColumn />
      </EmptyStateIcon>
      <EmptyStateTitle>
        <FormattedMessage
          id="competition.analytics.emptyTitle"
          defaultMessage="{period, select, week {Nothing in the last 7 days} month {Nothing in the last 30 days} quarter {Nothing in the last 90 days} other {Nothing in the last 365 days}}"
          values={{ period }}
        />
      </EmptyStateTitle>
      <EmptyStateDescription>{description}</EmptyStateDescription>
      {period === 'year' ? null : (
        <EmptyStateActions>
          <Button variant="outline" onClick={onShowYear}>
            <FormattedMessage id="competition.analytics.showYear" defaultMessage="Show the last 365 days" />
          </Button>
        </EmptyStateActions>
      )}
    </EmptyState>
  )
}
