import type { EventBoardsLive } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import {
  Button,
  EmptyState,
  EmptyStateActions,
  EmptyStateDescription,
  EmptyStateIcon,
  EmptyStateTitle,
  Skeleton,
} from '@oche/ui'
import { Eye, Target } from 'lucide-react'
import { useId } from 'react'
import { FormattedMessage } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { usePlatform } from '../../../app/platform/platform-context'
import { routePath } from '../../../routing/route-path'
import { LoadErrorState } from '../screen-states/screen-states'
import { BoardCard } from './board-card'
import { CallingSettingsPanel } from './calling-settings'
import { QueuePanel } from './queue-panel'
import { RecentResults } from './recent-results'
import { useBoardActions } from './use-board-actions'
import { useBoardOverview } from './use-board-overview'
import { ClockContext } from './use-clock'

export type BoardOverviewProps = {
  /** The event whose boards are at play. */
  eventId: string
  /** The time in milliseconds, for countdowns and "busy for"; the real clock unless a story fixes it. */
  clock?: () => number
}

/** Where the overview sends an organiser to add boards: the boards list further down the same page. */
export const boardListAnchor = 'event-board-list'

const gridClasses = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4'

function NoBoards({ eventId, canManage }: { eventId: string; canManage: boolean }) {
  const locale = useLocale()
  const { Link } = usePlatform()
  return (
    <EmptyState className="w-full">
      <EmptyStateIcon>
        <Target />
      </EmptyStateIcon>
      <EmptyStateTitle>
        <FormattedMessage
          id="manage.boardOverview.noBoardsTitle"
          description="Empty state title of the live overview when the event has no boards"
          defaultMessage="No boards to show yet"
        />
      </EmptyStateTitle>
      <EmptyStateDescription>
        <FormattedMessage
          id="manage.boardOverview.noBoardsBody"
          description="Empty state of the live overview when the event has no boards"
          defaultMessage="Games are called to boards once the event has boards that are in use."
        />
      </EmptyStateDescription>
      {canManage ? (
        <EmptyStateActions>
          <Button asChild variant="outline">
            <Link
              href={`${localizedPath(routePath('manage-events-id-boards', { id: eventId }), locale)}#${boardListAnchor}`}
            >
              <FormattedMessage
                id="manage.boardOverview.toBoardList"
                description="Link from the empty overview to the list where boards are added"
                defaultMessage="Add boards"
              />
            </Link>
          </Button>
        </EmptyStateActions>
      ) : null}
    </EmptyState>
  )
}

function LiveBoards({ eventId, live }: { eventId: string; live: EventBoardsLive }) {
  const actions = useBoardActions(eventId)
  const canManage = live.can_manage
  const freeBoards = live.boards.filter((board) => board.state === 'free')
  return (
    <div className="flex flex-col gap-8">
      {canManage ? null : (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Eye aria-hidden className="size-4" />
          <FormattedMessage
            id="manage.boardOverview.readOnly"
            description="Note for someone who sees the overview but does not organise the event"
            defaultMessage="You see the boards as players do: only the event’s organisers call games and see the tablets."
          />
        </p>
      )}
      {live.boards.length === 0 ? (
        <NoBoards eventId={eventId} canManage={canManage} />
      ) : (
        <ul className={gridClasses}>
          {live.boards.map((board) => (
            <li key={board.id}>
              <BoardCard board={board} actions={canManage ? actions.board : null} />
            </li>
          ))}
        </ul>
      )}
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <QueuePanel queue={live.queue} freeBoards={freeBoards} actions={canManage ? actions.queue : null} />
        </div>
        <div className="flex flex-col gap-8">
          {canManage ? <CallingSettingsPanel settings={live.settings} onSave={actions.saveSettings} /> : null}
          <RecentResults games={live.recent} />
        </div>
      </div>
    </div>
  )
}

function OverviewBody({ eventId }: { eventId: string }) {
  const data = useBoardOverview(eventId)
  switch (data.status) {
    case 'loading':
      // No role="status" here: the boards page around it announces its own loading.
      return (
        <div aria-busy="true" className={gridClasses}>
          <span className="sr-only">
            <FormattedMessage
              id="manage.boardOverview.loading"
              description="Screen-reader text while the live boards load"
              defaultMessage="Loading the live boards"
            />
          </span>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} shape="block" className="h-48" />
          ))}
        </div>
      )
    case 'error':
      return (
        <LoadErrorState
          title={
            <FormattedMessage
              id="manage.boardOverview.errorTitle"
              description="Title when the live board overview could not be loaded"
              defaultMessage="The live boards could not be loaded"
            />
          }
          onRetry={data.retry}
        />
      )
    case 'ready':
      return <LiveBoards eventId={eventId} live={data.live} />
    default:
      return data satisfies never
  }
}

/**
 * An event's boards live, for its organisers on `/manage/events/{id}/boards`: every board's state, game, score,
 * call reason, no-show countdown and tablets; the waiting games to call, hold and order; the calling settings and
 * the latest results. Kept current by `boards.changed` on `event.{id}`. Someone who does not organise the event
 * gets the public view, without buttons or tablets.
 */
export function BoardOverview({ eventId, clock }: BoardOverviewProps) {
  const headingId = useId()
  const body = (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-semibold">
        <FormattedMessage
          id="manage.boardOverview.title"
          description="Heading of the live board overview"
          defaultMessage="Live boards"
        />
      </h2>
      <OverviewBody eventId={eventId} />
    </section>
  )
  return clock ? <ClockContext value={clock}>{body}</ClockContext> : body
}
