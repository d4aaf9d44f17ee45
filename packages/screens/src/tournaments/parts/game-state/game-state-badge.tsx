import type { GameState } from '@oche/api'
import { Badge, type BadgeVariant } from '@oche/ui'
import { FormattedMessage } from 'react-intl'

export type GameStateBadgeProps = {
  state: GameState
  /** The board a called game goes to: a called badge names it ("Called: board 3"). */
  board?: string | null
  /** Only the states worth a glance in a bracket: live, called, walkover and not needed. */
  compact?: boolean
}

/** One colour per state, the same on every page that shows a game. */
export const gameStateVariants = {
  waiting: 'outline',
  ready: 'outline',
  called: 'info',
  live: 'live',
  finished: 'neutral',
  walkover: 'neutral',
  bye: 'neutral',
  notNeeded: 'outline',
} as const satisfies Record<GameState, BadgeVariant>

const hiddenWhenCompact: ReadonlySet<GameState> = new Set(['waiting', 'ready', 'finished', 'bye'])

function StateName({ state, board, compact }: Required<GameStateBadgeProps>) {
  switch (state) {
    case 'waiting':
      return <FormattedMessage id="tournaments.gameState.waiting" defaultMessage="Waiting" />
    case 'ready':
      return <FormattedMessage id="tournaments.gameState.ready" defaultMessage="Ready" />
    case 'called':
      if (board && compact)
        return <FormattedMessage id="tournaments.gameState.board" defaultMessage="Board {board}" values={{ board }} />
      if (board)
        return (
          <FormattedMessage
            id="tournaments.gameState.calledToBoard"
            defaultMessage="Called: board {board}"
            values={{ board }}
          />
        )
      return <FormattedMessage id="tournaments.gameState.called" defaultMessage="Called" />
    case 'live':
      return <FormattedMessage id="tournaments.gameState.live" defaultMessage="Live" />
    case 'finished':
      return <FormattedMessage id="tournaments.gameState.finished" defaultMessage="Finished" />
    case 'walkover':
      return <FormattedMessage id="tournaments.gameState.walkover" defaultMessage="Walkover" />
    case 'bye':
      return <FormattedMessage id="tournaments.gameState.bye" defaultMessage="Bye" />
    case 'notNeeded':
      return <FormattedMessage id="tournaments.gameState.notNeeded" defaultMessage="Not needed" />
    default:
      return state satisfies never
  }
}

/**
 * A game's state as a badge (waiting, ready, called (to which board), live, finished, walkover, bye, not needed),
 * in one colour per state on public and organiser pages alike; the state is in `data-game-state` for tests.
 */
export function GameStateBadge({ state, board = null, compact = false }: GameStateBadgeProps) {
  if (compact && hiddenWhenCompact.has(state)) return null
  return (
    <Badge variant={gameStateVariants[state]} data-game-state={state}>
      <StateName state={state} board={board} compact={compact} />
    </Badge>
  )
}
