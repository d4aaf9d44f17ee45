import type { LeagueMatch } from '@oche/api'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../../app/platform/platform-context'
import { CalendarDay } from '../../divisions/parts'
import { MatchStateBadge } from '../../parts/match-state'
import { NoValue } from './league-match-labels'

/** The match's place in the season: its state, night, venue and division (a link where `divisionHref` is given). */
export function MatchFacts({
  match,
  divisionHref,
}: {
  match: LeagueMatch
  /** The division's page, to link its name; its plain name without it. */
  divisionHref?: (division: string) => string
}) {
  const { Link } = usePlatform()
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <MatchStateBadge state={match.state} />
      <span>
        {match.date ? (
          <CalendarDay day={match.date} weekday="long" />
        ) : (
          <FormattedMessage id="competition.leagueMatch.noDate" defaultMessage="No date yet" />
        )}
      </span>
      {match.venue ? <span>{match.venue.name}</span> : null}
      <span>
        <FormattedMessage
          id="competition.leagueMatch.divisionWeek"
          defaultMessage="{division}, week {week}"
          values={{
            division: divisionHref ? (
              <Link href={divisionHref(match.division.slug)} className="underline-offset-4 hover:underline">
                {match.division.name}
              </Link>
            ) : (
              match.division.name
            ),
            week: match.week,
          }}
        />
      </span>
    </span>
  )
}

/** Games won by each team, and the league points they earn once the match is decided. */
export function MatchScoreboard({ match }: { match: LeagueMatch }) {
  const intl = useIntl()
  const { score } = match
  const hasScore = score.played > 0
  return (
    <section
      aria-label={intl.formatMessage({ id: 'competition.leagueMatch.scoreLabel', defaultMessage: 'Score' })}
      data-slot="league-match-score"
      className="grid grid-cols-[1fr_auto_1fr] items-center gap-4 rounded-md border bg-surface-raised p-4"
    >
      <p className="text-end text-lg font-semibold sm:text-xl">{match.home.name}</p>
      <div className="flex flex-col items-center gap-1 text-center">
        <p className="font-mono text-3xl font-bold tabular-nums sm:text-4xl" data-testid="games-score">
          {hasScore ? (
            <FormattedMessage
              id="competition.leagueMatch.gamesScore"
              defaultMessage="{home}–{away}"
              values={{ home: score.games[0], away: score.games[1] }}
            />
          ) : (
            <NoValue />
          )}
        </p>
        <p className="text-sm text-muted-foreground">
          <FormattedMessage
            id="competition.leagueMatch.gamesPlayed"
            defaultMessage="{played} of {total, plural, one {# game} other {# games}}"
            values={{ played: score.played, total: match.games_count }}
          />
        </p>
        {score.is_decided ? (
          <p className="text-sm font-medium">
            <FormattedMessage
              id="competition.leagueMatch.points"
              defaultMessage="Points {home}–{away}"
              values={{ home: intl.formatNumber(score.points[0]), away: intl.formatNumber(score.points[1]) }}
            />
          </p>
        ) : null}
      </div>
      <p className="text-lg font-semibold sm:text-xl">{match.away.name}</p>
    </section>
  )
}
