const pad = (value: number) => String(value).padStart(2, '0')

/**
 * A date (`YYYY-MM-DD`) and time (`HH:mm`) on the organiser's clock as an ISO timestamp with their offset, e.g.
 * `2026-11-14T19:30:00+01:00` in Brussels. A time skipped by a clock change (02:30 on the spring-forward night)
 * becomes the time the clock shows after it (03:30).
 */
export function localDateTimeToIso(date: string, time: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const local = new Date(year, month - 1, day, hours, minutes)
  const offset = -local.getTimezoneOffset()
  const sign = offset >= 0 ? '+' : '-'
  const absolute = Math.abs(offset)
  const { date: shownDate, time: shownTime } = dateTimeParts(local)
  return `${shownDate}T${shownTime}:00${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`
}

/** A timestamp as the date and time fields show it on the organiser's clock. */
export function isoToLocalDateTime(iso: string): { date: string; time: string } {
  return dateTimeParts(new Date(iso))
}

function dateTimeParts(moment: Date): { date: string; time: string } {
  return {
    date: `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`,
    time: `${pad(moment.getHours())}:${pad(moment.getMinutes())}`,
  }
}
