import type { EventBoardsLive, EventDetail } from '@oche/api'
import { CalendarClock } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { ConnectionIndicator } from '../../live/live-match/connection-indicator'
import { useLiveConnection } from '../../live/live-match/use-live-match'
import { EventAbout } from './event-about'
import { EventBoards } from './event-boards'
import { EventHeader } from './event-header'
import { EventError, EventLiveError, EventLiveLoading, EventLoading, EventNotFound } from './event-page-states'
import { EventQueue } from './event-queue'
import { EventResults } from './event-results'
import { EventSchedule } from './event-schedule'
import { isOtherTimeZone } from './event-times'
import { useEventPage, type EventLiveData } from './use-event-page'
import { useViewerTimeZone } from './use-viewer-time-zone'

export type EventScreenProps = {
  /** The event id from `/events/{event}`. */
  id: string
}

/** Whether anything has been played or called yet: before the start, the boards have nothing to show. */
function hasGames(live: EventBoardsLive): boolean {
  return live.boards.some((board) => board.game) || live.queue.length > 0 || live.recent.length > 0
}

function BeforeStart() {
  return (
    <p
      data-slot="games-before-start"
      className="flex items-center gap-3 rounded-lg border border-dashed border-border px-4 py-6 text-muted-foreground"
    >
      <CalendarClock aria-hidden className="size-5 shrink-0" />
      <FormattedMessage id="events.page.beforeStart" defaultMessage="Games appear here when the event starts." />
    </p>
  )
}

function EventGames({ live, event, showZone }: { live: EventLiveData; event: EventDetail; showZone: boolean }) {
  switch (live.status) {
    case 'loading':
      return <EventLiveLoading />
    case 'error':
      return <EventLiveError onRetry={live.retry} />
    case 'ready':
      if (!hasGames(live.live)) return <BeforeStart />
      return (
        <>
          <EventBoards boards={live.live.boards} />
          <div className="grid gap-8 @4xl:grid-cols-2">
            <EventQueue queue={live.live.queue} />
            <EventResults results={live.live.recent} event={event} showZone={showZone} />
          </div>
        </>
      )
    default:
      return live satisfies never
  }
}

function EventContent({ event, live }: { event: EventDetail; live: EventLiveData }) {
  const viewerZone = useViewerTimeZone()
  const connection = useLiveConnection()
  const showZone = isOtherTimeZone(event.time_zone, viewerZone, event.starts_at)
  return (
    <>
      <EventHeader
        event={event}
        showZone={showZone}
        connection={
          <ConnectionIndicator
            connection={connection}
            updatedAt={live.status === 'ready' ? live.updatedAt : 0}
            className="print:hidden"
          />
        }
      />
      <EventAbout description={event.description} />
      <EventSchedule event={event} showZone={showZone} />
      <EventGames live={live} event={event} showZone={showZone} />
    </>
  )
}

/**
 * `/events/{event}` (public): a darts evening at a glance: when and where, the tournaments played, the games on
 * the boards with their live scores, the games up next and the latest results. The boards stay current over
 * `event.{id}` (`boards.changed`); needs a `RealtimeProvider` from `@oche/realtime` above it.
 */
export function EventScreen({ id }: EventScreenProps) {
  const data = useEventPage(id)
  return (
    <main
      data-slot="event-page"
      data-status={data.status}
      className="@container mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-6 sm:px-6 print:max-w-none print:gap-4"
    >
      {data.status === 'loading' ? (
        <EventLoading />
      ) : data.status === 'notFound' ? (
        <EventNotFound />
      ) : data.status === 'error' ? (
        <EventError onRetry={data.retry} />
      ) : (
        <EventContent event={data.event} live={data.live} />
      )}
    </main>
  )
}
