import { fixtureHasResult, type LeagueMatchSummary } from '@oche/api'
import { cn } from '@oche/ui'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../../app/platform/platform-context'
import { CalendarDay } from '../../divisions/parts/calendar-day'
import { MatchStateBadge } from '../match-state'

export type LeagueMatchRowProps = {
  match: LeagueMatchSummary
  /** The match's page. */
  href: string
  /** Shows the league night (a list not grouped by week: a team's matches). */
  showWeek?: boolean
  /** Shows the division (a list of several divisions). */
  showDivision?: boolean
}

/**
 * One team match in a list: its day (and league night), home – away linking to the match page, its state, the
 * score in games once games have results, its division and venue. A live match is marked.
 */
export function LeagueMatchRow({ match, href, showWeek = false, showDivision = false }: LeagueMatchRowProps) {
  const intl = useIntl()
  const { Link } = usePlatform()
  const isLive = match.state === 'live'
  const hasScore = fixtureHasResult(match.state)
  return (
    <li
      data-slot="league-match-row"
      data-match={match.slug}
      data-state={match.state}
      className={cn(
        'grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 border-s-4 border-s-transparent py-3 ps-3',
        'sm:grid-cols-[9.5rem_1fr_auto]',
        isLive && 'border-s-danger',
      )}
    >
      <span className="col-span-2 flex flex-wrap gap-x-3 text-sm sm:col-span-1 sm:flex-col">
        <span className="font-medium tabular-nums">
          {match.date ? (
            <CalendarDay day={match.date} />
          ) : (
            <FormattedMessage id="competition.leagueMatches.dateToFollow" defaultMessage="Date to follow" />
          )}
        </span>
        {showWeek ? (
          <span className="text-muted-foreground">
            <FormattedMessage
              id="competition.leagueMatches.week"
              defaultMessage="League night {week}"
              values={{ week: match.week }}
            />
          </span>
        ) : null}
      </span>
      <span className="flex min-w-0 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <Link href={href} className="font-medium text-primary underline-offset-4 hover:underline">
            {intl.formatMessage(
              { id: 'competition.leagueMatches.teams', defaultMessage: '{home} – {away}' },
              { home: match.home.name, away: match.away.name },
            )}
          </Link>
          <MatchStateBadge state={match.state} />
        </span>
        <span className="text-sm text-muted-foreground">
          <FormattedMessage
            id="competition.leagueMatches.where"
            defaultMessage="{division, select, none {{venue}} other {{division} · {venue}}}"
            values={{
              division: showDivision ? match.division.name : 'none',
              venue:
                match.venue?.name ??
                intl.formatMessage({ id: 'competition.leagueMatches.noVenue', defaultMessage: 'No venue yet' }),
            }}
          />
        </span>
      </span>
      {hasScore ? (
        <span data-slot="league-match-score" className="text-lg font-semibold whitespace-nowrap tabular-nums">
          <span className="sr-only">
            <FormattedMessage
              id="competition.leagueMatches.scoreLabel"
              defaultMessage="Games won: {home} to {away}"
              values={{ home: match.score.games[0], away: match.score.games[1] }}
            />
          </span>
          <span aria-hidden>
            {intl.formatMessage(
              { id: 'competition.leagueMatches.score', defaultMessage: '{home}–{away}' },
              { home: match.score.games[0], away: match.score.games[1] },
            )}
          </span>
        </span>
      ) : null}
    </li>
  )
}
