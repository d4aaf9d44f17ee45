import { Badge, cn, type BadgeVariant } from '@oche/ui'
import { CloudOff, Loader, RefreshCw, Wifi } from 'lucide-react'
import { FormattedMessage, FormattedTime } from 'react-intl'
import type { LiveConnection } from './use-live-match'

export type ConnectionIndicatorProps = {
  connection: LiveConnection
  /** When the page last received news of the match (ms since the epoch), 0 when never. */
  updatedAt: number
  className?: string
}

const variants: Record<LiveConnection, BadgeVariant> = {
  connecting: 'neutral',
  connected: 'success',
  reconnecting: 'warning',
  offline: 'danger',
}

function ConnectionText({ connection }: { connection: LiveConnection }) {
  switch (connection) {
    case 'connecting':
      return <FormattedMessage id="live.connection.connecting" defaultMessage="Connecting…" />
    case 'connected':
      return <FormattedMessage id="live.connection.connected" defaultMessage="Live updates on" />
    case 'reconnecting':
      return <FormattedMessage id="live.connection.reconnecting" defaultMessage="Connection lost, reconnecting…" />
    case 'offline':
      return <FormattedMessage id="live.connection.offline" defaultMessage="Offline" />
    default:
      return connection satisfies never
  }
}

function ConnectionIcon({ connection }: { connection: LiveConnection }) {
  switch (connection) {
    case 'connecting':
      return <Loader aria-hidden />
    case 'connected':
      return <Wifi aria-hidden />
    case 'reconnecting':
      return <RefreshCw aria-hidden />
    case 'offline':
      return <CloudOff aria-hidden />
    default:
      return connection satisfies never
  }
}

/** Whether the scores on screen are live, and how old they are once they may not be. */
export function ConnectionIndicator({ connection, updatedAt, className }: ConnectionIndicatorProps) {
  const isStale = connection === 'reconnecting' || connection === 'offline'
  return (
    <div
      data-slot="connection-indicator"
      data-connection={connection}
      role="status"
      className={cn('flex flex-wrap items-center gap-2', className)}
    >
      <Badge variant={variants[connection]}>
        <ConnectionIcon connection={connection} />
        <ConnectionText connection={connection} />
      </Badge>
      {isStale && updatedAt > 0 && (
        <span data-slot="connection-last-update" className="text-sm text-muted-foreground">
          <FormattedMessage
            id="live.connection.lastUpdate"
            defaultMessage="Last update at {time}"
            values={{ time: <FormattedTime value={updatedAt} hour="2-digit" minute="2-digit" second="2-digit" /> }}
          />
        </span>
      )}
    </div>
  )
}
