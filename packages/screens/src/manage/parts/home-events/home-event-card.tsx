import type { EventListItem } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { Badge, Button, Card, CardContent } from '@oche/ui'
import { CalendarDays, LayoutGrid, MapPin, Pencil } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { usePlatform } from '../../../app/platform/platform-context'
import { isOtherTimeZone } from '../../../events/event-page/event-times'
import { useViewerTimeZone } from '../../../events/event-page/use-viewer-time-zone'
import { routePath } from '../../../routing/route-path'
import { formatEventDate } from './format-event-date'
import type { EventTiming } from './event-timing'

export type HomeEventCardProps = {
  event: EventListItem
  timing: EventTiming
}

const hidden = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>

function VisibilityBadge({ visibility }: { visibility: EventListItem['visibility'] }) {
  switch (visibility) {
    case 'public':
      return null
    case 'unlisted':
      return (
        <Badge variant="outline">
          <FormattedMessage
            id="manage.homeEvents.unlisted"
            defaultMessage="Unlisted"
            description="Badge on an event card: the event has a public page but is not listed"
          />
        </Badge>
      )
    case 'private':
      return (
        <Badge variant="outline">
          <FormattedMessage
            id="manage.homeEvents.private"
            defaultMessage="Private"
            description="Badge on an event card: only the organisers see the event"
          />
        </Badge>
      )
    default:
      return visibility satisfies never
  }
}

/**
 * One event on the organiser's home: name, when (on the event's clock), where, what it holds, and the ways to run
 * it. On the day, the boards' live overview becomes the main action.
 */
export function HomeEventCard({ event, timing }: HomeEventCardProps) {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  const viewerZone = useViewerTimeZone()
  const isToday = timing === 'today'
  return (
    <Card data-event={event.id} data-timing={timing} className="h-full">
      <CardContent className="flex h-full flex-col gap-3 pt-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h4 className="min-w-0 font-semibold break-words">{event.name}</h4>
          <div className="flex flex-wrap gap-1.5">
            {isToday ? (
              <Badge variant="success">
                <FormattedMessage
                  id="manage.homeEvents.today"
                  defaultMessage="Today"
                  description="Badge on the card of an event that takes place today"
                />
              </Badge>
            ) : null}
            <VisibilityBadge visibility={event.visibility} />
          </div>
        </div>
        <div className="flex flex-col gap-1 text-sm text-muted-foreground">
          <p className="flex items-start gap-1.5">
            <CalendarDays aria-hidden className="mt-0.5 size-4 shrink-0" />
            <time dateTime={event.starts_at}>
              {formatEventDate(intl, event, isOtherTimeZone(event.time_zone, viewerZone, event.starts_at))}
            </time>
          </p>
          {event.venue ? (
            <p className="flex items-start gap-1.5">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
              {event.venue.city ? (
                <FormattedMessage
                  id="manage.homeEvents.venue"
                  defaultMessage="{venue}, {city}"
                  description="Where an event takes place: the venue's name and its town"
                  values={{ venue: event.venue.name, city: event.venue.city }}
                />
              ) : (
                event.venue.name
              )}
            </p>
          ) : null}
          <p>
            <FormattedMessage
              id="manage.homeEvents.counts"
              defaultMessage="{tournaments, plural, one {# tournament} other {# tournaments}} · {boards, plural, one {# board} other {# boards}}"
              description="What an event holds: its tournaments and its boards"
              values={{ tournaments: event.tournaments_count, boards: event.boards_count }}
            />
          </p>
        </div>
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <Button asChild variant={isToday ? 'primary' : 'outline'}>
            <Link href={localizedPath(routePath('manage-events-id-boards', { id: event.id }), locale)}>
              <LayoutGrid aria-hidden />
              <FormattedMessage
                id="manage.homeEvents.boards"
                defaultMessage="Boards<hidden> of {name}</hidden>"
                description="Link on an event card to the live overview of the event's boards; the hidden part is for screen readers"
                values={{ name: event.name, hidden }}
              />
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={localizedPath(routePath('manage-events-id-edit', { id: event.id }), locale)}>
              <Pencil aria-hidden />
              <FormattedMessage
                id="manage.homeEvents.edit"
                defaultMessage="Edit<hidden> {name}</hidden>"
                description="Link on an event card to the event's settings; the hidden part is for screen readers"
                values={{ name: event.name, hidden }}
              />
            </Link>
          </Button>
          <Button asChild variant="ghost">
            <Link href={localizedPath(routePath('events-event', { event: event.id }), locale)}>
              <FormattedMessage
                id="manage.homeEvents.publicPage"
                defaultMessage="Public page<hidden> of {name}</hidden>"
                description="Link on an event card to the page players and visitors see; the hidden part is for screen readers"
                values={{ name: event.name, hidden }}
              />
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  )
}
