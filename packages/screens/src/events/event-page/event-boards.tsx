import type { LiveBoard } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { Badge } from '@oche/ui'
import { Radio } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { boardGameLabel, boardGamePlayers } from './board-game-label'
import { BoardGameSides } from './board-game-sides'
import { routePath } from '../../routing/route-path'

function BoardName({ board }: { board: Pick<LiveBoard, 'number' | 'name'> }) {
  return board.name ? (
    <FormattedMessage
      id="events.page.boardNamed"
      defaultMessage="Board {number} · {name}"
      values={{ number: board.number, name: board.name }}
    />
  ) : (
    <FormattedMessage id="events.page.board" defaultMessage="Board {number}" values={{ number: board.number }} />
  )
}

function BoardStateBadge({ state }: { state: LiveBoard['state'] }) {
  switch (state) {
    case 'called':
      return (
        <Badge variant="info" data-board-state={state}>
          <FormattedMessage id="events.page.boardCalled" defaultMessage="Players called" />
        </Badge>
      )
    case 'playing':
      return (
        <Badge variant="live" data-board-state={state}>
          <FormattedMessage id="events.page.boardPlaying" defaultMessage="Live" />
        </Badge>
      )
    case 'confirming':
      return (
        <Badge variant="neutral" data-board-state={state}>
          <FormattedMessage id="events.page.boardConfirming" defaultMessage="Just finished" />
        </Badge>
      )
    case 'free':
      return (
        <Badge variant="outline" data-board-state={state}>
          <FormattedMessage id="events.page.boardFree" defaultMessage="Free" />
        </Badge>
      )
    case 'disabled':
      return (
        <Badge variant="outline" data-board-state={state}>
          <FormattedMessage id="events.page.boardOff" defaultMessage="Not in use" />
        </Badge>
      )
    default:
      return state satisfies never
  }
}

/** A board with a game on it: who plays what, the score as it happens and the way to follow it live. */
function BusyBoard({ board }: { board: LiveBoard & { game: NonNullable<LiveBoard['game']> } }) {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  const { game } = board
  return (
    <li
      data-slot="live-board"
      data-board={board.number}
      data-state={board.state}
      className="relative flex flex-col gap-2 rounded-lg border border-border bg-surface-raised p-3 focus-within:ring-2 focus-within:ring-ring data-[state=playing]:border-danger"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">
          <BoardName board={board} />
        </h3>
        <BoardStateBadge state={board.state} />
      </div>
      <p className="text-xs text-muted-foreground">{boardGameLabel(intl, game)}</p>
      <BoardGameSides game={game} isLive={board.state === 'playing'} />
      {game.match_id ? (
        <Link
          href={localizedPath(routePath('live-id', { id: game.match_id }), locale)}
          // The visible words first, so that voice control finds the link by what it shows.
          aria-label={intl.formatMessage(
            { id: 'events.page.followLiveLabel', defaultMessage: 'Follow live: {players}' },
            { players: boardGamePlayers(game) },
          )}
          className="inline-block self-start py-2.5 text-sm font-medium text-primary outline-none after:absolute after:inset-0 after:rounded-lg print:hidden"
        >
          <Radio aria-hidden className="me-1.5 inline size-4 align-[-3px]" />
          <FormattedMessage id="events.page.followLive" defaultMessage="Follow live" />
        </Link>
      ) : null}
    </li>
  )
}

export type EventBoardsProps = { boards: readonly LiveBoard[] }

/** The boards: those with a game as cards, the free and unused ones in a compact row. */
export function EventBoards({ boards }: EventBoardsProps) {
  const busy = boards.flatMap((board) => (board.game ? [{ ...board, game: board.game }] : []))
  const idle = boards.filter((board) => !board.game)
  return (
    <section aria-labelledby="event-boards" className="flex flex-col gap-3">
      <h2 id="event-boards" className="text-lg font-semibold">
        <FormattedMessage id="events.page.boards" defaultMessage="On the boards" />
      </h2>
      {busy.length > 0 ? (
        <ul className="grid gap-3 @xl:grid-cols-2 @4xl:grid-cols-3">
          {busy.map((board) => (
            <BusyBoard key={board.id} board={board} />
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground">
          <FormattedMessage id="events.page.noGamesOnBoards" defaultMessage="No games on the boards right now." />
        </p>
      )}
      {idle.length > 0 ? (
        <ul data-slot="idle-boards" className="flex flex-wrap gap-2 text-sm">
          {idle.map((board) => (
            <li
              key={board.id}
              data-slot="live-board"
              data-board={board.number}
              data-state={board.state}
              className="flex items-center gap-2 rounded-md border border-border px-2 py-1 data-[state=disabled]:opacity-70"
            >
              <BoardName board={board} />
              <BoardStateBadge state={board.state} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
