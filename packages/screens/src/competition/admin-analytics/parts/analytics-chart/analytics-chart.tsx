import type { AnalyticsInterval } from '@oche/api'
import { TrendChart, type TrendChartColour } from '@oche/ui'
import { useIntl } from 'react-intl'
import { formatStatsBucket } from '../../../../accounts/my-stats/format-my-stats'
import { intervalMessage } from '../analytics-messages'
import { CsvButton } from '../csv-button'

export type AnalyticsChartSeries = { key: string; label: string; colour?: TrendChartColour }

/** One day, week or month of the chart: its first day (`YYYY-MM-DD`) and a count per series. */
export type AnalyticsChartPoint = { from: string; values: Record<string, number> }

export type AnalyticsChartProps = {
  title: string
  variant?: 'line' | 'bar'
  series: readonly AnalyticsChartSeries[]
  points: readonly AnalyticsChartPoint[]
  interval: AnalyticsInterval
  /** The CSV file: what it holds (`active-users`) and the period's first and last day. */
  csv: { name: string; from: string; to: string }
  className?: string
}

/**
 * Counts over time as a chart with a table of the same numbers (the chart library's `TrendChart`), and their CSV:
 * the first day of each point, then each series. Counts only: the axis ticks whole numbers. Load it lazily, with
 * the chart library.
 */
export function AnalyticsChart({
  title,
  variant = 'line',
  series,
  points,
  interval,
  csv,
  className,
}: AnalyticsChartProps) {
  const intl = useIntl()
  const category = intl.formatMessage(intervalMessage, { interval })
  const whole = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 0 })
  return (
    <TrendChart
      className={className}
      title={title}
      variant={variant}
      description={
        <CsvButton
          title={title}
          csv={{
            ...csv,
            table: () => ({
              header: [category, ...series.map((one) => one.label)],
              rows: points.map((point) => [point.from, ...series.map((one) => point.values[one.key] ?? 0)]),
            }),
          }}
        />
      }
      series={[...series]}
      data={points.map((point) => ({
        key: point.from,
        label: formatStatsBucket(intl, point.from, interval),
        values: point.values,
      }))}
      labels={{
        chart: intl.formatMessage({ id: 'competition.analytics.chartView', defaultMessage: 'Chart' }),
        table: intl.formatMessage({ id: 'competition.analytics.tableView', defaultMessage: 'Table' }),
        views: intl.formatMessage(
          { id: 'competition.analytics.views', defaultMessage: '{title}: chart or table' },
          { title },
        ),
        category,
      }}
      formatValue={whole}
      allowDecimals={false}
    />
  )
}
