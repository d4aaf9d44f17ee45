import type { EventListItem } from '@oche/api'

/** Where an event stands for the organiser: on today (or running now), still to come, or over. */
export type EventTiming = 'today' | 'upcoming' | 'past'

/** The calendar day of `at` on the clock of `zone`, to compare days ("2026-11-21"). */
function dayIn(zone: string, at: Date): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(at)
  } catch {
    // A zone this browser does not know: the organiser's own clock is the best guess.
    return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)
  }
}

/**
 * An event is "today" when it starts today on its own clock, or when it is running now (a darts night that goes on
 * past midnight, a weekend event); it is past once it has ended, or, without an end, once its day is over.
 */
export function eventTiming(event: Pick<EventListItem, 'starts_at' | 'ends_at' | 'time_zone'>, now: Date): EventTiming {
  const startsAt = new Date(event.starts_at)
  const endsAt = event.ends_at ? new Date(event.ends_at) : null
  const today = dayIn(event.time_zone, now)
  const startDay = dayIn(event.time_zone, startsAt)
  const isRunning = endsAt !== null && startsAt <= now && now < endsAt
  if (startDay === today || isRunning) return 'today'
  if (startDay > today) return 'upcoming'
  return 'past'
}

export type TimedEvent = { event: EventListItem; timing: EventTiming }

/** The organiser's events in the order the home shows them: today's and upcoming ones soonest first, past latest first. */
export function orderEvents(events: EventListItem[], now: Date): { comingUp: TimedEvent[]; past: TimedEvent[] } {
  const timed = events.map((event) => ({ event, timing: eventTiming(event, now) }))
  const byStart = (a: TimedEvent, b: TimedEvent) => Date.parse(a.event.starts_at) - Date.parse(b.event.starts_at)
  return {
    comingUp: timed.filter((item) => item.timing !== 'past').sort(byStart),
    past: timed.filter((item) => item.timing === 'past').sort((a, b) => byStart(b, a)),
  }
}
