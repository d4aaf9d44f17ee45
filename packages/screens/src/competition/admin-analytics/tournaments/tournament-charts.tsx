import { AnalyticsFormatSchema, type AnalyticsTournaments } from '@oche/api'
import type { TrendChartColour } from '@oche/ui'
import { useIntl } from 'react-intl'
import { tournamentFormatMessages } from '../../../manage/parts/tournament-labels'
import { AnalyticsChart } from '../parts/analytics-chart'

export type TournamentChartsProps = { figures: AnalyticsTournaments }

const colours: TrendChartColour[] = ['info', 'primary', 'accent', 'warning']

/**
 * The tournaments created per day, week or month, one series per format, as a chart with a table and a CSV. Its
 * own module, loaded when the figures are there: the chart library stays out of every other page's code.
 */
export function TournamentCharts({ figures }: TournamentChartsProps) {
  const intl = useIntl()
  return (
    <AnalyticsChart
      title={intl.formatMessage({ id: 'competition.analytics.formatsChart', defaultMessage: 'Tournaments by format' })}
      variant="bar"
      series={AnalyticsFormatSchema.options.map((format, index) => ({
        key: format,
        label: intl.formatMessage(tournamentFormatMessages[format]),
        ...(colours[index] ? { colour: colours[index] } : {}),
      }))}
      points={figures.series.map((point) => ({
        from: point.from,
        values: Object.fromEntries(
          AnalyticsFormatSchema.options.map((format) => [format, point.by_format[format] ?? 0]),
        ),
      }))}
      interval={figures.interval}
      csv={{ name: 'tournaments', from: figures.from, to: figures.to }}
    />
  )
}
