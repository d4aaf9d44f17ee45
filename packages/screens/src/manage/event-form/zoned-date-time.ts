// An event's times are wall-clock times in the event's own time zone (a darts night "at 19:30 in Amsterdam"),
// whatever zone the organiser's browser is in. Intl does the zone arithmetic; the project has no date library.

const pad = (value: number) => String(value).padStart(2, '0')
const minute = 60_000

function formatterFor(timeZone: string) {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
}

/** The wall-clock date and time at `moment` in `timeZone`. */
function wallClockAt(moment: number, timeZone: string) {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(moment))
      .map((part) => [part.type, part.value]),
  )
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  }
}

/** How many minutes `timeZone` is ahead of UTC at `moment` (+60 for Brussels in winter). */
function offsetMinutesAt(moment: number, timeZone: string): number {
  const wall = wallClockAt(moment, timeZone)
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute)
  return Math.round((asUtc - Math.floor(moment / minute) * minute) / minute)
}

/**
 * A date (`YYYY-MM-DD`) and time (`HH:mm`) on the clock of `timeZone` as an ISO timestamp with that zone's offset,
 * e.g. `2026-11-21T19:30:00+01:00` in Amsterdam. A time skipped by a clock change (02:30 on the spring-forward
 * night) becomes the time the clock shows after it (03:30).
 */
export function zonedDateTimeToIso(date: string, time: string, timeZone: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const wall = Date.UTC(year, month - 1, day, hours, minutes)
  let moment = wall - offsetMinutesAt(wall, timeZone) * minute
  const corrected = wall - offsetMinutesAt(moment, timeZone) * minute
  if (corrected !== moment && offsetMinutesAt(corrected, timeZone) === offsetMinutesAt(moment, timeZone))
    moment = corrected
  else moment = Math.max(moment, corrected)
  const offset = offsetMinutesAt(moment, timeZone)
  const shown = isoToZonedDateTime(new Date(moment).toISOString(), timeZone)
  const sign = offset >= 0 ? '+' : '-'
  const absolute = Math.abs(offset)
  return `${shown.date}T${shown.time}:00${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`
}

/** A timestamp as the date and time fields show it on the clock of `timeZone`. */
export function isoToZonedDateTime(iso: string, timeZone: string): { date: string; time: string } {
  const wall = wallClockAt(Date.parse(iso), timeZone)
  return {
    date: `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`,
    time: `${pad(wall.hour)}:${pad(wall.minute)}`,
  }
}

/** The browser's own time zone, the default for a new event. */
export function browserTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone
}

/** The IANA time zones to choose from, with `current` among them even when this browser does not list it. */
export function timeZoneChoices(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  return zones.includes(current) || current === '' ? zones : [current, ...zones].sort()
}
