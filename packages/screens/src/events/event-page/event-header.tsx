import type { EventDetail } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { Button } from '@oche/ui'
import { CalendarDays, ExternalLink, LayoutGrid, MapPin, Settings } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { routePath } from '../../routing/route-path'
import { formatEventWhen } from './event-times'

export type EventHeaderProps = {
  event: EventDetail
  /** Name the event's time zone: the viewer's clock reads otherwise. */
  showZone: boolean
  /** Whether the boards on the page are live (the connection indicator). */
  connection?: ReactNode
}

function VenueAddress({ venue }: { venue: NonNullable<EventDetail['venue']> }) {
  const intl = useIntl()
  const town = [venue.postcode, venue.city].filter(Boolean).join(' ')
  const lines = [venue.street, town, venue.country].filter(Boolean)
  return (
    <div data-slot="event-venue" className="flex items-start gap-1.5">
      <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
      <address className="flex flex-col not-italic">
        <span className="font-medium text-foreground">{venue.name}</span>
        {lines.length > 0 ? <span>{lines.join(', ')}</span> : null}
        {venue.map_url ? (
          <a
            href={venue.map_url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-10 items-center gap-1 font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring print:hidden"
          >
            <FormattedMessage id="events.page.map" defaultMessage="Open in a map" />
            <ExternalLink aria-hidden className="size-3.5" />
            <span className="sr-only">
              {intl.formatMessage({ id: 'events.page.newTab', defaultMessage: '(opens in a new tab)' })}
            </span>
          </a>
        ) : null}
      </address>
    </div>
  )
}

/** The top of the event page: name, when (in the event's zone), where, and the organiser's way to manage it. */
export function EventHeader({ event, showZone, connection }: EventHeaderProps) {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  return (
    <header data-slot="event-header" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight break-words @2xl:text-3xl">{event.name}</h1>
        {connection}
      </div>
      <div className="flex flex-col gap-2 text-sm text-muted-foreground @2xl:flex-row @2xl:gap-8">
        <div className="flex items-start gap-1.5">
          <CalendarDays aria-hidden className="mt-0.5 size-4 shrink-0" />
          <time dateTime={event.starts_at} data-slot="event-when" className="text-foreground">
            {formatEventWhen(intl, event, showZone)}
          </time>
        </div>
        {event.venue ? <VenueAddress venue={event.venue} /> : null}
      </div>
      {event.can_manage ? (
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button asChild variant="outline">
            <Link href={localizedPath(routePath('manage-events-id-edit', { id: event.id }), locale)}>
              <Settings aria-hidden />
              <FormattedMessage id="events.page.manage" defaultMessage="Manage this event" />
            </Link>
          </Button>
          <Button asChild variant="ghost">
            <Link href={localizedPath(routePath('manage-events-id-boards', { id: event.id }), locale)}>
              <LayoutGrid aria-hidden />
              <FormattedMessage id="events.page.manageBoards" defaultMessage="Boards and tablets" />
            </Link>
          </Button>
        </div>
      ) : null}
    </header>
  )
}
