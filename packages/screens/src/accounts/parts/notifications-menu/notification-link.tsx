import { TABLET_OFFLINE_NOTIFICATION, TabletOfflineNotificationDataSchema, type Notification } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { DropdownMenuItem } from '@oche/ui'
import { ArrowRight } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { usePlatform } from '../../../app/platform/platform-context'
import { routePath } from '../../../routing/route-path'

/**
 * Where a notification leads, as an item of its own under it (one keyboard stop): a tablet gone offline opens the
 * event's boards, or the league match its venue board scores. Nothing for the other types.
 */
export function NotificationLinkItem({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const locale = useLocale()
  const { Link } = usePlatform()
  if (notification.type !== TABLET_OFFLINE_NOTIFICATION) return null
  const data = TabletOfflineNotificationDataSchema.safeParse(notification.data)
  if (!data.success) return null
  const target = data.data
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
