import type { EventDetail } from '@oche/api'

/** The calendar day of an instant in a time zone, as `YYYY-MM-DD`. */
function dayIn(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(instant),
  )
}

/**
 * Whether a tournament starting at `startsAt` is played on a day of the event (from its start to its end, or its
 * start's day alone without an end), counted in the event's time zone.
 */
export function isOnEventDays(startsAt: string, event: Pick<EventDetail, 'starts_at' | 'ends_at' | 'time_zone'>) {
  const day = dayIn(startsAt, event.time_zone)
  const first = dayIn(event.starts_at, event.time_zone)
  const last = dayIn(event.ends_at ?? event.starts_at, event.time_zone)
  return day >= first && day <= last
}
