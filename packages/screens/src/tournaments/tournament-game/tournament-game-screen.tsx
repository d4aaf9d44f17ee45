import type { Game, TournamentDetail } from '@oche/api'
import { isSingleGameRound } from '@oche/darts'
import { localizedPath } from '@oche/i18n'
import { Button, cn, EmptyState, EmptyStateActions, EmptyStateTitle } from '@oche/ui'
import { ArrowLeft, Radio } from 'lucide-react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { GameFormatText } from '../parts/game-format/game-format-text'
import { GameStateBadge } from '../parts/game-state/game-state-badge'
import { gameLabel, roundName } from '../parts/labels/round-names'
import { sideDisplay } from '../parts/labels/side-labels'
import { StageName } from '../parts/stage-names/stage-name'
import { TournamentPage } from '../parts/tournament-page/tournament-page'
import { tournamentPath } from '../parts/tournament-page/tournament-sections'
import { GameStatistics } from './game-statistics'
import { routePath } from '../../routing/route-path'
import { useViewerTimeZone } from '../../events/event-page/use-viewer-time-zone'

export type TournamentGameScreenProps = {
  /** The tournament id from `/tournaments/{tournament}/games/{id}`. */
  tournamentId: string
  /** The game id. */
  id: string
}

/**
 * When a game finished, in the reader's time zone; the server cannot know it and renders UTC (named), which hydration
 * keeps, then the reader's own.
 */
function FinishTime({ at }: { at: string }) {
  const timeZone = useViewerTimeZone()
  return (
    <FormattedDate
      value={at}
      hour="2-digit"
      minute="2-digit"
      timeZone={timeZone ?? 'UTC'}
      {...(timeZone ? {} : { timeZoneName: 'short' })}
    />
  )
}

function GameSides({ game, games }: { game: Game; games: readonly Game[] }) {
  const intl = useIntl()
  const hasScore = game.state === 'live' || game.state === 'finished'
  return (
    <ol
      aria-label={intl.formatMessage({ id: 'tournaments.game.sides', defaultMessage: 'Sides' })}
      className="grid gap-3 @xl:grid-cols-2"
    >
      {game.sides.map((side, index) => {
        const display = sideDisplay(intl, side, games)
        return (
          <li
            key={index}
            data-slot="game-side"
            data-winner={side.is_winner || undefined}
            className={cn(
              'flex items-center gap-4 rounded-lg border border-border bg-surface-raised p-4',
              side.is_winner && 'border-success bg-success/10',
            )}
          >
            <span className="flex min-w-0 flex-1 flex-col">
              <span className={cn('text-xl font-semibold break-words', display.kind !== 'entry' && 'italic')}>
                {display.name}
              </span>
              {side.nickname ? <span className="text-sm text-muted-foreground">{side.nickname}</span> : null}
              {side.is_winner ? (
                <span className="text-sm font-medium text-success">
                  <FormattedMessage id="tournaments.game.winner" defaultMessage="Winner" />
                </span>
              ) : null}
            </span>
            {hasScore && display.kind === 'entry' ? (
              <span data-slot="game-side-score" className="font-mono text-4xl font-bold tabular-nums">
                {side.score}
              </span>
            ) : null}
          </li>
        )
      })}
    </ol>
  )
}

function TournamentGame({ detail, gameId }: { detail: TournamentDetail; gameId: string }) {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  const gamesHref = localizedPath(tournamentPath(detail.tournament.id, 'games'), locale)
  const back = (
    <Link
      href={gamesHref}
      className="-ms-2 inline-flex h-10 items-center gap-1.5 self-start rounded-md px-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground"
    >
      <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
      <FormattedMessage id="tournaments.game.back" defaultMessage="All games" />
    </Link>
  )
  const game = detail.games.find((candidate) => candidate.id === gameId)
  if (!game) {
    return (
      <EmptyState>
        <EmptyStateTitle>
          <FormattedMessage id="tournaments.game.notFound" defaultMessage="This game is not part of the tournament" />
        </EmptyStateTitle>
        <EmptyStateActions>{back}</EmptyStateActions>
      </EmptyState>
    )
  }
  const names = game.sides.map((side) => sideDisplay(intl, side, detail.games).name) as [string, string]
  const hasEntries = game.sides.every((side) => side.id !== null)
  return (
    <article data-slot="tournament-game" data-state={game.state} className="flex flex-col gap-6">
      {back}
      <header className="flex flex-col gap-2">
        <p className="text-sm text-muted-foreground">
          {game.group && game.stage === 'groups' ? (
            <FormattedMessage
              id="tournaments.game.stageAndGroup"
              defaultMessage="{stage} · Group {group}"
              values={{ stage: <StageName stage={game.stage} />, group: game.group }}
            />
          ) : (
            <StageName stage={game.stage} />
          )}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-xl font-semibold">
            {game.round_code === 'roundRobin' ? (
              <FormattedMessage
                id="tournaments.game.roundRobinTitle"
                defaultMessage="Round {round}, game {slot}"
                values={{ round: game.round, slot: game.slot }}
              />
            ) : isSingleGameRound(game.round_code) ? (
              roundName(intl, game)
            ) : (
              <FormattedMessage
                id="tournaments.game.title"
                defaultMessage="{round}: {game}"
                values={{ round: roundName(intl, game), game: gameLabel(intl, game) }}
              />
            )}
          </h2>
          <GameStateBadge state={game.state} board={game.board} />
        </div>
        <p className="text-sm text-muted-foreground">
          {game.finished_at ? (
            <FormattedMessage
              id="tournaments.game.formatAndFinish"
              defaultMessage="Played over {format} · finished at {time}"
              values={{
                format: <GameFormatText format={game.format} />,
                time: <FinishTime at={game.finished_at} />,
              }}
            />
          ) : (
            <FormattedMessage
              id="tournaments.game.format"
              defaultMessage="Played over {format}"
              values={{ format: <GameFormatText format={game.format} /> }}
            />
          )}
        </p>
      </header>
      <GameSides game={game} games={detail.games} />
      {game.result?.walkover && game.result.winner !== 'draw' ? (
        <p className="text-sm">
          <FormattedMessage
            id="tournaments.game.walkover"
            defaultMessage="Decided without play: {winner} was given the game."
            values={{ winner: names[game.result.winner] }}
          />
        </p>
      ) : null}
      {game.match_id ? (
        <Button asChild variant={game.state === 'live' ? 'primary' : 'outline'} className="self-start">
          <Link href={localizedPath(routePath('live-id', { id: game.match_id }), locale)}>
            <Radio aria-hidden />
            {game.state === 'live' ? (
              <FormattedMessage id="tournaments.game.watchLive" defaultMessage="Follow the match live" />
            ) : (
              <FormattedMessage id="tournaments.game.matchDetails" defaultMessage="Visit by visit" />
            )}
          </Link>
        </Button>
      ) : null}
      {hasEntries && (game.state === 'live' || game.state === 'finished') ? (
        <section aria-labelledby="game-statistics" className="flex flex-col gap-3">
          <h3 id="game-statistics" className="text-lg font-semibold">
            <FormattedMessage id="tournaments.game.statisticsTitle" defaultMessage="Statistics" />
          </h3>
          <GameStatistics game={game} names={names} />
        </section>
      ) : null}
    </article>
  )
}

/**
 * `/tournaments/{tournament}/games/{id}` (public): one game: both sides with the legs won, its state and board, 180s,
 * 171s and high checkouts, and the way to the live match when it is scored on Oche.
 */
export function TournamentGameScreen({ tournamentId, id }: TournamentGameScreenProps) {
  return (
    <TournamentPage id={tournamentId} section="games">
      {(detail) => <TournamentGame detail={detail} gameId={id} />}
    </TournamentPage>
  )
}
