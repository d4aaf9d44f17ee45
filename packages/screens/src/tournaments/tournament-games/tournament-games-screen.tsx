import type { Game, TournamentDetail } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { Button, EmptyState, EmptyStateActions, EmptyStateDescription, EmptyStateTitle } from '@oche/ui'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { GameRow } from '../parts/game-list/game-row'
import { groupGames, hasEntry, matchesGameFilter, type GameFilter } from '../parts/game-list/group-games'
import { roundName } from '../parts/labels/round-names'
import { StageName } from '../parts/stage-names/stage-name'
import { TournamentPage } from '../parts/tournament-page/tournament-page'
import { tournamentGamePath } from '../parts/tournament-page/tournament-sections'
import { anyPlayer, GameFilters } from './game-filters'

export type TournamentGamesScreenProps = {
  /** The tournament id from `/tournaments/{tournament}/games`. */
  id: string
  /** `?player={entryId}` opens the list on one player's games. */
  searchParams?: Record<string, string>
}

function RoundHeading({ game }: { game: Game }) {
  const intl = useIntl()
  return game.round_code === 'roundRobin' ? (
    <FormattedMessage id="tournaments.games.round" defaultMessage="Round {round}" values={{ round: game.round }} />
  ) : (
    <>{roundName(intl, game)}</>
  )
}

function TournamentGames({ detail, initialPlayer }: { detail: TournamentDetail; initialPlayer: string }) {
  const locale = useLocale()
  const [filter, setFilter] = useState<GameFilter>('all')
  const [player, setPlayer] = useState(
    detail.entries.some((entry) => entry.id === initialPlayer) ? initialPlayer : anyPlayer,
  )
  if (detail.games.length === 0) {
    return (
      <EmptyState>
        <EmptyStateTitle>
          <FormattedMessage id="tournaments.games.notDrawnTitle" defaultMessage="No games yet" />
        </EmptyStateTitle>
        <EmptyStateDescription>
          <FormattedMessage
            id="tournaments.games.notDrawnBody"
            defaultMessage="The games are drawn when the tournament starts. Come back then to follow them live."
          />
        </EmptyStateDescription>
      </EmptyState>
    )
  }
  const shown = detail.games.filter(
    (game) => matchesGameFilter(game, filter) && (player === anyPlayer || hasEntry(game, player)),
  )
  const stages = groupGames(shown)
  return (
    <div className="flex flex-col gap-6">
      <GameFilters
        filter={filter}
        onFilterChange={setFilter}
        player={player}
        onPlayerChange={setPlayer}
        entries={detail.entries}
      />
      {stages.length === 0 ? (
        <EmptyState>
          <EmptyStateTitle>
            <FormattedMessage id="tournaments.games.noMatchesTitle" defaultMessage="No games match" />
          </EmptyStateTitle>
          <EmptyStateActions>
            <Button
              variant="outline"
              onClick={() => {
                setFilter('all')
                setPlayer(anyPlayer)
              }}
            >
              <FormattedMessage id="tournaments.games.showAll" defaultMessage="Show every game" />
            </Button>
          </EmptyStateActions>
        </EmptyState>
      ) : (
        stages.map(({ stage, rounds }) => (
          <section key={stage} aria-labelledby={`games-${stage}`} className="flex flex-col gap-4">
            <h2 id={`games-${stage}`} className="text-lg font-semibold">
              <StageName stage={stage} />
            </h2>
            {rounds.map((round) => (
              <div key={round.key} data-slot="games-round" className="flex flex-col gap-2">
                <h3 className="text-sm font-semibold text-muted-foreground">
                  {round.games[0] ? <RoundHeading game={round.games[0]} /> : null}
                </h3>
                <ul className="flex flex-col gap-2">
                  {round.games.map((game) => (
                    <GameRow
                      key={game.id}
                      game={game}
                      games={detail.games}
                      href={localizedPath(tournamentGamePath(detail.tournament.id, game.id), locale)}
                    />
                  ))}
                </ul>
              </div>
            ))}
          </section>
        ))
      )}
    </div>
  )
}

/**
 * `/tournaments/{tournament}/games` (public): every game by stage and round with live scores and its state
 * (waiting, called to a board, live, finished), filtered by state or player. Updates arrive over realtime.
 */
export function TournamentGamesScreen({ id, searchParams = {} }: TournamentGamesScreenProps) {
  return (
    <TournamentPage id={id} section="games">
      {(detail) => <TournamentGames detail={detail} initialPlayer={searchParams.player ?? ''} />}
    </TournamentPage>
  )
}
