import { emptyScoring, finishScoring, matchStatistics, mergeScoring, replay, type ScoringStatistics } from '@oche/darts'
import { z } from 'zod'
import { toX01MatchConfig } from '../match-config'
import type { Match } from './matches'
import { MyMatchKindSchema, MyMatchPeriodSchema, type MyMatchPeriod } from './my-matches'

/** `GET /user/stats`: which matches count: a kind of play and how far back (absent: every match). */
export const MyStatsQuerySchema = z.object({
  kind: MyMatchKindSchema.optional(),
  period: MyMatchPeriodSchema.optional(),
})
export type MyStatsQuery = z.input<typeof MyStatsQuerySchema>

/** How the figures over time are grouped: per day over a week, per week over a month, per month beyond. */
export const MyStatsIntervalSchema = z.enum(['day', 'week', 'month'])
export type MyStatsInterval = z.infer<typeof MyStatsIntervalSchema>

const count = () => z.number().int().min(0)

/**
 * A player's figures over some finished matches, by `docs/darts-rules.md` §4: averages over all the darts (never
 * an average of averages), null where nothing was thrown (or no dart at a double).
 */
export const MyStatsFiguresSchema = z.object({
  matches: count(),
  won: count(),
  lost: count(),
  drawn: count(),
  legs_played: count(),
  legs_won: count(),
  points: count(),
  darts: count(),
  three_dart_average: z.number().min(0).nullable(),
  first_nine_average: z.number().min(0).nullable(),
  checkouts: count(),
  darts_at_double: count(),
  checkout_percentage: z.number().min(0).max(100).nullable(),
  one_eighties: count(),
  /** Visits of exactly 171, a count inside 140+. */
  one_seventy_ones: count(),
  /** Visits of 140–179. */
  one_forty_plus: count(),
  /** Visits of 100–139. */
  ton_plus: count(),
  high_checkout: z.number().int().min(1).max(180).nullable(),
  /** Fewest darts in a leg won. */
  best_leg: z.number().int().min(1).nullable(),
})
export type MyStatsFigures = z.infer<typeof MyStatsFiguresSchema>

const DaySchema = z.iso.date()

/** The figures of one day, week (from its Monday) or month (from its first day), UTC. */
export const MyStatsPointSchema = MyStatsFiguresSchema.extend({ from: DaySchema })
export type MyStatsPoint = z.infer<typeof MyStatsPointSchema>

/**
 * `GET /user/stats`: the caller's figures over their finished matches (the ones in their match history), in all and
 * over time. `series` holds only the days, weeks or months with a match, oldest first.
 */
export const MyStatsSchema = z.object({
  totals: MyStatsFiguresSchema,
  interval: MyStatsIntervalSchema,
  series: z.array(MyStatsPointSchema),
})
export type MyStats = z.infer<typeof MyStatsSchema>

/** The grouping over time for a period: per day over a week, per week over 30 days, per month beyond. */
export function myStatsIntervalOf(period: MyMatchPeriod | undefined): MyStatsInterval {
  if (period === 'week') return 'day'
  if (period === 'month') return 'week'
  return 'month'
}

/** The first day (UTC, `YYYY-MM-DD`) of the day, ISO week (Monday) or month a moment falls in. */
export function myStatsBucketOf(playedAt: string, interval: MyStatsInterval): string {
  const day = new Date(`${playedAt.slice(0, 10)}T00:00:00Z`)
  if (interval === 'month') day.setUTCDate(1)
  if (interval === 'week') day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7))
  return day.toISOString().slice(0, 10)
}

type Tally = {
  scoring: ScoringStatistics
  matches: number
  won: number
  lost: number
  drawn: number
  legsPlayed: number
  legsWon: number
  bestLeg: number | null
}

const emptyTally = (): Tally => ({
  scoring: emptyScoring(),
  matches: 0,
  won: 0,
  lost: 0,
  drawn: 0,
  legsPlayed: 0,
  legsWon: 0,
  bestLeg: null,
})

const lowest = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b))

function figuresOf(tally: Tally): MyStatsFigures {
  const scoring = finishScoring(tally.scoring)
  return {
    matches: tally.matches,
    won: tally.won,
    lost: tally.lost,
    drawn: tally.drawn,
    legs_played: tally.legsPlayed,
    legs_won: tally.legsWon,
    points: scoring.points,
    darts: scoring.darts,
    three_dart_average: scoring.threeDartAverage,
    first_nine_average: scoring.firstNineAverage,
    checkouts: scoring.checkouts,
    darts_at_double: scoring.dartsAtDouble,
    checkout_percentage: scoring.checkoutPercentage,
    one_eighties: scoring.oneEighties,
    one_seventy_ones: scoring.oneSeventyOnes,
    one_forty_plus: scoring.oneFortyPlus,
    ton_plus: scoring.tonPlus,
    high_checkout: scoring.highCheckout,
    best_leg: tally.bestLeg,
  }
}

/** A finished match the player played, and their side (an index into `config.sides`). */
export type MyStatsMatch = {
  match: Pick<Match, 'id' | 'status' | 'config' | 'summary' | 'created_at' | 'events'>
  side: number
}

/**
 * The figures of `GET /user/stats` from the player's finished matches (others are left out): each log is replayed
 * with @oche/darts and the player's side's numbers are summed, in all and per day, week or month of `interval`.
 * Throws when a log does not replay (stored logs always do).
 */
export function buildMyStats(played: readonly MyStatsMatch[], interval: MyStatsInterval): MyStats {
  const totals = emptyTally()
  const buckets = new Map<string, Tally>()
  for (const { match, side } of played) {
    if (match.status !== 'finished') continue
    const replayed = replay(toX01MatchConfig(match.config), match.events)
    if (!replayed.ok) throw new Error(`Match ${match.id} does not replay: ${replayed.error}`)
    const mine = matchStatistics(replayed.value).sides[side]
    if (!mine) continue
    const outcome = match.summary.outcome
    const bucket = myStatsBucketOf(match.created_at, interval)
    const tally = buckets.get(bucket) ?? emptyTally()
    buckets.set(bucket, tally)
    for (const into of [totals, tally]) {
      mergeScoring(into.scoring, mine)
      into.matches += 1
      if (outcome?.kind === 'draw') into.drawn += 1
      else if (outcome?.kind === 'win' && outcome.winner === side) into.won += 1
      else if (outcome?.kind === 'win') into.lost += 1
      into.legsPlayed += mine.legsWon + mine.legsLost
      into.legsWon += mine.legsWon
      into.bestLeg = lowest(into.bestLeg, mine.bestLeg)
    }
  }
  return {
    totals: figuresOf(totals),
    interval,
    series: [...buckets.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([from, tally]) => ({ from, ...figuresOf(tally) })),
  }
}
