import { z } from 'zod'
import { TournamentStatusSchema, TournamentTypeSchema, TournamentVisibilitySchema } from './tournaments'

// The super admin's analytics (spec §1 and §6): how Oche is used, over a period, per day, week or month. Every figure
// is a SQL aggregate on the server; the contract only says what each one counts. Days are UTC calendar days.

/** How far back the figures go, ending today: the last 7, 30, 90 or 365 days. */
export const AnalyticsPeriodSchema = z.enum(['week', 'month', 'quarter', 'year'])
export type AnalyticsPeriod = z.infer<typeof AnalyticsPeriodSchema>

/** The length of one point of a series. */
export const AnalyticsIntervalSchema = z.enum(['day', 'week', 'month'])
export type AnalyticsInterval = z.infer<typeof AnalyticsIntervalSchema>

/** The days each period covers, today included. */
export const analyticsPeriodDays: Record<AnalyticsPeriod, number> = { week: 7, month: 30, quarter: 90, year: 365 }

/** The default grouping of a period: per day up to 30 days, per week over a quarter, per month over a year. */
export function analyticsIntervalOf(period: AnalyticsPeriod): AnalyticsInterval {
  if (period === 'week' || period === 'month') return 'day'
  if (period === 'quarter') return 'week'
  return 'month'
}

/** `GET /admin/analytics/general` and `/tournaments`: a period (default `month`) and its grouping (default by period). */
export const AnalyticsQuerySchema = z.object({
  period: AnalyticsPeriodSchema.optional(),
  interval: AnalyticsIntervalSchema.optional(),
})
export type AnalyticsQuery = z.input<typeof AnalyticsQuerySchema>

const DaySchema = z.iso.date()
const count = () => z.number().int().min(0)

/** The first day (UTC, `YYYY-MM-DD`) of the day, ISO week (from Monday) or month a day falls in. */
export function analyticsBucketOf(day: string, interval: AnalyticsInterval): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`)
  if (interval === 'month') date.setUTCDate(1)
  if (interval === 'week') date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7))
  return date.toISOString().slice(0, 10)
}

/** The first day of the period ending on `today` (both `YYYY-MM-DD`, UTC). */
export function analyticsPeriodStart(period: AnalyticsPeriod, today: string): string {
  const date = new Date(`${today}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() - analyticsPeriodDays[period] + 1)
  return date.toISOString().slice(0, 10)
}

/**
 * The start of every bucket from `from` to `to` (inclusive), oldest first: a series has a point for each, zeros
 * included, so a chart's gaps are real quiet days. The first bucket may begin before `from` (the week's Monday, the
 * month's first day); its figures still count from `from` only.
 */
export function analyticsBuckets(from: string, to: string, interval: AnalyticsInterval): string[] {
  const buckets: string[] = []
  const date = new Date(`${analyticsBucketOf(from, interval)}T00:00:00Z`)
  const end = new Date(`${to}T00:00:00Z`)
  while (date <= end) {
    buckets.push(date.toISOString().slice(0, 10))
    if (interval === 'day') date.setUTCDate(date.getUTCDate() + 1)
    else if (interval === 'week') date.setUTCDate(date.getUTCDate() + 7)
    else date.setUTCMonth(date.getUTCMonth() + 1)
  }
  return buckets
}

const PeriodFields = {
  period: AnalyticsPeriodSchema,
  interval: AnalyticsIntervalSchema,
  /** The first and last day counted, UTC. */
  from: DaySchema,
  to: DaySchema,
}

/**
 * One day, week or month of platform use:
 * - `active_users`: distinct accounts that used Oche while signed in (any authenticated call) in it;
 * - `new_accounts`: accounts registered in it (deleted ones included: they were new then);
 * - `matches`: matches started in it, of any kind; `finished_matches`: of those, the ones finished by now;
 * - `visits`: visits thrown in the matches started in it (match events `visit`, `bust` and `darts`; undone ones left
 *   out).
 */
export const AnalyticsGeneralPointSchema = z.object({
  from: DaySchema,
  active_users: count(),
  new_accounts: count(),
  matches: count(),
  finished_matches: count(),
  visits: count(),
})
export type AnalyticsGeneralPoint = z.infer<typeof AnalyticsGeneralPointSchema>

/** Per interface language of the accounts: how many there are, and how many of them were new or active in the period. */
export const AnalyticsLanguageRowSchema = z.object({
  langcode: z.enum(['en', 'nl', 'fr', 'de']),
  accounts: count(),
  new_accounts: count(),
  active_users: count(),
})
export type AnalyticsLanguageRow = z.infer<typeof AnalyticsLanguageRowSchema>

/**
 * Per organisation (league organisations and organisers' own), the busiest first (most matches), at most 20:
 * tournaments created, matches started in its tournaments' and league games, and the visits thrown in them, in the
 * period; test tournaments left out. An organisation with nothing in the period is left out.
 */
export const AnalyticsOrganisationRowSchema = z.object({
  organisation_id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  is_personal: z.boolean(),
  tournaments: count(),
  matches: count(),
  visits: count(),
})
export type AnalyticsOrganisationRow = z.infer<typeof AnalyticsOrganisationRowSchema>

/** `GET /admin/analytics/general`: use of the platform over a period, in all and per bucket. */
export const AnalyticsGeneralSchema = z.object({
  ...PeriodFields,
  totals: z.object({
    /** Accounts that exist now (not deleted), whenever made. */
    accounts: count(),
    /** Distinct accounts active at least once in the period (not the sum of the points). */
    active_users: count(),
    new_accounts: count(),
    matches: count(),
    finished_matches: count(),
    visits: count(),
  }),
  series: z.array(AnalyticsGeneralPointSchema),
  by_language: z.array(AnalyticsLanguageRowSchema),
  by_organisation: z.array(AnalyticsOrganisationRowSchema),
})
export type AnalyticsGeneral = z.infer<typeof AnalyticsGeneralSchema>

/** Tournament formats as the analytics group them: `TournamentFormat['kind']`. */
export const AnalyticsFormatSchema = z.enum(['groupsKnockout', 'knockout', 'roundRobin', 'doubleElimination'])
export type AnalyticsFormat = z.infer<typeof AnalyticsFormatSchema>

/** Field sizes (entries, pairs counted once, withdrawn ones included), fixed bands so that weeks compare. */
export const AnalyticsSizeBandSchema = z.enum(['2-8', '9-16', '17-32', '33-64', '65+'])
export type AnalyticsSizeBand = z.infer<typeof AnalyticsSizeBandSchema>

/** The band a number of entries falls in; fewer than two entries counts with the smallest. */
export function analyticsSizeBandOf(entries: number): AnalyticsSizeBand {
  if (entries <= 8) return '2-8'
  if (entries <= 16) return '9-16'
  if (entries <= 32) return '17-32'
  if (entries <= 64) return '33-64'
  return '65+'
}

/**
 * One bucket of tournaments, by the day each was created (test tournaments left out): how many, per format, and how
 * many of them have finished by now.
 */
export const AnalyticsTournamentPointSchema = z.object({
  from: DaySchema,
  tournaments: count(),
  finished: count(),
  by_format: z.record(AnalyticsFormatSchema, count()),
})
export type AnalyticsTournamentPoint = z.infer<typeof AnalyticsTournamentPointSchema>

/**
 * A breakdown of the period's tournaments by one property: each value with its tournaments, the finished ones, the
 * games played (decided with a played result; walkovers left out) and the average minutes from a game's first to its
 * last visit over the games scored visit by visit to the end (null without such a game).
 */
export const AnalyticsBreakdownRowSchema = z.object({
  tournaments: count(),
  finished: count(),
  games: count(),
  average_game_minutes: z.number().min(0).nullable(),
})
export type AnalyticsBreakdownRow = z.infer<typeof AnalyticsBreakdownRowSchema>

/**
 * `GET /admin/analytics/tournaments`: the tournaments created in a period (test tournaments left out). Each
 * breakdown lists every value of its property in the order of its enum, zeros included.
 */
export const AnalyticsTournamentsSchema = z.object({
  ...PeriodFields,
  totals: AnalyticsBreakdownRowSchema.extend({
    /** Entries over all of them, and the average per tournament (null without a tournament). */
    entries: count(),
    average_entries: z.number().min(0).nullable(),
  }),
  series: z.array(AnalyticsTournamentPointSchema),
  by_format: z.array(AnalyticsBreakdownRowSchema.extend({ format: AnalyticsFormatSchema })),
  by_size: z.array(AnalyticsBreakdownRowSchema.extend({ size: AnalyticsSizeBandSchema })),
  by_visibility: z.array(AnalyticsBreakdownRowSchema.extend({ visibility: TournamentVisibilitySchema })),
  /** Completion: how far each got by now. */
  by_status: z.array(AnalyticsBreakdownRowSchema.extend({ status: TournamentStatusSchema })),
  by_type: z.array(AnalyticsBreakdownRowSchema.extend({ type: TournamentTypeSchema })),
})
export type AnalyticsTournaments = z.infer<typeof AnalyticsTournamentsSchema>
