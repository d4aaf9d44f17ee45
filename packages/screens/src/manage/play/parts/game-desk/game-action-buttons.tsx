import type { Game } from '@oche/api'
import { Button, cn } from '@oche/ui'
import { Ban, ClipboardPen, Megaphone, PencilLine, Play, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { gameActions, type GameAction } from './game-actions'

export type GameActionButtonsProps = {
  game: Game
  onAction: (action: GameAction) => void
  /** The game whose live match is being opened: its buttons wait. */
  isBusy?: boolean
  className?: string
}

function label(action: GameAction, game: Game): ReactNode {
  switch (action) {
    case 'call':
      return game.state === 'called' ? (
        <FormattedMessage id="manage.playActions.move" defaultMessage="Change board" />
      ) : (
        <FormattedMessage id="manage.playActions.call" defaultMessage="Call to board" />
      )
    case 'uncall':
      return <FormattedMessage id="manage.playActions.uncall" defaultMessage="Call off" />
    case 'score':
      return game.state === 'live' ? (
        <FormattedMessage id="manage.playActions.continue" defaultMessage="Continue scoring" />
      ) : (
        <FormattedMessage id="manage.playActions.score" defaultMessage="Score live" />
      )
    case 'enterResult':
      return <FormattedMessage id="manage.playActions.enterResult" defaultMessage="Enter result" />
    case 'correctResult':
      return <FormattedMessage id="manage.playActions.correctResult" defaultMessage="Correct result" />
    case 'removeResult':
      return <FormattedMessage id="manage.playActions.removeResult" defaultMessage="Remove result" />
    default:
      return action satisfies never
  }
}

const icons: Record<GameAction, ReactNode> = {
  call: <Megaphone aria-hidden />,
  uncall: <Ban aria-hidden />,
  score: <Play aria-hidden />,
  enterResult: <ClipboardPen aria-hidden />,
  correctResult: <PencilLine aria-hidden />,
  removeResult: <Trash2 aria-hidden />,
}

/** The buttons of what can be done with a game now, the main one filled. */
export function GameActionButtons({ game, onAction, isBusy = false, className }: GameActionButtonsProps) {
  const actions = gameActions(game)
  if (actions.length === 0) return null
  return (
    <div data-slot="game-actions" className={cn('flex flex-wrap gap-2', className)}>
      {actions.map((action, index) => (
        <Button
          key={action}
          variant={
            index === 0 && action !== 'correctResult' ? 'primary' : action === 'removeResult' ? 'ghost' : 'outline'
          }
          data-action={action}
          disabled={isBusy}
          onClick={() => onAction(action)}
        >
          {icons[action]}
          {label(action, game)}
        </Button>
      ))}
    </div>
  )
}
