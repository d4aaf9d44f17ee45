import type { AnalyticsGeneral } from '@oche/api'
import { useIntl } from 'react-intl'
import { AnalyticsChart } from '../parts/analytics-chart'
import { analyticsMessages } from '../parts/analytics-messages'

export type GeneralChartsProps = { figures: AnalyticsGeneral }

/**
 * The period's use over time, per day, week or month: active users and new accounts, matches started and finished,
 * and visits (on a chart of their own: they run to forty times the matches). Each is a chart with a table and a CSV.
 * Its own module, loaded when the figures are there: the chart library stays out of every other page's code.
 */
export function GeneralCharts({ figures }: GeneralChartsProps) {
  const intl = useIntl()
  const period = { from: figures.from, to: figures.to }
  const users = intl.formatMessage({
    id: 'competition.analytics.usersChart',
    defaultMessage: 'Active users and new accounts',
  })
  const matches = intl.formatMessage(analyticsMessages.matches)
  const visits = intl.formatMessage(analyticsMessages.visits)
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <AnalyticsChart
        className="lg:col-span-2"
        title={users}
        series={[
          { key: 'activeUsers', label: intl.formatMessage(analyticsMessages.activeUsers), colour: 'info' },
          { key: 'newAccounts', label: intl.formatMessage(analyticsMessages.newAccounts), colour: 'primary' },
        ]}
        points={figures.series.map((point) => ({
          from: point.from,
          values: { activeUsers: point.active_users, newAccounts: point.new_accounts },
        }))}
        interval={figures.interval}
        csv={{ name: 'active-users', ...period }}
      />
      <AnalyticsChart
        title={matches}
        variant="bar"
        series={[
          { key: 'matches', label: intl.formatMessage(analyticsMessages.matches), colour: 'info' },
          { key: 'finished', label: intl.formatMessage(analyticsMessages.finishedMatches), colour: 'accent' },
        ]}
        points={figures.series.map((point) => ({
          from: point.from,
          values: { matches: point.matches, finished: point.finished_matches },
        }))}
        interval={figures.interval}
        csv={{ name: 'matches', ...period }}
      />
      <AnalyticsChart
        title={visits}
        series={[{ key: 'visits', label: intl.formatMessage(analyticsMessages.visits), colour: 'primary' }]}
        points={figures.series.map((point) => ({ from: point.from, values: { visits: point.visits } }))}
        interval={figures.interval}
        csv={{ name: 'visits', ...period }}
      />
    </div>
  )
}
