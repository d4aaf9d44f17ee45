import { maxLeagueNights, normaliseLeagueNights, type Weekday } from '@oche/api'
import { weekdayOf, weekdays } from '../weekdays'

const dayMs = 86_400_000
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`)
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10)

/** Whether a string is a calendar day `YYYY-MM-DD` that exists (no 31 February). */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false
  const time = toTime(day)
  return !Number.isNaN(time) && toDay(time) === day
}

/**
 * Every `weekday` from `from` to `to`, both included, one week apart: the league nights of a season played on one
 * night a week. Empty when a day is missing or `to` is before `from`.
 */
export function weeklyNights(from: string, to: string, weekday: Weekday): string[] {
  if (!isCalendarDay(from) || !isCalendarDay(to) || to < from) return []
  const offset = (weekdays.indexOf(weekday) - weekdays.indexOf(weekdayOf(from)) + 7) % 7
  const nights: string[] = []
  for (let time = toTime(from) + offset * dayMs; time <= toTime(to); time += 7 * dayMs) nights.push(toDay(time))
  return nights
}

/** What adding nights gave: the nights in order, each once, and how many of the added did not fit under the maximum. */
export type AddedNights = { nights: string[]; added: number; leftOut: number }

/**
 * Adds nights to a season's list: in order, each once, at most `maxLeagueNights` (the earliest kept). `added`
 * counts the new ones that made it, `leftOut` those over the maximum.
 */
export function addNights(current: readonly string[], more: readonly string[]): AddedNights {
  const all = normaliseLeagueNights([...current, ...more])
  const nights = all.slice(0, maxLeagueNights)
  const kept = new Set(nights)
  const fresh = normaliseLeagueNights(more).filter((night) => !current.includes(night))
  const added = fresh.filter((night) => kept.has(night)).length
  return { nights, added, leftOut: fresh.length - added }
}

/** The nights outside a season's dates (they make the API refuse the season). */
export function nightsOutside(nights: readonly string[], startsOn: string, endsOn: string): string[] {
  return nights.filter((night) => (startsOn && night < startsOn) || (endsOn && night > endsOn))
}
