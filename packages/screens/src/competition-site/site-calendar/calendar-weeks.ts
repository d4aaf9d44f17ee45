import type { LeagueMatchSummary } from '@oche/api'

/** A calendar week of the fixture list: its Monday (null: the matches without a date yet) and its matches by day. */
export type CalendarWeek = { monday: string | null; matches: LeagueMatchSummary[] }

const dayMs = 86_400_000

/** The Monday of a day's week (`YYYY-MM-DD`, read as UTC, as a day has no time): weeks start on Monday. */
export function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  const sinceMonday = (date.getUTCDay() + 6) % 7
  return new Date(date.getTime() - sinceMonday * dayMs).toISOString().slice(0, 10)
}

/**
 * The matches by calendar week, first week first, each week's matches by day (then league night); the matches
 * without a date last. Leagues and cups alike: a cup's round is played in some week like any league night.
 */
export function matchesByCalendarWeek(matches: readonly LeagueMatchSummary[]): CalendarWeek[] {
  const weeks = new Map<string | null, LeagueMatchSummary[]>()
  for (const match of matches) {
    const monday = match.date ? mondayOf(match.date) : null
    weeks.set(monday, [...(weeks.get(monday) ?? []), match])
  }
  const byDay = (a: LeagueMatchSummary, b: LeagueMatchSummary) =>
    (a.date ?? '').localeCompare(b.date ?? '') || a.week - b.week
  return [...weeks.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)))
    .map(([monday, list]) => ({ monday, matches: [...list].sort(byDay) }))
}
