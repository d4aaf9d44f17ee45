import type { BoardGame } from '@oche/api'
import { cn } from '@oche/ui'
import { FormattedMessage } from 'react-intl'

export type BoardGameScoreProps = { game: BoardGame }

/**
 * Who plays on the board and, once they threw, the score at a glance: legs (or sets and legs) and what each side
 * has left, the side to throw marked. Before the first dart only the names show.
 */
export function BoardGameScore({ game }: BoardGameScoreProps) {
  const summary = game.summary
  const isSets = game.format.kind === 'sets'
  const isOver = summary?.outcome != null
  return (
    <ul className="flex flex-col gap-1" data-slot="board-game-score">
      {game.sides.map((side, index) => {
        const isThrowing = summary !== null && !isOver && summary.currentLeg.thrower === index
        return (
          <li
            key={side.entry_id}
            data-throwing={isThrowing || undefined}
            className={cn(
              'flex flex-wrap items-center gap-x-2 rounded-md px-2 py-1',
              isThrowing && 'bg-primary/10 font-semibold',
            )}
          >
            <span
              aria-hidden
              className={cn('size-2 shrink-0 rounded-full', isThrowing ? 'bg-primary' : 'bg-transparent')}
            />
            {/* A narrow card puts the score under the name rather than cutting the name short. */}
            <span className="min-w-0 flex-1 basis-28 truncate">{side.name}</span>
            {isThrowing ? (
              <span className="sr-only">
                <FormattedMessage
                  id="manage.boardOverview.toThrow"
                  description="After a player's name on a board card: this player throws next"
                  defaultMessage="to throw"
                />
              </span>
            ) : null}
            {summary ? (
              <span className="ms-auto flex shrink-0 items-baseline gap-3 tabular-nums">
                {isSets ? (
                  <span className="text-sm text-muted-foreground">
                    <FormattedMessage
                      id="manage.boardOverview.sets"
                      description="Sets won by a player in a set-play match"
                      defaultMessage="{sets, plural, one {# set} other {# sets}}"
                      values={{ sets: summary.setsWon[index] ?? 0 }}
                    />
                  </span>
                ) : null}
                <span className="text-sm text-muted-foreground">
                  <FormattedMessage
                    id="manage.boardOverview.legs"
                    description="Legs won by a player in the match on a board"
                    defaultMessage="{legs, plural, one {# leg} other {# legs}}"
                    values={{ legs: summary.legsWon[index] ?? 0 }}
                  />
                </span>
                {isOver ? null : (
                  <span className="w-10 text-right text-lg font-semibold">
                    <span className="sr-only">
                      <FormattedMessage
                        id="manage.boardOverview.remaining"
                        description="Screen-reader text: the points a player has left in the current leg"
                        defaultMessage="{score} left"
                        values={{ score: summary.currentLeg.remaining[index] ?? 0 }}
                      />
                    </span>
                    <span aria-hidden>{summary.currentLeg.remaining[index] ?? null}</span>
                  </span>
                )}
              </span>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
