import type { EventListItem } from '@oche/api'
import type { IntlShape } from 'react-intl'
import { formatDateRange } from '../../../app/format/format-date-range'

/**
 * When an event is on, short, on its own clock: "Sat 21 Nov 2026, 19:30 – 00:30", with the zone named ("… CET")
 * when the organiser's clock reads otherwise. An event without an end shows its start only.
 */
export function formatEventDate(
  intl: IntlShape,
  event: Pick<EventListItem, 'starts_at' | 'ends_at' | 'time_zone'>,
  showZone: boolean,
): string {
  const options: Intl.DateTimeFormatOptions = {
    timeZone: event.time_zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(showZone ? { timeZoneName: 'short' } : {}),
  }
  if (!event.ends_at) return intl.formatDate(event.starts_at, options)
  return formatDateRange(intl, event.starts_at, event.ends_at, options)
}
