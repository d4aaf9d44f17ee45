import type { Game } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { Button, Card } from '@oche/ui'
import { MapPin, Radio } from 'lucide-react'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../../../app/language/use-locale'
import { usePlatform } from '../../../../app/platform/platform-context'
import { GameActionButtons } from '../game-desk/game-action-buttons'
import type { GameAction } from '../game-desk/game-actions'
import { gameMessages } from '../game-names/game-messages'
import { GameStateBadge } from '../../../../tournaments/parts/game-state/game-state-badge'
import { useGameNames } from '../game-names/use-game-names'
import { GameSides } from './game-sides'
import { routePath } from '../../../../routing/route-path'

export type GameCardProps = {
  game: Game
  games: readonly Game[]
  onAction: (action: GameAction) => void
  isBusy?: boolean
}

/** One game of the list: its round, state and board, the players and score, and what can be done now. */
export function GameCard({ game, games, onAction, isBusy = false }: GameCardProps) {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  const names = useGameNames()
  const titleId = useId()
  const hasPlayers = game.sides.every((side) => side.id !== null)
  return (
    <Card asChild className="flex w-full flex-col gap-3 p-4">
      <article aria-labelledby={titleId} data-slot="game-card" data-game-id={game.id} data-state={game.state}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex min-w-0 flex-col">
            {/* A round of a group has several games: the heading's name says whose this one is (#27). */}
            <h3 id={titleId} className="font-semibold" aria-label={hasPlayers ? names.full(game) : undefined}>
              {names.title(game)}
            </h3>
            {game.group ? null : <p className="text-xs text-muted-foreground">{names.stage(game.stage)}</p>}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {game.board ? (
              <span data-slot="game-board" className="inline-flex items-center gap-1 text-sm font-medium">
                <MapPin aria-hidden className="size-4" />
                {intl.formatMessage(gameMessages.board, { board: game.board })}
              </span>
            ) : null}
            <GameStateBadge state={game.state} />
          </div>
        </div>
        <GameSides game={game} games={games} />
        {game.result?.walkover ? (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage id="manage.playList.walkoverNote" defaultMessage="Decided by walkover" />
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <GameActionButtons game={game} gameName={names.versus(game)} onAction={onAction} isBusy={isBusy} />
          {game.state === 'live' && game.match_id ? (
            <Button asChild variant="link" className="px-0">
              <Link
                href={localizedPath(routePath('live-id', { id: game.match_id }), locale)}
                aria-label={intl.formatMessage(gameMessages.action, {
                  action: intl.formatMessage({ id: 'manage.playList.watch', defaultMessage: 'Watch live' }),
                  game: names.versus(game),
                })}
              >
                <Radio aria-hidden />
                <FormattedMessage id="manage.playList.watch" defaultMessage="Watch live" />
              </Link>
            </Button>
          ) : null}
        </div>
      </article>
    </Card>
  )
}
