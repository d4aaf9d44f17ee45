import type { IntlShape } from 'react-intl'
import { formatDateRange } from '../../app/format/format-date-range'
import { longDateTime } from '../../app/format/long-date-time'

/** The UTC offset of `zone` at `at` ("GMT+01:00"), or null for a zone the browser does not know. */
function offsetAt(zone: string, at: string): string | null {
  try {
    const parts = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(
      new Date(at),
    )
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? null
  } catch {
    return null
  }
}

/**
 * Whether the event's times read differently for the viewer: their clock is set to another offset at the start.
 * Brussels and Amsterdam read the same; a viewer in London sees the zone named.
 */
export function isOtherTimeZone(eventZone: string, viewerZone: string | null, startsAt: string): boolean {
  if (!viewerZone || viewerZone === eventZone) return false
  return offsetAt(eventZone, startsAt) !== offsetAt(viewerZone, startsAt)
}

/** The calendar day of `at` in `zone`, to compare days ("2026-11-21"). */
function dayIn(zone: string, at: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(at),
  )
}

/**
 * When an event is on, in its own time zone: "Saturday 21 November 2026, 19:30 – 00:30", with the zone named
 * ("… CET") when the viewer's clock reads otherwise. An event without an end shows its start only.
 */
export function formatEventWhen(
  intl: IntlShape,
  event: { starts_at: string; ends_at: string | null; time_zone: string },
  showZone: boolean,
): string {
  const options: Intl.DateTimeFormatOptions = {
    ...longDateTime,
    timeZone: event.time_zone,
    ...(showZone ? { timeZoneName: 'short' } : {}),
  }
  if (!event.ends_at) return intl.formatDate(event.starts_at, options)
  return formatDateRange(intl, event.starts_at, event.ends_at, options)
}

/**
 * When a tournament (or game) of the event starts, in the event's zone: the time alone on the event's first day
 * ("20:00"), the day too on another ("Sun 22 Nov, 11:00").
 */
export function formatEventTime(
  intl: IntlShape,
  at: string,
  event: { starts_at: string; time_zone: string },
  showZone: boolean,
): string {
  const sameDay = dayIn(event.time_zone, at) === dayIn(event.time_zone, event.starts_at)
  return intl.formatDate(at, {
    timeZone: event.time_zone,
    hour: '2-digit',
    minute: '2-digit',
    ...(sameDay ? {} : { weekday: 'short', day: 'numeric', month: 'short' }),
    ...(showZone ? { timeZoneName: 'short' } : {}),
  })
}
