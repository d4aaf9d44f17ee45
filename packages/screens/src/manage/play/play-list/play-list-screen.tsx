import type { TournamentDetail } from '@oche/api'
import { Button, EmptyState, EmptyStateActions, EmptyStateDescription, EmptyStateTitle } from '@oche/ui'
import { useMemo, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { DrawPanel } from '../parts/draw/draw-panel'
import { GameDeskDialogs } from '../parts/game-desk/game-desk-dialogs'
import { useGameDesk } from '../parts/game-desk/use-game-desk'
import { GameCard } from '../parts/game-list/game-card'
import { GameFilters } from '../parts/game-list/game-filters'
import { allGames, filterGames, type GameFilter } from '../parts/game-list/filter-games'
import { sortGames } from '../parts/game-list/sort-games'
import { PlayFrame } from '../parts/play-frame/play-frame'
import { useTournamentPlay } from '../parts/play-data/use-tournament-play'

export type PlayListScreenProps = {
  /** The tournament id from `/manage/tournaments/{id}/play/list`. */
  id: string
}

function GameList({ detail }: { detail: TournamentDetail }) {
  const desk = useGameDesk(detail.tournament.id, detail)
  const [filter, setFilter] = useState<GameFilter>(allGames)
  const sorted = useMemo(() => sortGames(detail.games), [detail.games])
  const shown = filterGames(sorted, filter)
  const { status } = detail.tournament
  const canDraw = status === 'draft' || status === 'drawn'

  return (
    <div className="flex flex-col gap-6">
      {canDraw ? <DrawPanel detail={detail} draw={desk.actions.draw} /> : null}
      {detail.games.length > 0 ? (
        <>
          <GameFilters games={detail.games} value={filter} onValueChange={setFilter} />
          {shown.length > 0 ? (
            <ol className="grid grid-cols-1 gap-3 lg:grid-cols-2" data-slot="game-list">
              {shown.map((game) => (
                <li key={game.id} className="flex">
                  <GameCard
                    game={game}
                    games={detail.games}
                    onAction={(action) => desk.act(action, game)}
                    isBusy={desk.startingGameId === game.id}
                  />
                </li>
              ))}
            </ol>
          ) : (
            <EmptyState>
              <EmptyStateTitle>
                <FormattedMessage id="manage.playList.noMatchTitle" defaultMessage="No games match these filters" />
              </EmptyStateTitle>
              <EmptyStateActions>
                <Button variant="outline" onClick={() => setFilter(allGames)}>
                  <FormattedMessage id="manage.playList.noMatchClear" defaultMessage="Show all games" />
                </Button>
              </EmptyStateActions>
            </EmptyState>
          )}
        </>
      ) : (
        <EmptyState>
          <EmptyStateTitle>
            <FormattedMessage id="manage.playList.emptyTitle" defaultMessage="No games yet" />
          </EmptyStateTitle>
          <EmptyStateDescription>
            <FormattedMessage
              id="manage.playList.emptyBody"
              defaultMessage="The games appear here as soon as the draw is made."
            />
          </EmptyStateDescription>
        </EmptyState>
      )}
      <GameDeskDialogs desk={desk} detail={detail} />
    </div>
  )
}

/**
 * `/manage/tournaments/{id}/play/list` (organisers): every game, the next playable first, with the draw while
 * nothing is played; games are called to boards, scored live, and their results entered, corrected or removed.
 */
export function PlayListScreen({ id }: PlayListScreenProps) {
  const data = useTournamentPlay(id)
  return (
    <PlayFrame
      tournamentId={id}
      page="manage-tournaments-id-play-list"
      heading={<FormattedMessage id="manage.playList.heading" defaultMessage="Games" />}
      data={data}
    >
      {(detail) => <GameList detail={detail} />}
    </PlayFrame>
  )
}
