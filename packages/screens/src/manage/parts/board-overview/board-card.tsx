import type { BoardGame, BoardState, LiveBoard } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  type BadgeVariant,
} from '@oche/ui'
import { Radio } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { usePlatform } from '../../../app/platform/platform-context'
import { BoardGameScore } from './board-game-score'
import { DeviceHealth } from './device-health'
import { formatDuration, secondsSince } from './format-duration'
import { NoShow } from './no-show'
import { useBoardLabels } from './use-board-labels'
import { useNow } from './use-clock'
import { routePath } from '../../../routing/route-path'
import { commonMessages } from '../../../app/common-messages/common-messages'

/** What an organiser can do on a board's card; each returns the change's promise (it rejects on failure). */
export type BoardCardActions = {
  walkover: (game: BoardGame, winner: 0 | 1) => Promise<unknown>
  confirm: (game: BoardGame) => Promise<unknown>
  uncall: (game: BoardGame) => Promise<unknown>
}

export type BoardCardProps = {
  board: LiveBoard
  /** Null for the public view: no buttons, no tablets. */
  actions: BoardCardActions | null
}

const badgeOf = (state: BoardState): BadgeVariant => {
  switch (state) {
    case 'free':
      return 'success'
    case 'called':
      return 'info'
    case 'playing':
      return 'live'
    case 'confirming':
      return 'warning'
    case 'disabled':
      return 'outline'
    default:
      return state satisfies never
  }
}

function BusyFor({ since }: { since: string }) {
  const intl = useIntl()
  const now = useNow(15_000)
  return (
    <p className="text-sm text-muted-foreground">
      <FormattedMessage
        id="manage.boardOverview.busyFor"
        description="How long a board has had its current game; {time} is a duration such as 14 min"
        defaultMessage="Busy for {time}"
        values={{ time: formatDuration(intl, Math.max(60, secondsSince(since, now))) }}
      />
    </p>
  )
}

function ResultLine({ game }: { game: BoardGame }) {
  if (!game.result) return null
  return (
    <p className="text-sm font-medium">
      <FormattedMessage
        id="manage.boardOverview.result"
        description="The result in legs of a finished game awaiting confirmation"
        defaultMessage="Result {first}–{second}"
        values={{ first: game.result.legs[0], second: game.result.legs[1] }}
      />
    </p>
  )
}

/** One board at a glance: its state, the game on it and its score, why it was called, and its tablets. */
export function BoardCard({ board, actions }: BoardCardProps) {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  const labels = useBoardLabels()
  const game = board.game
  const boardLabel = labels.board(board)

  return (
    <Card
      asChild
      data-state={board.state}
      className="h-full gap-3 py-4 data-[state=disabled]:border-dashed data-[state=disabled]:bg-surface"
    >
      <article aria-label={boardLabel}>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
          <CardTitle className="min-w-0">
            <FormattedMessage
              id="manage.boardOverview.board"
              description="A board by its number, e.g. Board 3"
              defaultMessage="Board {number}"
              values={{ number: board.number }}
            />
            {board.name ? (
              <span className="block truncate text-sm font-normal text-muted-foreground">{board.name}</span>
            ) : null}
          </CardTitle>
          <Badge variant={badgeOf(board.state)}>{labels.state(board.state)}</Badge>
        </CardHeader>
        <CardContent className="flex flex-1 flex-col gap-3">
          {game ? (
            <>
              <p className="text-xs text-muted-foreground">{labels.where(game)}</p>
              <BoardGameScore game={game} />
              {board.state === 'confirming' ? <ResultLine game={game} /> : null}
              {board.busy_since ? <BusyFor since={board.busy_since} /> : null}
              {game.call ? <p className="text-xs text-muted-foreground">{labels.callReason(game.call)}</p> : null}
              {board.state === 'called' && game.no_show_at ? (
                <NoShow
                  game={{ ...game, no_show_at: game.no_show_at }}
                  boardLabel={boardLabel}
                  onWalkover={actions ? (winner) => actions.walkover(game, winner) : null}
                />
              ) : null}
            </>
          ) : board.state === 'free' ? (
            <p className="text-sm text-muted-foreground">
              <FormattedMessage
                id="manage.boardOverview.freeBody"
                description="Text on a free board's card"
                defaultMessage="Waiting for the next game"
              />
            </p>
          ) : null}
          {actions ? <DeviceHealth devices={board.devices} /> : null}
        </CardContent>
        {game && (actions || game.match_id) ? (
          <CardFooter className="mt-auto flex-wrap">
            {actions && board.state === 'confirming' ? (
              <Button size="lg" onClick={() => void actions.confirm(game).catch(() => undefined)}>
                <FormattedMessage
                  id="manage.boardOverview.confirm"
                  description="Button on a finished board: the organiser confirms the result instead of the players"
                  defaultMessage="Confirm result"
                />
              </Button>
            ) : null}
            {actions && board.state === 'called' ? (
              <ConfirmDialog
                title={intl.formatMessage(
                  {
                    id: 'manage.boardOverview.uncallTitle',
                    description: 'Confirmation title before taking a called game off its board',
                    defaultMessage: 'Take {players} off {board}?',
                  },
                  { players: labels.players(game), board: boardLabel },
                )}
                description={intl.formatMessage({
                  id: 'manage.boardOverview.uncallBody',
                  description: 'Confirmation text before taking a called game off its board',
                  defaultMessage: 'The game goes back to the front of the queue, held until you release it.',
                })}
                confirmLabel={intl.formatMessage({
                  id: 'manage.boardOverview.uncallConfirm',
                  description: 'Confirm button: take the game off its board',
                  defaultMessage: 'Take off',
                })}
                cancelLabel={intl.formatMessage(commonMessages.cancel)}
                onConfirm={() => actions.uncall(game)}
              >
                <Button size="lg" variant="outline">
                  <FormattedMessage
                    id="manage.boardOverview.uncall"
                    description="Button: take a called, not started game off its board"
                    defaultMessage="Take off board"
                  />
                </Button>
              </ConfirmDialog>
            ) : null}
            {game.match_id ? (
              <Button asChild size="lg" variant="ghost">
                <Link
                  href={localizedPath(routePath('live-id', { id: game.match_id }), locale)}
                  aria-label={intl.formatMessage(
                    {
                      id: 'manage.boardOverview.followOn',
                      description: "Accessible name of the link to a board's live match",
                      defaultMessage: 'Follow live on {board}',
                    },
                    { board: boardLabel },
                  )}
                >
                  <Radio aria-hidden />
                  <FormattedMessage
                    id="manage.boardOverview.follow"
                    description="Link to the live scores page of the match on a board"
                    defaultMessage="Follow live"
                  />
                </Link>
              </Button>
            ) : null}
          </CardFooter>
        ) : null}
      </article>
    </Card>
  )
}
