import type { Game } from '@oche/api'
import { cn } from '@oche/ui'
import { ChevronRight } from 'lucide-react'
import { useIntl } from 'react-intl'
import { gameMessages } from '../parts/game-names/game-messages'
import { GameStateBadge } from '../../../tournaments/parts/game-state/game-state-badge'
import { useGameNames } from '../parts/game-names/use-game-names'

export type GroupGamesProps = {
  games: readonly Game[]
  /** Opens the game's actions (call, result, correction). */
  onGameSelect: (game: Game) => void
  labelledBy: string
}

/** A group's games, round by round, each a button that opens what can be done with it. */
export function GroupGames({ games, onGameSelect, labelledBy }: GroupGamesProps) {
  const intl = useIntl()
  const names = useGameNames()
  const ordered = [...games].sort((a, b) => a.round - b.round || a.slot - b.slot)
  return (
    <ol
      aria-labelledby={labelledBy}
      className="grid grid-cols-1 gap-1 lg:grid-cols-2 lg:gap-x-6"
      data-slot="group-games"
    >
      {ordered.map((game) => {
        const result = game.result
        return (
          <li key={game.id}>
            <button
              type="button"
              data-game-id={game.id}
              onClick={() => onGameSelect(game)}
              className={cn(
                'flex min-h-12 w-full items-center gap-3 rounded-md px-3 py-2 text-start hover:bg-muted',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              )}
            >
              <span className="w-8 shrink-0 text-xs text-muted-foreground">
                {intl.formatMessage(gameMessages.roundShort, { number: game.round })}
              </span>
              <span className="min-w-0 flex-1 truncate">{names.versus(game)}</span>
              {result && !result.walkover ? (
                <span className="font-mono font-semibold tabular-nums">
                  {intl.formatMessage(gameMessages.score, { home: result.legs[0], away: result.legs[1] })}
                </span>
              ) : null}
              <GameStateBadge state={game.state} />
              <ChevronRight aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            </button>
          </li>
        )
      })}
    </ol>
  )
}
