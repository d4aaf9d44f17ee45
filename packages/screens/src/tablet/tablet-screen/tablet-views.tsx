import type { BoardGame, TabletState } from '@oche/api'
import {
  Button,
  Card,
  CardContent,
  EmptyState,
  EmptyStateActions,
  EmptyStateDescription,
  EmptyStateIcon,
  EmptyStateTitle,
  Skeleton,
  SkeletonGroup,
} from '@oche/ui'
import { Play, PowerOff, TriangleAlert } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { BoardQrCode } from './board-qr-code'
import { GameContext, GameFormat, GamePlayers } from './game-details'
import { commonMessages } from '../../app/common-messages/common-messages'

export function TabletLoading() {
  const intl = useIntl()
  return (
    <SkeletonGroup
      label={intl.formatMessage({
        id: 'tablet.screen.loading',
        defaultMessage: 'Loading the board',
        description: 'Screen reader label while the board tablet loads',
      })}
      className="gap-4"
    >
      <Skeleton shape="block" className="h-16" />
      <Skeleton shape="block" className="h-64" />
    </SkeletonGroup>
  )
}

export function TabletLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState role="alert" className="w-full">
      <EmptyStateIcon>
        <TriangleAlert />
      </EmptyStateIcon>
      <EmptyStateTitle>
        <FormattedMessage
          id="tablet.screen.errorTitle"
          defaultMessage="The board could not be loaded"
          description="Title when the board tablet cannot load its state"
        />
      </EmptyStateTitle>
      <EmptyStateDescription>
        <FormattedMessage
          id="tablet.screen.errorBody"
          defaultMessage="Oche could not be reached. Check the tablet’s connection and try again."
          description="Text when the board tablet cannot load its state"
        />
      </EmptyStateDescription>
      <EmptyStateActions>
        <Button size="xl" onClick={onRetry}>
          <FormattedMessage {...commonMessages.tryAgain} />
        </Button>
      </EmptyStateActions>
    </EmptyState>
  )
}

function NextGame({ game }: { game: BoardGame }) {
  return (
    <section aria-labelledby="tablet-next-title" className="flex flex-col gap-1">
      <h2 id="tablet-next-title" className="text-muted-foreground text-sm font-medium uppercase tracking-wide">
        <FormattedMessage
          id="tablet.waiting.nextTitle"
          defaultMessage="Next up"
          description="Heading above the game likely to come to this board next"
        />
      </h2>
      <GamePlayers game={game} size="small" />
      <p className="text-muted-foreground">
        <GameContext game={game} />
      </p>
      <p className="text-muted-foreground">
        <GameFormat game={game} />
      </p>
    </section>
  )
}

/** Between games: the board's number from across the room, what is likely next, and a QR code to follow it. */
export function WaitingView({ tablet }: { tablet: TabletState }) {
  return (
    <div data-slot="tablet-waiting" className="grid items-center gap-8 md:grid-cols-[1fr_auto]">
      <div className="flex flex-col gap-6">
        <div>
          <p className="text-muted-foreground text-lg">
            <FormattedMessage
              id="tablet.waiting.title"
              defaultMessage="Waiting for the next game"
              description="The board tablet between games"
            />
          </p>
          <p className="text-8xl font-black tabular-nums" aria-hidden>
            {tablet.board.number}
          </p>
        </div>
        {tablet.next ? (
          <NextGame game={tablet.next} />
        ) : (
          <p className="text-lg">
            <FormattedMessage
              id="tablet.waiting.nothingNext"
              defaultMessage="No game is waiting for a board. The next one appears here as soon as it is called."
              description="Waiting screen of the board tablet when the queue is empty"
            />
          </p>
        )}
      </div>
      {tablet.board.event ? (
        <BoardQrCode
          eventId={tablet.board.event.id}
          boardNumber={tablet.board.number}
          className="justify-self-center"
        />
      ) : null}
    </div>
  )
}

export type CalledViewProps = {
  game: BoardGame
  onStart: () => void
  isStarting: boolean
  startError: string | null
}

/** A game was called to the board: who plays what, and the button the players press at the oche. */
export function CalledView({ game, onStart, isStarting, startError }: CalledViewProps) {
  return (
    <Card data-slot="tablet-called">
      <CardContent className="flex flex-col items-center gap-6 py-8 text-center">
        <p className="text-muted-foreground text-lg">
          <FormattedMessage
            id="tablet.called.title"
            defaultMessage="Called to this board"
            description="Above the players of the game called to the board"
          />
        </p>
        <GamePlayers game={game} />
        <p className="text-xl">
          <GameContext game={game} />
        </p>
        <p className="text-2xl font-semibold">
          <GameFormat game={game} />
        </p>
        {startError ? (
          <p role="alert" className="text-danger">
            {startError}
          </p>
        ) : null}
        <Button size="xl" className="min-h-20 w-full max-w-md text-2xl" onClick={onStart} disabled={isStarting}>
          <Play aria-hidden className="size-7" />
          {isStarting ? (
            <FormattedMessage
              id="tablet.called.starting"
              defaultMessage="Starting…"
              description="While the game starts"
            />
          ) : (
            <FormattedMessage
              id="tablet.called.start"
              defaultMessage="Start the game"
              description="Button the players press when they are at the oche"
            />
          )}
        </Button>
      </CardContent>
    </Card>
  )
}

export function DisabledView({ boardNumber }: { boardNumber: number }) {
  return (
    <EmptyState data-slot="tablet-disabled" className="w-full">
      <EmptyStateIcon>
        <PowerOff />
      </EmptyStateIcon>
      <EmptyStateTitle>
        <FormattedMessage
          id="tablet.disabled.title"
          defaultMessage="Board {number} is switched off"
          description="Title of the board tablet when the organiser switched the board off"
          values={{ number: boardNumber }}
        />
      </EmptyStateTitle>
      <EmptyStateDescription>
        <FormattedMessage
          id="tablet.disabled.body"
          defaultMessage="No games are called to it. Ask the organiser to switch it on again; this screen follows at once."
          description="Text of the board tablet when the board is switched off"
        />
      </EmptyStateDescription>
    </EmptyState>
  )
}
