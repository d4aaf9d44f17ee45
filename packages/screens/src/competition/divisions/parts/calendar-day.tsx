import { FormattedDate } from 'react-intl'

/** A calendar day (`YYYY-MM-DD`) in the page's language, with its weekday: read as UTC, as a day has no time. */
export function CalendarDay({ day, weekday = 'short' }: { day: string; weekday?: 'short' | 'long' | 'none' }) {
  return weekday === 'none' ? (
    <FormattedDate value={day} dateStyle="medium" timeZone="UTC" />
  ) : (
    <FormattedDate value={day} weekday={weekday} day="numeric" month="short" year="numeric" timeZone="UTC" />
  )
}
