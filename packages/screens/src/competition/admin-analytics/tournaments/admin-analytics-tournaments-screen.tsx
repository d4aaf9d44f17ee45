import { lazy } from 'react'
import { FormattedMessage } from 'react-intl'
import { AnalyticsPage, useAnalyticsSearch } from '../parts/analytics-page'
import { TournamentTables } from './tournament-tables'
import { TournamentTiles } from './tournament-tiles'
import { useAnalyticsTournaments } from './use-analytics-tournaments'

// The chart brings the chart library: it loads with it, on this page only.
const TournamentCharts = lazy(() =>
  import('./tournament-charts').then((module) => ({ default: module.TournamentCharts })),
)

export type AdminAnalyticsTournamentsScreenProps = {
  /** The page's query string: `period` and `interval`. */
  searchParams?: Record<string, string>
}

/**
 * `/admin/analytics/tournaments` (super admins): the tournaments created over the last 7, 30, 90 or 365 days (test
 * tournaments left out): how many, their entries, games and game length, per day, week or month by format (a chart
 * with a table), and broken down by format, field size, visibility, status and type, each exportable as CSV. The
 * period and grouping are kept in the address.
 */
export function AdminAnalyticsTournamentsScreen({ searchParams = {} }: AdminAnalyticsTournamentsScreenProps) {
  const { search, update } = useAnalyticsSearch('tournaments', searchParams)
  return (
    <AnalyticsPage
      page="tournaments"
      search={search}
      onSearchChange={update}
      data={useAnalyticsTournaments(search)}
      isEmpty={(figures) => figures.totals.tournaments === 0}
      emptyDescription={
        <FormattedMessage
          id="competition.analytics.tournamentsEmptyBody"
          defaultMessage="No tournament was created in this period (test tournaments are not counted)."
        />
      }
      tiles={(figures) => <TournamentTiles totals={figures.totals} />}
      charts={(figures) => <TournamentCharts figures={figures} />}
      chartRows={1}
      tables={(figures) => <TournamentTables figures={figures} />}
    />
  )
}
