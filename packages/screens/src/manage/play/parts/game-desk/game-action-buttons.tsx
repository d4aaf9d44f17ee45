import type { Game } from '@oche/api'
import { Button, cn } from '@oche/ui'
import { Ban, ClipboardPen, Megaphone, PencilLine, Play, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl'
import { gameMessages } from '../game-names/game-messages'
import { gameActions, type GameAction } from './game-actions'

export type GameActionButtonsProps = {
  game: Game
  onAction: (action: GameAction) => void
  /** The game whose live match is being opened: its buttons wait. */
  isBusy?: boolean
  /**
   * The game's players ("Anna v Ben") where the buttons of many games are on one page: each button's accessible name
   * then says whose game it acts on ("Enter result: Anna v Ben"). A dialog about one game leaves it out.
   */
  gameName?: string
  className?: string
}

const messages = defineMessages({
  move: { id: 'manage.playActions.move', defaultMessage: 'Change board' },
  call: { id: 'manage.playActions.call', defaultMessage: 'Call to board' },
  uncall: { id: 'manage.playActions.uncall', defaultMessage: 'Call off' },
  continue: { id: 'manage.playActions.continue', defaultMessage: 'Continue scoring' },
  score: { id: 'manage.playActions.score', defaultMessage: 'Score live' },
  enterResult: { id: 'manage.playActions.enterResult', defaultMessage: 'Enter result' },
  correctResult: { id: 'manage.playActions.correctResult', defaultMessage: 'Correct result' },
  removeResult: { id: 'manage.playActions.removeResult', defaultMessage: 'Remove result' },
})

function label(action: GameAction, game: Game): MessageDescriptor {
  switch (action) {
    case 'call':
      return game.state === 'called' ? messages.move : messages.call
    case 'uncall':
      return messages.uncall
    case 'score':
      return game.state === 'live' ? messages.continue : messages.score
    case 'enterResult':
      return messages.enterResult
    case 'correctResult':
      return messages.correctResult
    case 'removeResult':
      return messages.removeResult
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
export function GameActionButtons({ game, onAction, isBusy = false, gameName, className }: GameActionButtonsProps) {
  const intl = useIntl()
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
          aria-label={
            gameName === undefined
              ? undefined
              : intl.formatMessage(gameMessages.action, {
                  action: intl.formatMessage(label(action, game)),
                  game: gameName,
                })
          }
          onClick={() => onAction(action)}
        >
          {icons[action]}
          <FormattedMessage {...label(action, game)} />
        </Button>
      ))}
    </div>
  )
}
