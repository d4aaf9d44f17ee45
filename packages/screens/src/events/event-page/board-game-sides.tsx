import type { BoardGame } from '@oche/api'
import { cn } from '@oche/ui'
import { Check } from 'lucide-react'
import { FormattedMessage } from 'react-intl'

export type BoardGameSidesProps = {
  game: BoardGame
  /** A game on the oche shows its score as it happens, remaining scores included. */
  isLive: boolean
  className?: string
}

/** The legs (or sets) a side has won: the final result once there is one, else the live summary. */
function scoreOf(game: BoardGame, index: 0 | 1): number | null {
  if (game.result) return game.result.legs[index]
  if (!game.summary) return null
  const won = game.format.kind === 'sets' ? game.summary.setsWon : game.summary.legsWon
  return won[index] ?? 0
}

/** Both players of a game with their score, the winner marked once it is decided. */
export function BoardGameSides({ game, isLive, className }: BoardGameSidesProps) {
  const winner = game.result?.winner
  return (
    <ul data-slot="board-game-sides" className={cn('flex flex-col gap-1', className)}>
      {game.sides.map((side, index) => {
        const position = index as 0 | 1
        const isWinner = winner === position
        const score = scoreOf(game, position)
        const remaining = isLive && !game.result ? game.summary?.currentLeg.remaining[position] : undefined
        const isThrowing = isLive && !game.result && game.summary?.currentLeg.thrower === position
        return (
          <li
            key={side.entry_id}
            data-slot="board-game-side"
            data-winner={isWinner || undefined}
            data-throwing={isThrowing || undefined}
            className={cn('flex items-center gap-2', isWinner && 'font-semibold')}
          >
            <span className="min-w-0 truncate">{side.name}</span>
            {isWinner ? (
              <>
                <Check aria-hidden className="size-4 shrink-0 text-success" />
                <span className="sr-only">
                  <FormattedMessage id="events.page.winner" defaultMessage="(winner)" />
                </span>
              </>
            ) : null}
            {isThrowing ? (
              <span className="sr-only">
                <FormattedMessage id="events.page.throwing" defaultMessage="(to throw)" />
              </span>
            ) : null}
            {remaining !== undefined ? (
              <span data-slot="board-game-remaining" className="ms-auto text-sm text-muted-foreground tabular-nums">
                <FormattedMessage id="events.page.remaining" defaultMessage="{remaining} left" values={{ remaining }} />
              </span>
            ) : null}
            {score !== null ? (
              <span
                data-slot="board-game-score"
                className={cn(
                  'w-6 text-end font-mono text-lg font-semibold tabular-nums',
                  remaining === undefined && 'ms-auto',
                )}
              >
                {score}
              </span>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
