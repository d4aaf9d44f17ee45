import type { EventListItem } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import {
  Button,
  EmptyState,
  EmptyStateActions,
  EmptyStateDescription,
  EmptyStateIcon,
  EmptyStateTitle,
  useDisclosure,
} from '@oche/ui'
import { CalendarDays, CalendarPlus, ChevronDown, ChevronUp, MapPin } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { usePlatform } from '../../../app/platform/platform-context'
import { routePath } from '../../../routing/route-path'
import { LoadErrorState, LoadingState } from '../screen-states/screen-states'
import { orderEvents, type TimedEvent } from './event-timing'
import { HomeEventCard } from './home-event-card'
import { useMyEvents } from './use-my-events'

export type HomeEventsProps = {
  /** The moment that decides what is today, upcoming or past; the clock when the section mounts by default. */
  now?: Date
}

/** How many past events show before "Show past events". */
const pastShown = 3

function EventCards({ items, id }: { items: TimedEvent[]; id?: string }) {
  return (
    <ul id={id} className="grid gap-4 sm:grid-cols-2">
      {items.map(({ event, timing }) => (
        <li key={event.id}>
          <HomeEventCard event={event} timing={timing} />
        </li>
      ))}
    </ul>
  )
}

function SectionActions() {
  const locale = useLocale()
  const { Link } = usePlatform()
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline">
        <Link href={localizedPath(routePath('manage-events-create'), locale)}>
          <CalendarPlus aria-hidden />
          <FormattedMessage
            id="manage.homeEvents.newEvent"
            defaultMessage="New event"
            description="Button above the organiser's events that opens the form for a new event"
          />
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link href={localizedPath(routePath('manage-events-locations'), locale)}>
          <MapPin aria-hidden />
          <FormattedMessage
            id="manage.homeEvents.locations"
            defaultMessage="Locations"
            description="Button above the organiser's events that opens the list of their venues"
          />
        </Link>
      </Button>
    </div>
  )
}

function NoEvents() {
  const locale = useLocale()
  const { Link } = usePlatform()
  return (
    <EmptyState>
      <EmptyStateIcon>
        <CalendarDays />
      </EmptyStateIcon>
      <EmptyStateTitle>
        <FormattedMessage
          id="manage.homeEvents.emptyTitle"
          defaultMessage="Bring your darts evenings together"
          description="Title when the organiser has no events yet"
        />
      </EmptyStateTitle>
      <EmptyStateDescription>
        <FormattedMessage
          id="manage.homeEvents.emptyBody"
          defaultMessage="An event is a darts evening at one of your venues: its boards each get a tablet where players score, and the tournaments played there show on the boards and on the event’s public page."
          description="Explains what an event is, when the organiser has none yet"
        />
      </EmptyStateDescription>
      <EmptyStateActions>
        <Button asChild>
          <Link href={localizedPath(routePath('manage-events-create'), locale)}>
            <FormattedMessage
              id="manage.homeEvents.createFirst"
              defaultMessage="Create your first event"
              description="Button when the organiser has no events yet"
            />
          </Link>
        </Button>
      </EmptyStateActions>
    </EmptyState>
  )
}

function EventGroup({ title, children }: { title: ReactNode; children: ReactNode }) {
  const headingId = useId()
  return (
    <div role="group" aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-sm font-medium text-muted-foreground">
        {title}
      </h3>
      {children}
    </div>
  )
}

function EventLists({ events, now }: { events: EventListItem[]; now: Date }) {
  // The list stays, with its latest events, while the rest is folded away: mounted, never hidden as a whole.
  const allPast = useDisclosure({ keepMounted: true })
  const { comingUp, past } = orderEvents(events, now)
  const shownPast = allPast.isOpen ? past : past.slice(0, pastShown)
  return (
    <div className="flex flex-col gap-6">
      <EventGroup
        title={
          <FormattedMessage
            id="manage.homeEvents.comingUp"
            defaultMessage="Today and coming up"
            description="Heading over the events of today and the future, soonest first"
          />
        }
      >
        {comingUp.length > 0 ? (
          <EventCards items={comingUp} />
        ) : (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage
              id="manage.homeEvents.noneComingUp"
              defaultMessage="No event planned yet."
              description="Shown when the organiser has only past events"
            />
          </p>
        )}
      </EventGroup>
      {past.length > 0 ? (
        <EventGroup
          title={
            <FormattedMessage
              id="manage.homeEvents.past"
              defaultMessage="Past events"
              description="Heading over the events that are over, latest first"
            />
          }
        >
          <EventCards items={shownPast} id={allPast.contentProps.id} />
          {past.length > pastShown ? (
            <Button type="button" variant="ghost" className="self-start" {...allPast.triggerProps}>
              {allPast.isOpen ? (
                <>
                  <ChevronUp aria-hidden />
                  <FormattedMessage
                    id="manage.homeEvents.showFewerPast"
                    defaultMessage="Show fewer past events"
                    description="Button that folds the older past events away again"
                  />
                </>
              ) : (
                <>
                  <ChevronDown aria-hidden />
                  <FormattedMessage
                    id="manage.homeEvents.showPast"
                    defaultMessage="Show past events"
                    description="Button that unfolds the older past events"
                  />
                </>
              )}
            </Button>
          ) : null}
        </EventGroup>
      ) : null}
    </div>
  )
}

/**
 * The organiser's events on their home: today's and upcoming ones first, the latest past ones after, each with its
 * boards, settings and public page; "New event" and "Locations" above them.
 */
export function HomeEvents({ now: fixedNow }: HomeEventsProps) {
  const intl = useIntl()
  const headingId = useId()
  const events = useMyEvents()
  const [mountedAt] = useState(() => new Date())
  const now = fixedNow ?? mountedAt
  return (
    <section aria-labelledby={headingId} data-slot="home-events" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          <FormattedMessage
            id="manage.homeEvents.title"
            defaultMessage="Events"
            description="Heading of the events section on the organiser's home"
          />
        </h2>
        <SectionActions />
      </div>
      {events.data ? (
        events.data.length > 0 ? (
          <EventLists events={events.data} now={now} />
        ) : (
          <NoEvents />
        )
      ) : events.error ? (
        <LoadErrorState
          title={
            <FormattedMessage
              id="manage.homeEvents.errorTitle"
              defaultMessage="Your events could not be loaded"
              description="Shown when the organiser's events could not be loaded"
            />
          }
          onRetry={() => void events.refetch()}
        />
      ) : (
        <LoadingState
          rows={2}
          label={intl.formatMessage({
            id: 'manage.homeEvents.loading',
            defaultMessage: 'Loading your events',
            description: "Screen-reader label while the organiser's events load",
          })}
        />
      )}
    </section>
  )
}
