import { WeekdaySchema, type Weekday } from '@oche/api'
import type { IntlShape } from 'react-intl'

/** 1 January 2024, a Monday, in UTC: the week the names are read from. */
const aMonday = Date.UTC(2024, 0, 1)
const day = 86_400_000

/** A day of the week's name in the page's language ("Thursday", "donderdag"), from `Intl`. */
export function weekdayName(intl: IntlShape, weekday: Weekday): string {
  const index = WeekdaySchema.options.indexOf(weekday)
  return intl.formatDate(aMonday + index * day, { weekday: 'long', timeZone: 'UTC' })
}
