import { deviceOfflineAfterSeconds, type BoardDevice } from '@oche/api'
import { cn } from '@oche/ui'
import { TriangleAlert } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { formatAgo, secondsSince } from './format-duration'
import { useNow } from './use-clock'

export type DeviceHealthProps = { devices: BoardDevice[] }

/** Online as the server last said, unless it has been silent too long since (the overview may not have refetched). */
function isOnline(device: BoardDevice, now: number) {
  return (
    device.online && device.last_seen_at !== null && secondsSince(device.last_seen_at, now) <= deviceOfflineAfterSeconds
  )
}

/** The board's tablets: online or offline with their last contact, and visits they still have to send. */
export function DeviceHealth({ devices }: DeviceHealthProps) {
  const intl = useIntl()
  const now = useNow(15_000)
  if (devices.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <FormattedMessage
          id="manage.boardOverview.noTablet"
          description="Device health of a board without any logged-in tablet"
          defaultMessage="No tablet logged in"
        />
      </p>
    )
  return (
    <ul
      className="flex flex-col gap-1 text-sm"
      aria-label={intl.formatMessage({
        id: 'manage.boardOverview.tablets',
        description: "Accessible name of the list of a board's tablets",
        defaultMessage: 'Tablets',
      })}
    >
      {devices.map((device, index) => {
        const online = isOnline(device, now)
        return (
          <li key={device.id} data-online={online} className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
            <span
              aria-hidden
              className={cn('size-2.5 shrink-0 rounded-full', online ? 'bg-success' : 'bg-muted-foreground/50')}
            />
            <span>
              {online ? (
                <FormattedMessage
                  id="manage.boardOverview.tabletOnline"
                  description="Device health: a tablet that reported recently"
                  defaultMessage="Tablet {number}: online"
                  values={{ number: index + 1 }}
                />
              ) : device.last_seen_at ? (
                <FormattedMessage
                  id="manage.boardOverview.tabletOffline"
                  description="Device health: a tablet not heard from recently; {ago} is e.g. 3 minutes ago"
                  defaultMessage="Tablet {number}: offline, last contact {ago}"
                  values={{ number: index + 1, ago: formatAgo(intl, secondsSince(device.last_seen_at, now)) }}
                />
              ) : (
                <FormattedMessage
                  id="manage.boardOverview.tabletNeverSeen"
                  description="Device health: a tablet that never contacted the server"
                  defaultMessage="Tablet {number}: offline, never in contact"
                  values={{ number: index + 1 }}
                />
              )}
            </span>
            {device.pending_visits > 0 ? (
              <span className="inline-flex items-center gap-1 font-medium text-warning">
                <TriangleAlert aria-hidden className="size-4" />
                <FormattedMessage
                  id="manage.boardOverview.pendingVisits"
                  description="Warning: scores entered on a tablet that have not reached the server yet"
                  defaultMessage="{count, plural, one {# visit not yet sent} other {# visits not yet sent}}"
                  values={{ count: device.pending_visits }}
                />
              </span>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
