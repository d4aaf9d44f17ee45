import type { LeagueMatchSummary } from '@oche/api'
import { Badge } from '@oche/ui'
import { useId } from 'react'
import { FormattedMessage } from 'react-intl'
import { CalendarDay } from '../../divisions/parts/calendar-day'
import { LeagueMatchRow } from '../../parts/league-match-row'
import { matchesByWeek, type MatchWeek } from './match-filters'

function WeekSection({
  week,
  matchHref,
  showDivision,
}: {
  week: MatchWeek
  matchHref: (match: string) => string
  showDivision: boolean
}) {
  const headingId = useId()
  const days = week.matches.flatMap((match) => (match.date ? [match.date] : [])).sort()
  const first = days[0]
  const last = days.at(-1)
  return (
    <section
      aria-labelledby={headingId}
      data-week={week.week}
      className="rounded-md border bg-surface-raised px-4 py-3"
    >
      <h2 id={headingId} className="flex flex-wrap items-baseline gap-x-3 font-semibold">
        <FormattedMessage
          id="competition.leagueMatches.week"
          defaultMessage="League night {week}"
          values={{ week: week.week }}
        />
        {first && last ? (
          <span className="text-sm font-normal text-muted-foreground">
            {first === last ? (
              <CalendarDay day={first} />
            ) : (
              <FormattedMessage
                id="competition.leagueMatches.weekDays"
                defaultMessage="{first} to {last}"
                values={{ first: <CalendarDay day={first} />, last: <CalendarDay day={last} /> }}
              />
            )}
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

export type LeagueMatchWeeksProps = {
  matches: readonly LeagueMatchSummary[]
  matchHref: (match: string) => string
  /** Names each match's division (when the list holds several). */
  showDivision: boolean
}

/** The matches by league night, each night with its days and its matches. */
export function LeagueMatchWeeks({ matches, matchHref, showDivision }: LeagueMatchWeeksProps) {
  return (
    <div className="flex flex-col gap-4">
      {matchesByWeek(matches).map((week) => (
        <WeekSection key={week.week} week={week} matchHref={matchHref} showDivision={showDivision} />
      ))}
    </div>
  )
}

/** The matches being played right now, above the list, so nobody has to look for them. */
export function LiveNow({
  matches,
  matchHref,
  showDivision,
}: {
  matches: readonly LeagueMatchSummary[]
  matchHref: (match: string) => string
  showDivision: boolean
}) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      data-slot="league-live-now"
      className="rounded-md border border-danger/40 bg-danger/5 px-4 py-3"
    >
      <h2 id={headingId} className="flex items-center gap-2 font-semibold">
        <FormattedMessage id="competition.leagueMatches.liveNow" defaultMessage="Live now" />
        <Badge variant="live">
          <FormattedMessage
            id="competition.leagueMatches.liveCount"
            defaultMessage="{count, plural, one {# match} other {# matches}}"
            values={{ count: matches.length }}
          />
        </Badge>
      </h2>
      <ul className="flex flex-col divide-y">
        {matches.map((match) => (
          <LeagueMatchRow
            key={match.id}
            match={match}
            href={matchHref(match.slug)}
            showWeek
            showDivision={showDivision}
          />
        ))}
      </ul>
    </section>
  )
}
