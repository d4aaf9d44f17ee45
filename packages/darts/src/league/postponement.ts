import { dayNumber } from './iso-dates'

/**
 * When a captain may move their team's match (league-rules.md §5): to a date within `windowDays` after its date,
 * asked at least `noticeDays` before it, and never into or out of the season's last `lastWeeks` playing weeks;
 * playing earlier is always allowed. The organisation's admins move matches without these limits.
 */
export type PostponementRule = { windowDays: number; noticeDays: number; lastWeeks: number }

export const defaultPostponementRule: PostponementRule = { windowDays: 14, noticeDays: 5, lastWeeks: 2 }

export type PostponementError =
  /** A captain names the new date; only an admin postpones without one. */
  | 'postponement.noDate'
  /** The new date is before today. */
  | 'postponement.inThePast'
  /** Asked fewer than `noticeDays` days before the match (or after it). */
  | 'postponement.tooLate'
  /** More than `windowDays` days after the match's date. */
  | 'postponement.outsideWindow'
  /** The match, or the new date, is in the season's last playing weeks. */
  | 'postponement.lastWeeks'

export type PostponementInput = {
  rule: PostponementRule
  /** The match's date now (ISO). */
  date: string
  /** The date asked for, or null to postpone without one. */
  newDate: string | null
  /** Today (ISO), in the league's calendar. */
  today: string
  /** The first day of the season's last `rule.lastWeeks` playing weeks (ISO), or null when the season has none. */
  lastWeeksFrom: string | null
}

/**
 * Whether a captain may move the match to `newDate`: earlier (from today on) always; later only within the window,
 * with notice, and outside the season's last playing weeks.
 * @example
 * checkPostponement({ rule: defaultPostponementRule, date: '2026-10-15', newDate: '2026-10-22', today: '2026-10-05',
 *   lastWeeksFrom: '2027-04-26' }) // { ok: true }
 */
export function checkPostponement(input: PostponementInput): { ok: true } | { ok: false; error: PostponementError } {
  const { rule, date, newDate, today, lastWeeksFrom } = input
  if (newDate === null) return { ok: false, error: 'postponement.noDate' }
  const [day, next, now] = [dayNumber(date), dayNumber(newDate), dayNumber(today)]
  if (day === null || next === null || now === null) return { ok: false, error: 'postponement.noDate' }
  if (next < now) return { ok: false, error: 'postponement.inThePast' }
  if (next <= day) return { ok: true }
  if (day - now < rule.noticeDays) return { ok: false, error: 'postponement.tooLate' }
  if (next - day > rule.windowDays) return { ok: false, error: 'postponement.outsideWindow' }
  const lastWeeks = lastWeeksFrom === null ? null : dayNumber(lastWeeksFrom)
  if (lastWeeks !== null && (day >= lastWeeks || next >= lastWeeks))
    return { ok: false, error: 'postponement.lastWeeks' }
  return { ok: true }
}

/**
 * The first day of the season's last `weeks` playing weeks: the `weeks`-th last of its league nights (ISO, sorted
 * or not), or null without that many.
 */
export function lastWeeksStart(leagueNights: readonly string[], weeks: number): string | null {
  if (weeks <= 0) return null
  const sorted = [...leagueNights].sort()
  return sorted.length >= weeks ? (sorted[sorted.length - weeks] ?? null) : null
}
