import type { FixtureMatch, Fixtures, RescheduleOutcome } from './fixtures'
import { dayNumber, weekdayOf } from './iso-dates'
import { venueCapacity } from './season-calendar'

/**
 * The fixtures with one match moved to `newDate` (ISO), the move kept in the match's history with the old date
 * and the reason (league-rules.md §2, §5). Refused when either team already plays another match that day, when the
 * venue does not host that night, or when it already hosts as many matches that date as its boards allow. A team may
 * play a postponed match in a week in which it plays its regular one too: in a full round robin every team plays
 * every week, and a rule of one match a week would leave a postponed match nowhere to go.
 * The match keeps its `weekIndex`, the playing week it was drawn for; the given fixtures are not changed.
 * @example
 * const moved = rescheduleMatch(fixtures, 'div-1.3.2', '2026-10-15', 'Home venue closed for a private party')
 * if (!moved.ok && moved.error === 'reschedule.teamBusy') show(moved.teamId, moved.matchId)
 */
export function rescheduleMatch(
  fixtures: Fixtures,
  matchId: string,
  newDate: string,
  reason: string,
): RescheduleOutcome {
  const match = fixtures.matches.find((candidate) => candidate.id === matchId)
  if (!match) return { ok: false, error: 'reschedule.unknownMatch' }
  const day = dayNumber(newDate)
  if (day === null) return { ok: false, error: 'reschedule.invalidDate' }
  if (reason.trim() === '') return { ok: false, error: 'reschedule.reasonRequired' }
  if (newDate === match.date) return { ok: false, error: 'reschedule.sameDate' }
  const others = fixtures.matches.filter((other) => other.id !== match.id)
  const busy = busyTeam(others, match, newDate)
  if (busy) return { ok: false, error: 'reschedule.teamBusy', ...busy }
  const venue = fixtures.venues.find((candidate) => candidate.id === match.venueId)
  if (!venue || !venue.nights.includes(weekdayOf(day))) {
    return { ok: false, error: 'reschedule.venueClosed', venueId: match.venueId }
  }
  const capacity = venueCapacity(venue, day, fixtures.minBoardsPerMatch)
  const hosted = others.filter((other) => other.venueId === venue.id && other.date === newDate).length
  if (hosted >= capacity) return { ok: false, error: 'reschedule.venueFull', venueId: venue.id, capacity }
  const moved: FixtureMatch = {
    ...match,
    date: newDate,
    history: [...match.history, { from: match.date, to: newDate, reason }],
  }
  return {
    ok: true,
    value: { ...fixtures, matches: fixtures.matches.map((other) => (other.id === match.id ? moved : other)) },
  }
}

/** A team of the match with another match on `date`, and that match. */
function busyTeam(others: readonly FixtureMatch[], match: FixtureMatch, date: string) {
  for (const other of others) {
    if (other.date !== date) continue
    for (const teamId of [match.homeTeamId, match.awayTeamId]) {
      if (other.homeTeamId === teamId || other.awayTeamId === teamId) return { teamId, matchId: other.id }
    }
  }
  return null
}
