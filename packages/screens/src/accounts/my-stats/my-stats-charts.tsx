import type { MyStats, MyStatsPoint } from '@oche/api'
import { TrendChart, type TrendChartLabels, type TrendChartPoint } from '@oche/ui'
import { useIntl } from 'react-intl'
import { formatStatsAverage, formatStatsBucket, formatStatsPercentage } from './format-my-stats'
import { myStatsMessages } from './my-stats-messages'

export type MyStatsChartsProps = { stats: MyStats }

/**
 * The figures over time, per day, week or month (`stats.interval`): the averages, the checkout percentage and the
 * scoring visits, each a chart with a table of the same numbers. Its own module, loaded when the figures are there:
 * the chart library stays out of every other page's code.
 */
export function MyStatsCharts({ stats }: MyStatsChartsProps) {
  const intl = useIntl()
  const pointsOf = (values: (point: MyStatsPoint) => TrendChartPoint['values']): TrendChartPoint[] =>
    stats.series.map((point) => ({
      key: point.from,
      label: formatStatsBucket(intl, point.from, stats.interval),
      values: values(point),
    }))
  const labelsFor = (title: string): TrendChartLabels => ({
    chart: intl.formatMessage({ id: 'accounts.myStats.chartView', defaultMessage: 'Chart' }),
    table: intl.formatMessage({ id: 'accounts.myStats.tableView', defaultMessage: 'Table' }),
    views: intl.formatMessage({ id: 'accounts.myStats.views', defaultMessage: '{title}: chart or table' }, { title }),
    category: intl.formatMessage(
      {
        id: 'accounts.myStats.interval',
        defaultMessage: '{interval, select, day {Day} week {Week} other {Month}}',
      },
      { interval: stats.interval },
    ),
  })
  const averages = intl.formatMessage({ id: 'accounts.myStats.averagesChart', defaultMessage: 'Averages' })
  const checkout = intl.formatMessage({ id: 'accounts.myStats.checkoutChart', defaultMessage: 'Checkout percentage' })
  const scoring = intl.formatMessage({ id: 'accounts.myStats.scoringChart', defaultMessage: 'Scoring visits' })
  const whole = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 0 })

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <TrendChart
        className="lg:col-span-2"
        title={averages}
        series={[
          { key: 'threeDart', label: intl.formatMessage(myStatsMessages.threeDartAverage), colour: 'info' },
          { key: 'firstNine', label: intl.formatMessage(myStatsMessages.firstNineAverage), colour: 'primary' },
        ]}
        data={pointsOf((point) => ({ threeDart: point.three_dart_average, firstNine: point.first_nine_average }))}
        labels={labelsFor(averages)}
        formatValue={(value) => formatStatsAverage(intl, value)}
        formatTick={whole}
      />
      <TrendChart
        title={checkout}
        series={[{ key: 'checkout', label: intl.formatMessage(myStatsMessages.checkoutPercentage), colour: 'accent' }]}
        data={pointsOf((point) => ({ checkout: point.checkout_percentage }))}
        labels={labelsFor(checkout)}
        formatValue={(value) => formatStatsPercentage(intl, value)}
        formatTick={(value) => formatStatsPercentage(intl, value, 0)}
      />
      <TrendChart
        title={scoring}
        variant="bar"
        series={[
          { key: 'oneEighties', label: intl.formatMessage(myStatsMessages.oneEighties), colour: 'primary' },
          { key: 'oneFortyPlus', label: intl.formatMessage(myStatsMessages.oneFortyPlus), colour: 'info' },
          { key: 'tonPlus', label: intl.formatMessage(myStatsMessages.tonPlus), colour: 'accent' },
        ]}
        data={pointsOf((point) => ({
          oneEighties: point.one_eighties,
          oneFortyPlus: point.one_forty_plus,
          tonPlus: point.ton_plus,
        }))}
        labels={labelsFor(scoring)}
        formatValue={whole}
        allowDecimals={false}
      />
    </div>
  )
}
