import { formatAverage, formatCheckoutPercentage, type MatchStatistics } from '@oche/darts'
import { cn, StatsTable, type StatsTableRow } from '@oche/ui'
import { useIntl } from 'react-intl'
import { useLiveLabels } from './use-live-labels'

export type MatchStatisticsTableProps = {
  statistics: MatchStatistics
  names: readonly string[]
  isSetPlay: boolean
  /** Across a venue: the rows that tell the story of a match (average, checkouts, 180s, legs), in large type. */
  isTv?: boolean
  /** The id of the heading that names the table. */
  labelledBy: string
  className?: string
}

const tvRows = new Set(['average', 'checkout-percentage', 'high-checkout', 'one-eighties'])

/** The statistics of the match, side by side, the better value of each row emphasised. */
export function MatchStatisticsTable({
  statistics,
  names,
  isSetPlay,
  isTv = false,
  labelledBy,
  className,
}: MatchStatisticsTableProps) {
  const intl = useIntl()
  const { decimal } = useLiveLabels()
  const sides = statistics.sides
  const count = (value: number) => intl.formatNumber(value)
  const percentage = (checkouts: number, darts: number) => {
    const formatted = formatCheckoutPercentage(checkouts, darts)
    return formatted === '–'
      ? null
      : intl.formatNumber(Number(formatted) / 100, { style: 'percent', minimumFractionDigits: 2 })
  }
  const rows: StatsTableRow[] = [
    {
      id: 'average',
      label: intl.formatMessage({ id: 'live.match.stats.average', defaultMessage: '3-dart average' }),
      values: sides.map((side) => (side.darts > 0 ? decimal(formatAverage(side.points, side.darts)) : null)),
      scores: sides.map((side) => side.threeDartAverage),
      better: 'higher',
    },
    {
      id: 'first-nine',
      label: intl.formatMessage({ id: 'live.match.stats.firstNine', defaultMessage: 'First 9 average' }),
      values: sides.map((side) =>
        side.firstNineDarts > 0 ? decimal(formatAverage(side.firstNinePoints, side.firstNineDarts)) : null,
      ),
      scores: sides.map((side) => side.firstNineAverage),
      better: 'higher',
    },
    {
      id: 'checkout-percentage',
      label: intl.formatMessage({ id: 'live.match.stats.checkoutPercentage', defaultMessage: 'Checkout percentage' }),
      values: sides.map((side) => percentage(side.checkouts, side.dartsAtDouble)),
      scores: sides.map((side) => side.checkoutPercentage),
      better: 'higher',
    },
    {
      id: 'checkouts',
      label: intl.formatMessage({ id: 'live.match.stats.checkouts', defaultMessage: 'Checkouts / darts at a double' }),
      values: sides.map((side) => `${count(side.checkouts)}/${count(side.dartsAtDouble)}`),
    },
    {
      id: 'high-checkout',
      label: intl.formatMessage({ id: 'live.match.stats.highCheckout', defaultMessage: 'Highest checkout' }),
      values: sides.map((side) => side.highCheckout),
      better: 'higher',
    },
    {
      id: 'one-eighties',
      label: intl.formatMessage({ id: 'live.match.stats.oneEighties', defaultMessage: '180s' }),
      values: sides.map((side) => side.oneEighties),
      better: 'higher',
    },
    {
      id: 'one-forty-plus',
      label: intl.formatMessage({ id: 'live.match.stats.oneFortyPlus', defaultMessage: '140+' }),
      values: sides.map((side) => side.oneFortyPlus),
      better: 'higher',
    },
    {
      id: 'ton-plus',
      label: intl.formatMessage({ id: 'live.match.stats.tonPlus', defaultMessage: '100+' }),
      values: sides.map((side) => side.tonPlus),
      better: 'higher',
    },
    {
      id: 'best-leg',
      label: intl.formatMessage({ id: 'live.match.stats.bestLeg', defaultMessage: 'Best leg (darts)' }),
      values: sides.map((side) => side.bestLeg),
      better: 'lower',
    },
    ...(isSetPlay
      ? [
          {
            id: 'sets-won',
            label: intl.formatMessage({ id: 'live.match.stats.setsWon', defaultMessage: 'Sets won' }),
            values: sides.map((side) => side.setsWon),
            better: 'higher' as const,
          },
        ]
      : []),
    {
      id: 'legs-won',
      label: intl.formatMessage({ id: 'live.match.stats.legsWon', defaultMessage: 'Legs won' }),
      values: sides.map((side) => side.legsWon),
      better: 'higher',
    },
  ]
  return (
    <StatsTable
      aria-labelledby={labelledBy}
      className={cn(isTv && 'text-2xl', className)}
      sides={names.map((name, index) => ({ id: String(index), name }))}
      rows={isTv ? rows.filter((row) => tvRows.has(row.id)) : rows}
      labels={{
        statistic: intl.formatMessage({ id: 'live.match.stats.statistic', defaultMessage: 'Statistic' }),
        scrollArea: intl.formatMessage({ id: 'live.match.stats.scrollArea', defaultMessage: 'Match statistics' }),
        best: intl.formatMessage({ id: 'live.match.stats.best', defaultMessage: 'best' }),
      }}
    />
  )
}
