/** The days of the week, Monday first (ISO 8601). */
export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const

/** A day of the week, as a league night or a night a venue hosts. */
export type Weekday = (typeof weekdays)[number]

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/
const msPerDay = 86_400_000

/**
 * The number of days from 1970-01-01 to an ISO date (`YYYY-MM-DD`), or null when the text is not a real calendar
 * date ('2026-02-30' is not). Day numbers make date arithmetic whole-number arithmetic, free of time zones.
 */
export function dayNumber(isoDate: string): number | null {
  const parts = isoDatePattern.exec(isoDate)
  if (!parts) return null
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])]
  const time = Date.UTC(year, month - 1, day)
  return isoDateOf(time / msPerDay) === isoDate ? time / msPerDay : null
}

/** The ISO date (`YYYY-MM-DD`) of a day number. */
export function isoDateOf(day: number): string {
  return new Date(day * msPerDay).toISOString().slice(0, 10)
}

/** 0 for Monday … 6 for Sunday; day 0 (1970-01-01) was a Thursday. */
export function weekdayIndex(day: number): number {
  return (((day + 3) % 7) + 7) % 7
}

export function weekdayOf(day: number): Weekday {
  return weekdays[weekdayIndex(day)] as Weekday
}

/** The first `weekday` on or after `day`. */
export function nextWeekday(day: number, weekday: Weekday): number {
  return day + ((weekdays.indexOf(weekday) - weekdayIndex(day) + 7) % 7)
}

/**
 * The number of the seven-day week that holds `day`, for weeks starting on `startsOn`: two days share a week
 * exactly when their numbers are equal, and the numbers count up one per week.
 */
export function weekNumber(day: number, startsOn: Weekday): number {
  return Math.floor((day + 3 - weekdays.indexOf(startsOn)) / 7)
}
