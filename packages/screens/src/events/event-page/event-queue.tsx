import type { QueuedGame } from '@oche/api'
import { FormattedMessage, useIntl } from 'react-intl'
import { boardGameLabel } from './board-game-label'
import { BoardGameSides } from './board-game-sides'

/** How many waiting games the page lists. */
export const upNextLimit = 8

/** Why a game waits, in a spectator's words: the organiser's holds and orders are not theirs to see. */
function WaitReason({ queued }: { queued: QueuedGame }) {
  const intl = useIntl()
  const hold = queued.hold
  if (hold === null || hold.kind === 'held')
    return <FormattedMessage id="events.page.waitingForBoard" defaultMessage="Waiting for a free board" />
  const players = intl.formatList(hold.players, { type: 'conjunction' })
  switch (hold.kind) {
    case 'playerBusy':
      return (
        <FormattedMessage
          id="events.page.playerBusy"
          defaultMessage="{count, plural, one {{players} is still playing} other {{players} are still playing}}"
          values={{ players, count: hold.players.length }}
        />
      )
    case 'resting':
      return (
        <FormattedMessage
          id="events.page.playerResting"
          defaultMessage="{count, plural, one {{players} has a short break} other {{players} have a short break}}"
          values={{ players, count: hold.players.length }}
        />
      )
    default:
      return hold satisfies never
  }
}

export type EventQueueProps = { queue: readonly QueuedGame[] }

/** The next games to be called to a board, in calling order. */
export function EventQueue({ queue }: EventQueueProps) {
  const intl = useIntl()
  const shown = queue.slice(0, upNextLimit)
  return (
    <section aria-labelledby="event-up-next" className="flex flex-col gap-3">
      <h2 id="event-up-next" className="text-lg font-semibold">
        <FormattedMessage id="events.page.upNext" defaultMessage="Up next" />
      </h2>
      {shown.length === 0 ? (
        <p className="text-muted-foreground">
          <FormattedMessage id="events.page.queueEmpty" defaultMessage="No games are waiting for a board." />
        </p>
      ) : (
        <ol className="flex flex-col gap-2">
          {shown.map((queued, index) => (
            <li
              key={queued.game.id}
              data-slot="queued-game"
              data-hold={queued.hold?.kind ?? 'none'}
              className="grid grid-cols-[2rem_1fr] gap-x-2 gap-y-1 rounded-md border border-border px-3 py-2"
            >
              <span aria-hidden className="row-span-3 font-mono text-sm text-muted-foreground tabular-nums">
                {index + 1}
              </span>
              <span className="text-xs text-muted-foreground">{boardGameLabel(intl, queued.game)}</span>
              <BoardGameSides game={queued.game} isLive={false} />
              <span data-slot="wait-reason" className="text-sm text-muted-foreground">
                <WaitReason queued={queued} />
              </span>
            </li>
          ))}
        </ol>
      )}
      {queue.length > shown.length ? (
        <p className="text-sm text-muted-foreground">
          <FormattedMessage
            id="events.page.queueMore"
            defaultMessage="{count, plural, one {and # more game} other {and # more games}}"
            values={{ count: queue.length - shown.length }}
          />
        </p>
      ) : null}
    </section>
  )
}
