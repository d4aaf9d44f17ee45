import type { LeagueMatchSummary } from '@oche/api'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { CalendarDay } from '../../competition/divisions/parts/calendar-day'
import { LeagueMatchRow } from '../../competition/parts/league-match-row'
import { matchesByCalendarWeek, type CalendarWeek } from './calendar-weeks'

function WeekSection({
  week,
  leagueDivisions,
  matchHref,
  showDivision,
}: {
  week: CalendarWeek
  leagueDivisions: ReadonlySet<string>
  matchHref: (match: string) => string
  showDivision: boolean
}) {
  const intl = useIntl()
  const headingId = useId()
  const nights = [
    ...new Set(week.matches.filter((match) => leagueDivisions.has(match.division.slug)).map((match) => match.week)),
  ].sort((a, b) => a - b)
  return (
    <section
      aria-labelledby={headingId}
      data-calendar-week={week.monday ?? 'undated'}
      className="rounded-md border bg-surface-raised px-4 py-3 print:break-inside-avoid print:border-0 print:bg-transparent print:px-0 print:py-2"
    >
      <h2 id={headingId} className="flex flex-wrap items-baseline gap-x-3 font-semibold">
        {week.monday ? (
          <FormattedMessage
            id="competitionSite.calendar.week"
            defaultMessage="Week of {monday}"
            values={{ monday: <CalendarDay day={week.monday} weekday="none" /> }}
          />
        ) : (
          <FormattedMessage id="competitionSite.calendar.undated" defaultMessage="Date to follow" />
        )}
        {nights.length > 0 ? (
          <span className="text-sm font-normal text-muted-foreground">
            <FormattedMessage
              id="competitionSite.calendar.weekNights"
              defaultMessage="{count, plural, one {League night {nights}} other {League nights {nights}}}"
              values={{ count: nights.length, nights: intl.formatList(nights.map(String)) }}
            />
          </span>
        ) : null}
      </h2>
      <ul className="flex flex-col divide-y">
        {week.matches.map((match) => (
          <LeagueMatchRow key={match.id} match={match} href={matchHref(match.slug)} showDivision={showDivision} />
        ))}
      </ul>
    </section>
  )
}

export type CalendarWeekListProps = {
  matches: readonly LeagueMatchSummary[]
  /** The slugs of the season's league divisions: their matches name the league night of the week. */
  leagueDivisions: ReadonlySet<string>
  matchHref: (match: string) => string
  /** Names each match's division (when the list holds several). */
  showDivision: boolean
}

/** The fixture list by calendar week, each match with its day; a printed page keeps a week together. */
export function CalendarWeekList({ matches, ...props }: CalendarWeekListProps) {
  return (
    <div
      data-slot="calendar-weeks"
      className="flex flex-col gap-4 print:gap-2 print:text-sm print:[&_a]:text-foreground"
    >
      {matchesByCalendarWeek(matches).map((week) => (
        <WeekSection key={week.monday ?? 'undated'} week={week} {...props} />
      ))}
    </div>
  )
}
