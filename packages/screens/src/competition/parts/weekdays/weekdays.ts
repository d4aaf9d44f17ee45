import { WeekdaySchema, type Weekday } from '@oche/api'
import { useCallback } from 'react'
import { useIntl } from 'react-intl'

/** The days of the week, Monday first (the API's order). */
export const weekdays: readonly Weekday[] = WeekdaySchema.options

const dayMs = 86_400_000
/** 2024-01-01 was a Monday: the reference day of each weekday's name. */
const firstMonday = Date.UTC(2024, 0, 1)

/** The day of the week of a calendar day (`YYYY-MM-DD`, read as UTC). */
export function weekdayOf(day: string): Weekday {
  const index = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7
  return weekdays[index] as Weekday
}

/** A day of the given weekday, for `Intl` to name it. */
function referenceDay(day: Weekday): number {
  return firstMonday + weekdays.indexOf(day) * dayMs
}

/** Names weekdays in the page's language: one (`tuesday` → "Tuesday", "dinsdag"), or a list ("Tuesday and Friday"). */
export function useWeekdayNames() {
  const intl = useIntl()
  const name = useCallback(
    (day: Weekday) => intl.formatDate(referenceDay(day), { weekday: 'long', timeZone: 'UTC' }),
    [intl],
  )
  const list = useCallback(
    (days: readonly Weekday[]) =>
      intl.formatList(weekdays.filter((day) => days.includes(day)).map(name), { type: 'conjunction' }),
    [intl, name],
  )
  return { name, list }
}
