import { useId, type ComponentProps, type ReactNode } from 'react'
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts'
import { cn } from '../../lib/cn'
import { useControllableState } from '../../lib/use-controllable-state'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../table'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../tabs'

/** The design-token colours a series can take; each has its light and dark value in the theme. */
export type TrendChartColour = 'info' | 'primary' | 'accent' | 'warning' | 'secondary'

/** The series' colours in turn, when a series names none. */
const colourOrder: TrendChartColour[] = ['info', 'primary', 'accent', 'warning', 'secondary']

// Whole class names, so that Tailwind finds them.
const swatchClasses: Record<TrendChartColour, string> = {
  info: 'bg-info',
  primary: 'bg-primary',
  accent: 'bg-accent',
  warning: 'bg-warning',
  secondary: 'bg-secondary',
}

// The second and later lines are dashed too, so the series differ by more than their colour.
const dashes = [undefined, '6 4', '2 3', '10 3 2 3', '1 5']

export type TrendChartSeries = {
  /** Names the series in `TrendChartPoint.values`. */
  key: string
  /** Shown in the legend, the tooltip and the table's column header. */
  label: string
  colour?: TrendChartColour
}

export type TrendChartPoint = {
  /** Unique among the points. */
  key: string
  /** The point's place on the horizontal axis, already formatted ("3 Nov", "Week of 3 Nov"). */
  label: string
  /** Each series' value (by `TrendChartSeries.key`); null or missing where it has none. */
  values: Record<string, number | null | undefined>
}

export type TrendChartView = 'chart' | 'table'

export type TrendChartLabels = {
  /** The tab of the chart. */
  chart: string
  /** The tab of the table. */
  table: string
  /** The accessible name of the tab list ("Sales: view"). */
  views: string
  /** The header of the table's first column, which holds the points' labels ("Month"). */
  category: string
  /** What a cell without a value shows; "–" by default. */
  missing?: string
}

export type TrendChartProps = Omit<ComponentProps<'section'>, 'title' | 'children'> & {
  /** The card's heading and the table's caption. */
  title: string
  /** A line under the title (what the numbers are, where they come from). */
  description?: ReactNode
  variant?: 'line' | 'bar'
  series: TrendChartSeries[]
  /** The points in the order they are drawn, from left to right. */
  data: TrendChartPoint[]
  labels: TrendChartLabels
  /** Formats a value for the tooltip and the table. */
  formatValue?: (value: number, series: TrendChartSeries) => string
  /** Formats the vertical axis' ticks; `formatValue` of the first series by default. */
  formatTick?: (value: number) => string
  /** False for counts: the vertical axis then ticks whole numbers only. */
  allowDecimals?: boolean
  /** The chart's height in pixels; its width follows its container. */
  height?: number
  view?: TrendChartView
  defaultView?: TrendChartView
  onViewChange?: (view: TrendChartView) => void
}

const colourOf = (series: TrendChartSeries, index: number) =>
  series.colour ?? colourOrder[index % colourOrder.length] ?? 'info'
// The theme's own variables: `@theme inline` writes no `--color-*` ones for SVG attributes to read.
const cssColour = (colour: TrendChartColour) => `var(--oche-${colour})`

function LegendMark({ colour, dash, variant }: { colour: TrendChartColour; dash?: string; variant: 'line' | 'bar' }) {
  if (variant === 'bar') return <span aria-hidden className={cn('size-3 shrink-0 rounded-sm', swatchClasses[colour])} />
  return (
    <svg aria-hidden width="20" height="8" className="shrink-0">
      <line x1="0" x2="20" y1="4" y2="4" stroke={cssColour(colour)} strokeWidth="2.5" strokeDasharray={dash} />
    </svg>
  )
}

type ChartTooltipProps = Partial<TooltipContentProps> & {
  series: TrendChartSeries[]
  points: TrendChartPoint[]
  format: (value: number, series: TrendChartSeries) => string
}

/** The values of the point under the pointer, in the card's colours. */
function ChartTooltip({ active, payload, series, points, format }: ChartTooltipProps) {
  const point = payload?.[0]?.payload as TrendChartPoint | undefined
  if (!active || !point || !points.includes(point)) return null
  return (
    <div className="rounded-md border border-border bg-surface-raised px-3 py-2 text-sm text-foreground shadow-md">
      <p className="font-medium">{point.label}</p>
      <ul className="mt-1 flex flex-col gap-0.5">
        {series.map((one, index) => {
          const value = point.values[one.key]
          if (value === null || value === undefined) return null
          return (
            <li key={one.key} className="flex items-center gap-2">
              <span aria-hidden className={cn('size-2 rounded-full', swatchClasses[colourOf(one, index)])} />
              <span className="text-muted-foreground">{one.label}</span>
              <span className="ms-auto ps-3 font-medium tabular-nums">{format(value, one)}</span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

const defaultFormat = (value: number) => String(value)

/**
 * A card with figures over time: a line or bar chart of one or more series, its legend, and a table of the same
 * numbers that the user switches to (the chart itself is an image to screen readers: the table is its text). The
 * width follows the container; colours come from the design tokens, so the chart follows light and dark mode.
 * Every text arrives as a prop, values are formatted by `formatValue`.
 *
 * @example
 * <TrendChart
 *   title={t('stats.averages')}
 *   series={[{ key: 'average', label: t('stats.average') }]}
 *   data={months.map((month) => ({ key: month.from, label: formatMonth(month.from), values: { average: month.average } }))}
 *   labels={{ chart: t('stats.chart'), table: t('stats.table'), views: t('stats.views'), category: t('stats.month') }}
 *   formatValue={(value) => intl.formatNumber(value, { maximumFractionDigits: 2 })}
 * />
 */
export function TrendChart({
  title,
  description,
  variant = 'line',
  series,
  data,
  labels,
  formatValue = defaultFormat,
  formatTick,
  allowDecimals = true,
  height = 240,
  view: viewProp,
  defaultView = 'chart',
  onViewChange,
  className,
  ...props
}: TrendChartProps) {
  const headingId = useId()
  const [view, setView] = useControllableState<TrendChartView>({
    value: viewProp,
    defaultValue: defaultView,
    onChange: onViewChange,
  })
  const missing = labels.missing ?? '–'
  const first = series[0]
  const tick = formatTick ?? ((value: number) => (first ? formatValue(value, first) : String(value)))
  const axisTick = { fill: 'var(--oche-muted-foreground)', fontSize: 12 }
  const grid = <CartesianGrid vertical={false} stroke="var(--oche-border)" />
  const xAxis = (
    <XAxis
      dataKey="label"
      tick={axisTick}
      tickLine={false}
      axisLine={{ stroke: 'var(--oche-border)' }}
      interval="preserveStartEnd"
      minTickGap={12}
    />
  )
  const yAxis = (
    <YAxis
      tick={axisTick}
      tickLine={false}
      axisLine={false}
      width="auto"
      tickFormatter={tick}
      allowDecimals={allowDecimals}
    />
  )
  const tooltip = (
    <Tooltip
      cursor={variant === 'bar' ? { fill: 'var(--oche-muted)' } : { stroke: 'var(--oche-border)' }}
      content={<ChartTooltip series={series} points={data} format={formatValue} />}
      isAnimationActive={false}
    />
  )
  const chartProps = { data, accessibilityLayer: false, margin: { top: 8, right: 8, bottom: 0, left: 0 } }

  return (
    <section
      aria-labelledby={headingId}
      data-slot="trend-chart"
      data-variant={variant}
      data-view={view}
      className={cn(
        'flex min-w-0 flex-col gap-4 rounded-lg border border-border bg-surface-raised p-5 text-foreground',
        className,
      )}
      {...props}
    >
      <Tabs value={view} onValueChange={(next) => setView(next === 'table' ? 'table' : 'chart')}>
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div className="flex min-w-0 flex-col gap-1">
            <h3 id={headingId} className="text-lg leading-tight font-semibold">
              {title}
            </h3>
            {description ? <div className="text-sm text-muted-foreground">{description}</div> : null}
          </div>
          <TabsList variant="pills" aria-label={labels.views}>
            <TabsTrigger value="chart">{labels.chart}</TabsTrigger>
            <TabsTrigger value="table">{labels.table}</TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="chart" className="flex flex-col gap-3">
          {/* The drawing is one image to assistive technology: the Table tab holds its numbers as text. */}
          <div role="img" aria-label={title} data-slot="trend-chart-plot" className="w-full min-w-0" style={{ height }}>
            <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height }}>
              {variant === 'bar' ? (
                <BarChart {...chartProps}>
                  {grid}
                  {xAxis}
                  {yAxis}
                  {tooltip}
                  {series.map((one, index) => (
                    <Bar
                      key={one.key}
                      name={one.label}
                      dataKey={(point: TrendChartPoint) => point.values[one.key] ?? null}
                      fill={cssColour(colourOf(one, index))}
                      radius={[3, 3, 0, 0]}
                      maxBarSize={32}
                      isAnimationActive={false}
                    />
                  ))}
                </BarChart>
              ) : (
                <LineChart {...chartProps}>
                  {grid}
                  {xAxis}
                  {yAxis}
                  {tooltip}
                  {series.map((one, index) => (
                    <Line
                      key={one.key}
                      name={one.label}
                      type="monotone"
                      dataKey={(point: TrendChartPoint) => point.values[one.key] ?? null}
                      stroke={cssColour(colourOf(one, index))}
                      strokeWidth={2.5}
                      strokeDasharray={dashes[index % dashes.length]}
                      dot={{ r: 3, fill: cssColour(colourOf(one, index)), strokeWidth: 0 }}
                      activeDot={{ r: 5 }}
                      connectNulls
                      isAnimationActive={false}
                    />
                  ))}
                </LineChart>
              )}
            </ResponsiveContainer>
          </div>
          <ul data-slot="trend-chart-legend" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            {series.map((one, index) => (
              <li key={one.key} className="flex items-center gap-2">
                <LegendMark colour={colourOf(one, index)} dash={dashes[index % dashes.length]} variant={variant} />
                {one.label}
              </li>
            ))}
          </ul>
        </TabsContent>
        <TabsContent value="table">
          <Table scrollAreaLabel={title}>
            <TableCaption className="sr-only">{title}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">{labels.category}</TableHead>
                {series.map((one) => (
                  <TableHead key={one.key} scope="col" className="text-end">
                    {one.label}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.map((point) => (
                <TableRow key={point.key}>
                  <TableHead scope="row" className="font-normal">
                    {point.label}
                  </TableHead>
                  {series.map((one) => {
                    const value = point.values[one.key]
                    return (
                      <TableCell key={one.key} className="text-end tabular-nums">
                        {value === null || value === undefined ? missing : formatValue(value, one)}
                      </TableCell>
                    )
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TabsContent>
      </Tabs>
    </section>
  )
}
