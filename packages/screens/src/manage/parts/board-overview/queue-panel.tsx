import type { LiveBoard, QueuedGame } from '@oche/api'
import {
  Badge,
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
  EmptyState,
  EmptyStateDescription,
  EmptyStateIcon,
  EmptyStateTitle,
  IconButton,
} from '@oche/ui'
import { ArrowDown, ArrowUp, Hourglass, Pause, Play, Target } from 'lucide-react'
import { useId, useLayoutEffect, useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useBoardLabels } from './use-board-labels'

/** What an organiser can do with waiting games; each returns the change's promise. */
export type QueueActions = {
  call: (queued: QueuedGame, board: LiveBoard) => Promise<unknown>
  hold: (queued: QueuedGame, held: boolean) => Promise<unknown>
  /** The full new order of the waiting games' ids. */
  reorder: (gameIds: string[], moved: QueuedGame) => Promise<unknown>
}

export type QueuePanelProps = {
  queue: QueuedGame[]
  /** The boards a waiting game can be called to now. */
  freeBoards: LiveBoard[]
  /** Null for the public view. */
  actions: QueueActions | null
}

const ignore = () => undefined

/** The order with the game at `index` swapped with its neighbour `by` places away. */
function moved(queue: QueuedGame[], index: number, by: -1 | 1): string[] {
  const ids = queue.map((queued) => queued.game.id)
  const [game] = ids.splice(index, 1)
  if (game !== undefined) ids.splice(index + by, 0, game)
  return ids
}

type MoveDirection = 'up' | 'down'

function QueueItem({
  queued,
  index,
  queue,
  freeBoards,
  actions,
  onMove,
  moveButtonRef,
}: {
  queued: QueuedGame
  index: number
  queue: QueuedGame[]
  freeBoards: LiveBoard[]
  actions: QueueActions | null
  onMove: (direction: MoveDirection) => void
  moveButtonRef: (direction: MoveDirection) => (element: HTMLButtonElement | null) => void
}) {
  const intl = useIntl()
  const labels = useBoardLabels()
  const titleId = useId()
  const players = labels.players(queued.game)
  return (
    <li
      aria-labelledby={titleId}
      data-held={queued.held || undefined}
      className="flex flex-col gap-2 border-b border-border py-3 last:border-b-0 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <span aria-hidden className="w-6 shrink-0 pt-0.5 text-right font-semibold text-muted-foreground tabular-nums">
          {index + 1}
        </span>
        <div className="flex min-w-0 flex-col gap-0.5">
          <p id={titleId} className="font-medium">
            {players}
          </p>
          <p className="text-xs text-muted-foreground">{labels.where(queued.game)}</p>
          <p className="flex flex-wrap items-center gap-2 text-sm" data-slot="queue-hold">
            {queued.hold ? <Hourglass aria-hidden className="size-4 text-muted-foreground" /> : null}
            <span>{labels.hold(queued.hold, actions !== null)}</span>
            {queued.manual_position !== null && actions ? (
              <Badge variant="outline">
                <FormattedMessage
                  id="manage.boardOverview.placedByYou"
                  description="Badge on a waiting game the organiser moved in the calling order"
                  defaultMessage="Placed by you"
                />
              </Badge>
            ) : null}
          </p>
        </div>
      </div>
      {actions ? (
        <div className="flex flex-wrap items-center gap-2 pl-9 sm:pl-0">
          <DropdownMenu>
            <DropdownMenuTrigger asChild disabled={freeBoards.length === 0}>
              <Button
                size="lg"
                variant="outline"
                aria-label={intl.formatMessage(
                  {
                    id: 'manage.boardOverview.callOpen',
                    description:
                      'Accessible name of the button that opens the list of free boards to call a waiting game to',
                    defaultMessage: 'Call {players} to a board',
                  },
                  { players },
                )}
              >
                <Target aria-hidden />
                <FormattedMessage
                  id="manage.boardOverview.callShort"
                  description="Visible text of the button that calls a waiting game to a board"
                  defaultMessage="Call"
                />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuLabel>
                <FormattedMessage
                  id="manage.boardOverview.freeBoards"
                  description="Heading of the menu listing the boards a game can be called to"
                  defaultMessage="Free boards"
                />
              </DropdownMenuLabel>
              {freeBoards.map((board) => (
                <DropdownMenuItem key={board.id} onSelect={() => void actions.call(queued, board).catch(ignore)}>
                  {labels.board(board)}
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
          <Button
            size="lg"
            variant="ghost"
            aria-label={
              queued.held
                ? intl.formatMessage(
                    {
                      id: 'manage.boardOverview.releaseLabel',
                      description: 'Accessible name of the release button of a waiting game',
                      defaultMessage: 'Release {players}',
                    },
                    { players },
                  )
                : intl.formatMessage(
                    {
                      id: 'manage.boardOverview.holdLabel',
                      description: 'Accessible name of the hold button of a waiting game',
                      defaultMessage: 'Hold {players}',
                    },
                    { players },
                  )
            }
            onClick={() => void actions.hold(queued, !queued.held).catch(ignore)}
          >
            {queued.held ? <Play aria-hidden /> : <Pause aria-hidden />}
            {queued.held ? (
              <FormattedMessage
                id="manage.boardOverview.release"
                description="Button: let a held waiting game be called again"
                defaultMessage="Release"
              />
            ) : (
              <FormattedMessage
                id="manage.boardOverview.hold"
                description="Button: hold a waiting game back from automatic calling"
                defaultMessage="Hold"
              />
            )}
          </Button>
          <IconButton
            size="lg"
            variant="ghost"
            disabled={index === 0}
            ref={moveButtonRef('up')}
            label={intl.formatMessage(
              {
                id: 'manage.boardOverview.moveUp',
                description:
                  'Accessible name of the button moving a waiting game one place earlier in the calling order',
                defaultMessage: 'Move {players} up',
              },
              { players },
            )}
            onClick={() => onMove('up')}
          >
            <ArrowUp />
          </IconButton>
          <IconButton
            size="lg"
            variant="ghost"
            disabled={index === queue.length - 1}
            ref={moveButtonRef('down')}
            label={intl.formatMessage(
              {
                id: 'manage.boardOverview.moveDown',
                description: 'Accessible name of the button moving a waiting game one place later in the calling order',
                defaultMessage: 'Move {players} down',
              },
              { players },
            )}
            onClick={() => onMove('down')}
          >
            <ArrowDown />
          </IconButton>
        </div>
      ) : null}
    </li>
  )
}

/** The games waiting for a board, in calling order, each with what holds it back; organisers call, hold and order. */
export function QueuePanel({ queue, freeBoards, actions }: QueuePanelProps) {
  const intl = useIntl()
  const headingId = useId()
  const list = useRef<HTMLOListElement>(null)
  const moveButtons = useRef(new Map<string, HTMLButtonElement>())
  // The game just moved and where it goes: once the queue shows it there, the focus is back on its button (#27).
  const moving = useRef<{ gameId: string; index: number; direction: MoveDirection } | null>(null)

  useLayoutEffect(() => {
    const target = moving.current
    if (!target || queue[target.index]?.game.id !== target.gameId) return
    moving.current = null
    // Moving the row (or disabling the pressed button at either end) took the focus away; give it back, not taken
    // from wherever the organiser went in the meantime.
    const active = document.activeElement
    if (active && active !== document.body && !list.current?.contains(active)) return
    const isAtEnd = target.direction === 'up' ? target.index === 0 : target.index === queue.length - 1
    const direction = isAtEnd ? (target.direction === 'up' ? 'down' : 'up') : target.direction
    moveButtons.current.get(`${target.gameId}:${direction}`)?.focus()
  }, [queue])

  const move = (queued: QueuedGame, index: number, direction: MoveDirection) => {
    if (!actions) return
    const by = direction === 'up' ? -1 : 1
    moving.current = { gameId: queued.game.id, index: index + by, direction }
    void actions.reorder(moved(queue, index, by), queued).catch(() => {
      moving.current = null
    })
  }
  const moveButtonRef = (gameId: string) => (direction: MoveDirection) => (element: HTMLButtonElement | null) => {
    if (element) moveButtons.current.set(`${gameId}:${direction}`, element)
    else moveButtons.current.delete(`${gameId}:${direction}`)
  }
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-lg font-semibold">
        <FormattedMessage
          id="manage.boardOverview.queueTitle"
          description="Heading of the queue of games waiting for a board, with their number"
          defaultMessage="Waiting games ({count})"
          values={{ count: queue.length }}
        />
      </h3>
      {queue.length === 0 ? (
        <EmptyState className="w-full py-8">
          <EmptyStateIcon>
            <Hourglass />
          </EmptyStateIcon>
          <EmptyStateTitle>
            <FormattedMessage
              id="manage.boardOverview.queueEmptyTitle"
              description="Empty state title of the queue of waiting games"
              defaultMessage="No games waiting"
            />
          </EmptyStateTitle>
          <EmptyStateDescription>
            <FormattedMessage
              id="manage.boardOverview.queueEmptyBody"
              description="Empty state of the queue of waiting games"
              defaultMessage="A game joins the queue as soon as both its players are known."
            />
          </EmptyStateDescription>
        </EmptyState>
      ) : (
        <ol
          ref={list}
          aria-label={intl.formatMessage({
            id: 'manage.boardOverview.queueList',
            description: 'Accessible name of the list of waiting games in calling order',
            defaultMessage: 'Calling order',
          })}
          className="rounded-lg border border-border bg-surface-raised px-3"
        >
          {queue.map((queued, index) => (
            <QueueItem
              key={queued.game.id}
              queued={queued}
              index={index}
              queue={queue}
              freeBoards={freeBoards}
              actions={actions}
              onMove={(direction) => move(queued, index, direction)}
              moveButtonRef={moveButtonRef(queued.game.id)}
            />
          ))}
        </ol>
      )}
    </section>
  )
}
