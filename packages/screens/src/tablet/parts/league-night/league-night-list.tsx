import type { LeagueGame, TabletLeagueMatch, TabletLeagueNight } from '@oche/api'
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  EmptyStateDescription,
  EmptyStateIcon,
  EmptyStateTitle,
} from '@oche/ui'
import { CalendarX2, Play, RotateCcw } from 'lucide-react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'

export type LeagueNightListProps = {
  night: TabletLeagueNight
  /** Today at the venue, `YYYY-MM-DD`: a match on another day of the window shows its date. */
  today: string
  /** Starts the game, or goes back to scoring it once it is under way; none on the spectators' display. */
  onScore?: (match: TabletLeagueMatch, game: LeagueGame) => void
  /** The game being started (its button waits), or null. */
  starting: { fixtureId: string; game: number } | null
  /** Why the last start was refused, shown with the match it was for. */
  startError: { fixtureId: string; message: string } | null
}

/** The players of one team in a game, or who is still to be named. */
function Players({ players }: { players: LeagueGame['home'] }) {
  if (players.length === 0)
    return (
      <span className="text-muted-foreground italic">
        <FormattedMessage
          id="tablet.league.notNamed"
          defaultMessage="to be named"
          description="In a game of a team match on a venue board, for a team that has not named its players yet"
        />
      </span>
    )
  return <span>{players.map((player) => player.name).join(' & ')}</span>
}

function GameKind({ game }: { game: LeagueGame }) {
  return (
    <FormattedMessage
      id="tablet.league.gameTitle"
      defaultMessage="Game {number} · {kind, select, singles {Singles} pairs {Pairs} other {Team game}}"
      description="A game of a team match on a venue board: its number and whether singles, pairs or a team game"
      values={{ number: game.number, kind: game.slot.kind }}
    />
  )
}

/** What can be done with a game from the board: score it, go on scoring it, or nothing (with why). */
function GameAction({
  match,
  game,
  onScore,
  starting,
}: {
  match: TabletLeagueMatch
  game: LeagueGame
  onScore: LeagueNightListProps['onScore']
  starting: LeagueNightListProps['starting']
}) {
  const isStarting = starting?.fixtureId === match.id && starting.game === game.number
  if (game.state === 'finished')
    return (
      <p className="text-2xl font-bold tabular-nums" data-slot="league-game-result">
        {(game.legs ?? [0, 0]).join('–')}
      </p>
    )
  if (!game.slot.x01)
    return (
      <p className="text-muted-foreground text-right text-sm">
        <FormattedMessage
          id="tablet.league.typedIn"
          defaultMessage="Not scored here: the captains type in its result"
          description="A game of a team match that is played without scoring on the platform"
        />
      </p>
    )
  if (game.state === 'waiting')
    return (
      <p className="text-muted-foreground text-right text-sm">
        <FormattedMessage
          id="tablet.league.waitingForLineups"
          defaultMessage="Waiting for both lineups"
          description="A game of a team match that cannot start until both captains named its players"
        />
      </p>
    )
  const live = game.state === 'live'
  if (!onScore)
    return live ? (
      <p className="text-2xl font-bold tabular-nums" data-slot="league-game-result">
        <Badge variant="live" className="me-2 align-middle">
          <FormattedMessage id="tablet.league.live" defaultMessage="Live" description="A team match under way" />
        </Badge>
        {(game.legs ?? [0, 0]).join('–')}
      </p>
    ) : null
  return (
    <Button
      size="xl"
      variant={live ? 'outline' : 'primary'}
      className="min-w-56"
      disabled={starting !== null}
      onClick={() => onScore(match, game)}
    >
      {live ? <RotateCcw aria-hidden /> : <Play aria-hidden />}
      {isStarting ? (
        <FormattedMessage id="tablet.league.starting" defaultMessage="Starting…" description="While a game starts" />
      ) : live ? (
        <FormattedMessage
          id="tablet.league.continue"
          defaultMessage="Go on scoring"
          description="Button on a venue board for a game already being scored"
        />
      ) : (
        <FormattedMessage
          id="tablet.league.score"
          defaultMessage="Score this game"
          description="Button on a venue board that starts scoring a game of a team match"
        />
      )}
    </Button>
  )
}

function MatchCard({
  match,
  today,
  onScore,
  starting,
  startError,
}: Omit<LeagueNightListProps, 'night'> & {
  match: TabletLeagueMatch
}) {
  const intl = useIntl()
  const titleId = `league-match-${match.id}`
  const error = startError?.fixtureId === match.id ? startError.message : null
  return (
    <Card data-slot="tablet-league-match" aria-labelledby={titleId} role="region">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle id={titleId} className="text-2xl">
            <FormattedMessage
              id="tablet.league.matchTitle"
              defaultMessage="{home} – {away}"
              description="A team match on a venue board: the home team, then the away team"
              values={{ home: match.home.name, away: match.away.name }}
            />
          </CardTitle>
          <p className="text-muted-foreground">
            <FormattedMessage
              id="tablet.league.matchContext"
              defaultMessage="{division} · week {week}"
              description="Under a team match on a venue board: its division and its week of the season"
              values={{ division: match.division.name, week: match.week }}
            />
            {match.date && match.date !== today ? (
              <>
                {' · '}
                <FormattedDate value={`${match.date}T12:00:00Z`} weekday="long" day="numeric" month="long" />
              </>
            ) : null}
          </p>
        </div>
        <div className="flex items-center gap-3">
          {match.state === 'live' ? (
            <Badge variant="live">
              <FormattedMessage id="tablet.league.live" defaultMessage="Live" description="A team match under way" />
            </Badge>
          ) : null}
          <p
            className="text-4xl font-black tabular-nums"
            aria-label={intl.formatMessage(
              {
                id: 'tablet.league.scoreLabel',
                defaultMessage: 'Games won: {home} {homeGames}, {away} {awayGames}',
                description: 'Screen reader text of a team match score on a venue board',
              },
              {
                home: match.home.name,
                homeGames: match.score.games[0],
                away: match.away.name,
                awayGames: match.score.games[1],
              },
            )}
          >
            {match.score.games.join('–')}
          </p>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {match.lineups_submitted.home && match.lineups_submitted.away ? null : (
          <p className="text-muted-foreground">
            <FormattedMessage
              id="tablet.league.lineupsMissing"
              defaultMessage="{teams} still {count, plural, one {has} other {have}} to hand in the lineup. The games can be scored once both captains have."
              description="On a venue board, under a team match whose lineups are not both in; teams is one team name or two joined"
              values={{
                teams: [
                  match.lineups_submitted.home ? null : match.home.name,
                  match.lineups_submitted.away ? null : match.away.name,
                ]
                  .filter(Boolean)
                  .join(' & '),
                count: Number(!match.lineups_submitted.home) + Number(!match.lineups_submitted.away),
              }}
            />
          </p>
        )}
        {error ? (
          <p role="alert" className="text-danger">
            {error}
          </p>
        ) : null}
        <ol className="divide-border flex flex-col divide-y">
          {match.games.map((game) => (
            <li
              key={game.number}
              data-slot="tablet-league-game"
              data-state={game.state}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
            >
              <div className="flex min-w-0 flex-col gap-0.5">
                <p className="text-muted-foreground text-sm font-medium">
                  <GameKind game={game} />
                </p>
                <p className="flex flex-wrap items-baseline gap-x-2 text-xl font-semibold">
                  <Players players={game.home} />
                  <span className="text-muted-foreground text-sm font-medium">
                    <FormattedMessage
                      id="tablet.league.versus"
                      defaultMessage="vs"
                      description="Between the home and away players of a game"
                    />
                  </span>
                  <Players players={game.away} />
                </p>
              </div>
              <GameAction match={match} game={game} onScore={onScore} starting={starting} />
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  )
}

/**
 * A venue board's tablet between games (ADR 016): the team matches at the venue tonight, each game with its players
 * and a big button to score it once both teams named them.
 */
export function LeagueNightList({ night, ...props }: LeagueNightListProps) {
  return (
    <section data-slot="tablet-league-night" aria-labelledby="tablet-league-title" className="flex flex-col gap-4">
      <h2 id="tablet-league-title" className="text-muted-foreground text-lg">
        <FormattedMessage
          id="tablet.league.title"
          defaultMessage="League night at {venue}"
          description="Heading of a venue board's tablet above the team matches at the venue"
          values={{ venue: night.venue.name }}
        />
      </h2>
      {night.matches.length === 0 ? (
        <EmptyState className="w-full">
          <EmptyStateIcon>
            <CalendarX2 />
          </EmptyStateIcon>
          <EmptyStateTitle>
            <FormattedMessage
              id="tablet.league.emptyTitle"
              defaultMessage="No league match here today"
              description="A venue board's tablet when no team match is at the venue around today"
            />
          </EmptyStateTitle>
          <EmptyStateDescription>
            <FormattedMessage
              id="tablet.league.emptyBody"
              defaultMessage="The matches of {organisation} at {venue} show up here on their day; this screen follows at once."
              description="Text of a venue board's tablet without team matches"
              values={{ organisation: night.organisation.name, venue: night.venue.name }}
            />
          </EmptyStateDescription>
        </EmptyState>
      ) : (
        night.matches.map((match) => <MatchCard key={match.id} match={match} {...props} />)
      )}
    </section>
  )
}
