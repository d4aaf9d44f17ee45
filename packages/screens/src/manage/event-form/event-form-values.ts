import { TournamentVisibilitySchema, type EventDetail, type EventInput } from '@oche/api'
import { z } from 'zod'
import { isoToZonedDateTime, zonedDateTimeToIso } from './zoned-date-time'

// What the event form holds while it is filled in: the start and end as date and time on the event's own clock,
// and `none` for "no venue" (a select cannot hold an empty value). The contract's names are kept where they match,
// so a server error on `venue_id` or `time_zone` lands on its field.

/** The venue select's value for an event without a venue. */
export const noVenue = 'none'

/** Why a value is refused, for the form's error map (`params.reason` of a custom issue). */
export type EventFormIssueReason = 'dateTime' | 'endTime' | 'endsBeforeStart'

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text)
const isTime = (text: string) => /^\d{2}:\d{2}$/.test(text)

const ShapeSchema = z.object({
  name: z.string().trim().min(1).max(120),
  /** `YYYY-MM-DD` and `HH:mm` on the clock of `time_zone`. */
  start_date: z.string(),
  start_time: z.string(),
  /** Both empty for an event without an end; an empty date with a time ends on the start's day (or the next). */
  end_date: z.string(),
  end_time: z.string(),
  time_zone: z.string().trim().min(1).max(64),
  venue_id: z.string(),
  description: z.string().trim().max(5000),
  visibility: TournamentVisibilitySchema,
})
export type EventFormValues = z.input<typeof ShapeSchema>

/**
 * The end as an ISO timestamp, or null without one. Without an end date the event ends on its start day, or on the
 * next day when the time is not after the start: darts nights often run past midnight.
 */
export function endOf(values: EventFormValues): string | null {
  if (values.end_time === '') return null
  if (values.end_date !== '') return zonedDateTimeToIso(values.end_date, values.end_time, values.time_zone)
  const sameDay = zonedDateTimeToIso(values.start_date, values.end_time, values.time_zone)
  if (values.end_time > values.start_time) return sameDay
  const [year = 0, month = 1, day = 1] = values.start_date.split('-').map(Number)
  const next = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10)
  return zonedDateTimeToIso(next, values.end_time, values.time_zone)
}

export const EventFormSchema = ShapeSchema.superRefine((values, context) => {
  const issue = (path: keyof EventFormValues, reason: EventFormIssueReason) =>
    context.addIssue({ code: 'custom', path: [path], params: { reason } })
  if (!isDate(values.start_date)) issue('start_date', 'dateTime')
  if (!isTime(values.start_time)) issue('start_time', 'dateTime')
  if (values.end_date !== '' && !isDate(values.end_date)) issue('end_date', 'dateTime')
  if (values.end_time === '' && values.end_date !== '') issue('end_time', 'endTime')
  else if (values.end_time !== '' && !isTime(values.end_time)) issue('end_time', 'dateTime')
  else if (isDate(values.start_date) && isTime(values.start_time) && values.end_time !== '') {
    const end = endOf(values)
    const start = zonedDateTimeToIso(values.start_date, values.start_time, values.time_zone)
    if (end !== null && Date.parse(end) <= Date.parse(start)) issue('end_time', 'endsBeforeStart')
  }
})

/** A new event: tomorrow at half past seven in the evening on the organiser's clock, public, without a venue. */
export function newEventFormValues(now: Date, timeZone: string): EventFormValues {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1)
  const pad = (value: number) => String(value).padStart(2, '0')
  return {
    name: '',
    start_date: `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}`,
    start_time: '19:30',
    end_date: '',
    end_time: '',
    time_zone: timeZone,
    venue_id: noVenue,
    description: '',
    visibility: 'public',
  }
}

/** The saved event as the form shows it, on the event's own clock. */
export function eventFormValuesFrom(event: EventDetail): EventFormValues {
  const start = isoToZonedDateTime(event.starts_at, event.time_zone)
  const end = event.ends_at ? isoToZonedDateTime(event.ends_at, event.time_zone) : null
  const values: EventFormValues = {
    name: event.name,
    start_date: start.date,
    start_time: start.time,
    end_date: '',
    end_time: end?.time ?? '',
    time_zone: event.time_zone,
    venue_id: event.venue?.id ?? noVenue,
    description: event.description,
    visibility: event.visibility,
  }
  // An end on the start day, or in the night after it, needs no date of its own.
  const endsWithoutDate = event.ends_at !== null && Date.parse(endOf(values) ?? '') === Date.parse(event.ends_at)
  return end && !endsWithoutDate ? { ...values, end_date: end.date } : values
}

/** The checked form as `POST /events` and `PATCH /events/{id}` take it (every field is sent). */
export function toEventInput(values: EventFormValues): Required<EventInput> {
  return {
    name: values.name.trim(),
    starts_at: zonedDateTimeToIso(values.start_date, values.start_time, values.time_zone),
    ends_at: endOf(values),
    time_zone: values.time_zone,
    venue_id: values.venue_id === noVenue ? null : values.venue_id,
    description: values.description.trim(),
    visibility: values.visibility,
  }
}

/** The server's names for the form's fields: the start and end are one timestamp each. */
export function formKeyOf(key: string): string {
  if (key === 'starts_at') return 'start_date'
  if (key === 'ends_at') return 'end_time'
  return key
}
