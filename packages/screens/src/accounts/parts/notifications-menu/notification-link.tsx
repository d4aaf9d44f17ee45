import { TABLET_OFFLINE_NOTIFICATION, type Notification, type TabletOfflineNotificationData } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { DropdownMenuItem } from '@oche/ui'
import { ArrowRight } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { usePlatform } from '../../../app/platform/platform-context'
import { routePath } from '../../../routing/route-path'

/**
 * Where a `tablet.offline` notification's board is: an event's, or a league match's venue's. Picked from the schema's
 * type, so a field the server renames fails to compile here.
 */
export type OfflinePlace =
  | Pick<Extract<TabletOfflineNotificationData, { place: 'event' }>, 'place' | 'event_id'>
  | Pick<
      Extract<TabletOfflineNotificationData, { place: 'venue' }>,
      'place' | 'organisation_slug' | 'season_slug' | 'match_slug'
    >

/**
 * The place a `tablet.offline` notification's data names, if it does. The server wrote the data with its schema
 * (`TabletOfflineNotificationDataSchema`); it is read here by hand, so the menu in every page's header carries no zod.
 */
export function offlinePlace(data: unknown): OfflinePlace | null {
  const fields = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>
  const text = (key: string) => (typeof fields[key] === 'string' && fields[key] !== '' ? (fields[key] as string) : null)
  const eventId = text('event_id')
  if (fields.place === 'event' && eventId) return { place: 'event', event_id: eventId }
  const [organisation, season, match] = [text('organisation_slug'), text('season_slug'), text('match_slug')]
  if (fields.place === 'venue' && organisation && season && match)
    return { place: 'venue', organisation_slug: organisation, season_slug: season, match_slug: match }
  return null
}

/**
 * Where a notification leads, as an item of its own under it (one keyboard stop): a tablet gone offline opens the
 * event's boards, or the league match its venue board scores. Nothing for the other types.
 */
export function NotificationLinkItem({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const locale = useLocale()
  const { Link } = usePlatform()
  if (notification.type !== TABLET_OFFLINE_NOTIFICATION) return null
  const target = offlinePlace(notification.data)
  if (!target) return null
  const href =
    target.place === 'event'
      ? routePath('manage-events-id-boards', { id: target.event_id })
      : routePath('competition-org_slug-season-season_slug-matches-match_slug', {
          org_slug: target.organisation_slug,
          season_slug: target.season_slug,
          match_slug: target.match_slug,
        })
  return (
    <DropdownMenuItem asChild className="ps-4 text-sm" onSelect={onOpen}>
      <Link href={localizedPath(href, locale)} data-slot="notification-link">
        <ArrowRight aria-hidden />
        {target.place === 'event' ? (
          <FormattedMessage id="accounts.notifications.openBoards" defaultMessage="Open the event’s boards" />
        ) : (
          <FormattedMessage id="accounts.notifications.openLeagueMatch" defaultMessage="Open the league match" />
        )}
      </Link>
    </DropdownMenuItem>
  )
}
