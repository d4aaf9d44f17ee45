import type { BoardGame } from '@oche/api'
import { Button, ConfirmDialog } from '@oche/ui'
import { Timer, TriangleAlert } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { formatCountdown, secondsSince } from './format-duration'
import { useNow } from './use-clock'
import { commonMessages } from '../../../app/common-messages/common-messages'

export type NoShowProps = {
  /** A called game with its `no_show_at`. */
  game: BoardGame & { no_show_at: string }
  boardLabel: string
  /** Null for the public view: the countdown shows, the walkover is not offered. */
  onWalkover: ((winner: 0 | 1) => Promise<unknown>) | null
}

/**
 * The time a called game's players have left to start, and once it ran out the organiser's question: give a
 * walkover? Each side's walkover is confirmed first, since it decides the game without a dart thrown.
 */
export function NoShow({ game, boardLabel, onWalkover }: NoShowProps) {
  const intl = useIntl()
  const now = useNow(1000)
  const left = -secondsSince(game.no_show_at, now)
  if (left > 0)
    return (
      <p className="flex items-center gap-2 text-sm" data-slot="no-show-countdown">
        <Timer aria-hidden className="size-4 text-muted-foreground" />
        <FormattedMessage
          id="manage.boardOverview.startWithin"
          description="Countdown on a called board: the players must start within {time} (m:ss)"
          defaultMessage="To start within {time}"
          values={{
            time: (
              <span role="timer" className="font-semibold tabular-nums">
                {formatCountdown(left)}
              </span>
            ),
          }}
        />
      </p>
    )
  return (
    <div
      data-slot="no-show-warning"
      className="flex flex-col gap-2 rounded-md border border-warning bg-warning/10 p-3 text-sm"
    >
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden className="size-4 text-warning" />
        {onWalkover ? (
          <FormattedMessage
            id="manage.boardOverview.noShowAsk"
            description="Warning to the organiser: a called game was not started in time; offer a walkover"
            defaultMessage="Not started: give a walkover?"
          />
        ) : (
          <FormattedMessage
            id="manage.boardOverview.noShow"
            description="Public view: a called game was not started within the allowed time"
            defaultMessage="Not started in time"
          />
        )}
      </p>
      {onWalkover ? (
        <div className="flex flex-wrap gap-2">
          {game.sides.map((side, index) => (
            <ConfirmDialog
              key={side.entry_id}
              variant="danger"
              title={intl.formatMessage(
                {
                  id: 'manage.boardOverview.walkoverTitle',
                  description: 'Confirmation title before giving a walkover to a player',
                  defaultMessage: 'Walkover to {name}?',
                },
                { name: side.name },
              )}
              description={intl.formatMessage(
                {
                  id: 'manage.boardOverview.walkoverBody',
                  description: 'Confirmation text before giving a walkover',
                  defaultMessage: '{name} wins without playing because {other} did not start. {board} becomes free.',
                },
                { name: side.name, other: game.sides[index === 0 ? 1 : 0].name, board: boardLabel },
              )}
              confirmLabel={intl.formatMessage({
                id: 'manage.boardOverview.walkoverConfirm',
                description: 'Confirm button: give the walkover',
                defaultMessage: 'Give the walkover',
              })}
              cancelLabel={intl.formatMessage(commonMessages.cancel)}
              onConfirm={() => onWalkover(index === 0 ? 0 : 1)}
            >
              <Button variant="outline" size="lg" className="min-w-0 flex-1">
                <span className="truncate">
                  <FormattedMessage
                    id="manage.boardOverview.walkoverTo"
                    description="Button: decide a no-show game for this player without play"
                    defaultMessage="Walkover to {name}"
                    values={{ name: side.name }}
                  />
                </span>
              </Button>
            </ConfirmDialog>
          ))}
        </div>
      ) : null}
    </div>
  )
}
