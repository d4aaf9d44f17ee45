import { formatAverage, formatCheckoutPercentage, type MatchFormat, type PlayerMatchStatistics } from '@oche/darts'

/** Every statistic the end-of-match summary shows, in order (darts-rules.md §4). */
export type StatisticId =
  | 'sets'
  | 'legs'
  | 'threeDartAverage'
  | 'firstNineAverage'
  | 'checkoutPercentage'
  | 'checkouts'
  | 'dartsAtDouble'
  | 'highCheckout'
  | 'tonPlusCheckouts'
  | 'oneEighties'
  | 'oneSeventyOnes'
  | 'oneFortyPlus'
  | 'tonPlus'
  | 'bestLeg'
  | 'worstLeg'
  | 'dartsPerLegWon'
  | 'darts'
  | 'points'

export type SummaryRow = {
  id: StatisticId
  /** One value per side, formatted; null when there is nothing to show (no checkout yet, no leg won). */
  values: (string | number | null)[]
  /** The raw numbers behind formatted values, for picking the best. */
  scores?: (number | null)[]
  better?: 'higher' | 'lower'
}

/**
 * The summary's rows for each side's match statistics; sets only in set play. Averages are rounded by the engine
 * (`formatAverage`, half up) and `decimal` only swaps the decimal point for the interface language's.
 */
export function summaryRows(
  sides: readonly PlayerMatchStatistics[],
  format: MatchFormat,
  decimal: (text: string) => string = (text) => text,
): SummaryRow[] {
  const pick = (read: (side: PlayerMatchStatistics) => number | null) => sides.map(read)
  const rows: SummaryRow[] = []
  if (format.kind === 'sets') rows.push({ id: 'sets', values: pick((s) => s.setsWon), better: 'higher' })
  rows.push(
    { id: 'legs', values: pick((s) => s.legsWon), better: 'higher' },
    {
      id: 'threeDartAverage',
      values: sides.map((s) => (s.darts > 0 ? decimal(formatAverage(s.points, s.darts)) : null)),
      scores: pick((s) => s.threeDartAverage),
      better: 'higher',
    },
    {
      id: 'firstNineAverage',
      values: sides.map((s) =>
        s.firstNineDarts > 0 ? decimal(formatAverage(s.firstNinePoints, s.firstNineDarts)) : null,
      ),
      scores: pick((s) => s.firstNineAverage),
      better: 'higher',
    },
    {
      id: 'checkoutPercentage',
      values: sides.map((s) =>
        s.dartsAtDouble > 0 ? `${decimal(formatCheckoutPercentage(s.checkouts, s.dartsAtDouble))}%` : null,
      ),
      scores: pick((s) => s.checkoutPercentage),
      better: 'higher',
    },
    { id: 'checkouts', values: pick((s) => s.checkouts), better: 'higher' },
    { id: 'dartsAtDouble', values: pick((s) => s.dartsAtDouble) },
    { id: 'highCheckout', values: pick((s) => s.highCheckout), better: 'higher' },
    { id: 'tonPlusCheckouts', values: sides.map((s) => (s.highCheckouts === '' ? null : s.highCheckouts)) },
    { id: 'oneEighties', values: pick((s) => s.oneEighties), better: 'higher' },
    { id: 'oneSeventyOnes', values: pick((s) => s.oneSeventyOnes), better: 'higher' },
    { id: 'oneFortyPlus', values: pick((s) => s.oneFortyPlus), better: 'higher' },
    { id: 'tonPlus', values: pick((s) => s.tonPlus), better: 'higher' },
    { id: 'bestLeg', values: pick((s) => s.bestLeg), better: 'lower' },
    { id: 'worstLeg', values: pick((s) => s.worstLeg), better: 'lower' },
    {
      id: 'dartsPerLegWon',
      values: sides.map((s) => (s.dartsPerLegWon === null ? null : decimal(s.dartsPerLegWon.toFixed(1)))),
      scores: pick((s) => s.dartsPerLegWon),
      better: 'lower',
    },
    { id: 'darts', values: pick((s) => s.darts) },
    { id: 'points', values: pick((s) => s.points) },
  )
  return rows
}
