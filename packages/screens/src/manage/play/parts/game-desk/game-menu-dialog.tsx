import type { Game } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@oche/ui'
import { Radio } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../../../app/language/use-locale'
import { usePlatform } from '../../../../app/platform/platform-context'
import { GameSides } from '../game-list/game-sides'
import { gameMessages } from '../game-names/game-messages'
import { GameStateBadge } from '../../../../tournaments/parts/game-state/game-state-badge'
import { useGameNames } from '../game-names/use-game-names'
import { GameActionButtons } from './game-action-buttons'
import { gameActions, type GameAction } from './game-actions'
import { routePath } from '../../../../routing/route-path'
import { commonMessages } from '../../../../app/common-messages/common-messages'

export type GameMenuDialogProps = {
  game: Game
  /** Every game of the tournament, to say where a player not known yet comes from. */
  games: readonly Game[]
  open: boolean
  onOpenChange: (open: boolean) => void
  onAction: (action: GameAction) => void
  isBusy?: boolean
}

/** A game picked in a bracket or a group: who plays, where it stands, and what can be done with it. */
export function GameMenuDialog({ game, games, open, onOpenChange, onAction, isBusy = false }: GameMenuDialogProps) {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  const names = useGameNames()
  const hasActions = gameActions(game).length > 0
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={intl.formatMessage(commonMessages.close)}>
        <DialogHeader>
          <DialogTitle>{names.title(game)}</DialogTitle>
          <DialogDescription>{names.versus(game)}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-center gap-2">
          <GameStateBadge state={game.state} />
          {game.board ? (
            <span className="text-sm text-muted-foreground">
              {intl.formatMessage(gameMessages.board, { board: game.board })}
            </span>
          ) : null}
        </div>
        <GameSides game={game} games={games} />
        {hasActions ? (
          <GameActionButtons game={game} onAction={onAction} isBusy={isBusy} />
        ) : (
          <p className="text-sm text-muted-foreground">
            {game.state === 'waiting' ? (
              <FormattedMessage
                id="manage.playMenu.waiting"
                defaultMessage="This game can be called once both players are known."
              />
            ) : (
              <FormattedMessage id="manage.playMenu.nothing" defaultMessage="There is nothing to do for this game." />
            )}
          </p>
        )}
        {game.state === 'live' && game.match_id ? (
          <Button asChild variant="link" className="self-start px-0">
            <Link href={localizedPath(routePath('live-id', { id: game.match_id }), locale)}>
              <Radio aria-hidden />
              <FormattedMessage id="manage.playMenu.watch" defaultMessage="Watch live" />
            </Link>
          </Button>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
