import type { Game } from '@oche/api'
import { Badge } from '@oche/ui'
import { FormattedMessage } from 'react-intl'

export type GameStateBadgeProps = {
  game: Pick<Game, 'state' | 'board'>
  /** Only the states worth a glance in a bracket: live, called, walkover and not needed. */
  compact?: boolean
}

/** A game's state as a badge: waiting, ready, called (to which board), live, finished, walkover, bye, not needed. */
export function GameStateBadge({ game, compact = false }: GameStateBadgeProps) {
  const { state, board } = game
  switch (state) {
    case 'waiting':
      return compact ? null : (
        <Badge variant="outline" data-game-state={state}>
          <FormattedMessage id="tournaments.gameState.waiting" defaultMessage="Waiting" />
        </Badge>
      )
    case 'ready':
      return compact ? null : (
        <Badge variant="outline" data-game-state={state}>
          <FormattedMessage id="tournaments.gameState.ready" defaultMessage="Ready" />
        </Badge>
      )
    case 'called':
      return (
        <Badge variant="info" data-game-state={state}>
          {board && compact ? (
            <FormattedMessage id="tournaments.gameState.board" defaultMessage="Board {board}" values={{ board }} />
          ) : board ? (
            <FormattedMessage
              id="tournaments.gameState.calledToBoard"
              defaultMessage="Called: board {board}"
              values={{ board }}
            />
          ) : (
            <FormattedMessage id="tournaments.gameState.called" defaultMessage="Called" />
          )}
        </Badge>
      )
    case 'live':
      return (
        <Badge variant="live" data-game-state={state}>
          <FormattedMessage id="tournaments.gameState.live" defaultMessage="Live" />
        </Badge>
      )
    case 'finished':
      return compact ? null : (
        <Badge variant="neutral" data-game-state={state}>
          <FormattedMessage id="tournaments.gameState.finished" defaultMessage="Finished" />
        </Badge>
      )
    case 'walkover':
      return (
        <Badge variant="neutral" data-game-state={state}>
          <FormattedMessage id="tournaments.gameState.walkover" defaultMessage="Walkover" />
        </Badge>
      )
    case 'bye':
      return compact ? null : (
        <Badge variant="neutral" data-game-state={state}>
          <FormattedMessage id="tournaments.gameState.bye" defaultMessage="Bye" />
        </Badge>
      )
    case 'notNeeded':
      return (
        <Badge variant="outline" data-game-state={state}>
          <FormattedMessage id="tournaments.gameState.notNeeded" defaultMessage="Not needed" />
        </Badge>
      )
    default:
      return state satisfies never
  }
}
