import type { BoardGame } from '@oche/api'
import { Badge } from '@oche/ui'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useBoardLabels } from './use-board-labels'

export type RecentResultsProps = { games: BoardGame[] }

function Side({ game, side }: { game: BoardGame; side: 0 | 1 }) {
  const isWinner = game.result?.winner === side
  return <span className={isWinner ? 'font-semibold' : undefined}>{game.sides[side].name}</span>
}

/** The event's latest finished games, latest first: who beat whom, by how much, on which board. */
export function RecentResults({ games }: RecentResultsProps) {
  const intl = useIntl()
  const labels = useBoardLabels()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-lg font-semibold">
        <FormattedMessage
          id="manage.boardOverview.recentTitle"
          description="Heading of the list of the latest finished games"
          defaultMessage="Latest results"
        />
      </h3>
      {games.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <FormattedMessage
            id="manage.boardOverview.recentEmpty"
            description="Shown when no game of the event has finished yet"
            defaultMessage="No game has finished yet."
          />
        </p>
      ) : (
        <ol className="flex flex-col rounded-lg border border-border bg-surface-raised px-3">
          {games.map((game) => (
            <li key={game.id} className="flex flex-col gap-0.5 border-b border-border py-2 text-sm last:border-b-0">
              <p className="flex flex-wrap items-center gap-x-2">
                <Side game={game} side={0} />
                {game.result ? (
                  <span className="font-semibold tabular-nums">
                    <FormattedMessage
                      id="manage.boardOverview.score"
                      description="A finished game's result in legs, e.g. 3–1"
                      defaultMessage="{first}–{second}"
                      values={{ first: game.result.legs[0], second: game.result.legs[1] }}
                    />
                  </span>
                ) : null}
                <Side game={game} side={1} />
                {game.result?.walkover ? (
                  <Badge variant="outline">
                    <FormattedMessage
                      id="manage.boardOverview.walkover"
                      description="Badge on a result decided without play"
                      defaultMessage="Walkover"
                    />
                  </Badge>
                ) : null}
              </p>
              <p className="text-xs text-muted-foreground">
                {[
                  labels.where(game),
                  game.board ? labels.board(game.board) : null,
                  game.finished_at ? intl.formatTime(game.finished_at, { hour: '2-digit', minute: '2-digit' }) : null,
                ]
                  .filter((part): part is string => part !== null)
                  .join(' · ')}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
