import type { AnalyticsGeneral } from '@oche/api'
import { lazy } from 'react'
import { FormattedMessage } from 'react-intl'
import { AnalyticsPage, useAnalyticsSearch } from '../parts/analytics-page'
import { GeneralTables } from './general-tables'
import { GeneralTiles } from './general-tiles'
import { useAnalyticsGeneral } from './use-analytics-general'

// The charts bring the chart library: it loads with them, on this page only.
const GeneralCharts = lazy(() => import('./general-charts').then((module) => ({ default: module.GeneralCharts })))

export type AdminAnalyticsGeneralScreenProps = {
  /** The page's query string: `period` and `interval`. */
  searchParams?: Record<string, string>
}

/** Nothing was done in the period: no one active, no account made, no match started. */
function isQuiet({ totals }: AnalyticsGeneral): boolean {
  return totals.active_users + totals.new_accounts + totals.matches + totals.visits === 0
}

/**
 * `/admin/analytics/general` (super admins): how Oche is used over the last 7, 30, 90 or 365 days: accounts,
 * active users, new accounts, matches and visits in all and per day, week or month (charts with tables), per
 * language and for the busiest organisations, each exportable as CSV. The period and grouping are kept in the
 * address.
 */
export function AdminAnalyticsGeneralScreen({ searchParams = {} }: AdminAnalyticsGeneralScreenProps) {
  const { search, update } = useAnalyticsSearch('general', searchParams)
  return (
    <AnalyticsPage
      page="general"
      search={search}
      onSearchChange={update}
      data={useAnalyticsGeneral(search)}
      isEmpty={isQuiet}
      emptyDescription={
        <FormattedMessage
          id="competition.analytics.generalEmptyBody"
          defaultMessage="No one used Oche signed in, no account was made and no match was started in this period."
        />
      }
      tiles={(figures) => <GeneralTiles totals={figures.totals} />}
      charts={(figures) => <GeneralCharts figures={figures} />}
      chartRows={2}
      tables={(figures) => <GeneralTables figures={figures} />}
    />
  )
}
