import type { GameState } from '@oche/api'
import { Badge, type BadgeVariant } from '@oche/ui'
import { useGameNames } from './use-game-names'

function variantOf(state: GameState): BadgeVariant {
  switch (state) {
    case 'ready':
      return 'info'
    case 'called':
      return 'warning'
    case 'live':
      return 'live'
    case 'finished':
    case 'walkover':
      return 'success'
    case 'waiting':
    case 'bye':
    case 'notNeeded':
      return 'neutral'
    default:
      return state satisfies never
  }
}

/** A game's state as a badge ("Ready", "Live", …), with the state in `data-game-state` for tests. */
export function GameStateBadge({ state }: { state: GameState }) {
  const names = useGameNames()
  return (
    <Badge variant={variantOf(state)} data-game-state={state}>
      {names.state(state)}
    </Badge>
  )
}
