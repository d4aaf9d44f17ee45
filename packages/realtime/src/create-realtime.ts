import Pusher, { type Channel, type Options, type PresenceChannel } from 'pusher-js'
import {
  EMPTY_PRESENCE,
  type ChannelHandlers,
  type ConnectionState,
  type PresenceMember,
  type PresenceState,
  type Realtime,
} from './realtime'

export type RealtimeConfig = {
  /** The app key from public configuration. */
  key: string
  /** Required by pusher-js, unused once `host` is set. */
  cluster?: string
  /** Defaults to the page's host. */
  host?: string
  port?: number
  path?: string
  /** TLS in production; an https page always uses it. */
  tls: boolean
  /** Defaults to `/api/broadcasting/auth`. */
  authEndpoint?: string
  /** The bearer token sent to the auth endpoint, read on every request (board tokens rotate). */
  token?: () => string | null | undefined
}

/** The client settings of realtime-protocol.md §6. */
export function pusherOptions(config: RealtimeConfig): Options {
  const host = config.host ?? (typeof location === 'undefined' ? 'localhost' : location.hostname)
  return {
    cluster: config.cluster ?? 'oche',
    wsHost: host,
    wsPort: config.port,
    wssPort: config.port,
    wsPath: config.path ?? '',
    forceTLS: config.tls,
    enabledTransports: ['ws', 'wss'],
    activityTimeout: 120_000,
    pongTimeout: 30_000,
    unavailableTimeout: 10_000,
    disableStats: true,
    channelAuthorization: {
      endpoint: config.authEndpoint ?? '/api/broadcasting/auth',
      transport: 'ajax',
      headersProvider: () => {
        const token = config.token?.()
        return token ? { Authorization: `Bearer ${token}` } : {}
      },
    },
  }
}

type Listener = { handlers?: ChannelHandlers; onPresence?: () => void }

/**
 * Opens the app's one pusher-js connection, shared by every hook. pusher-js reconnects and resubscribes by itself;
 * each channel reports `pusher:subscription_succeeded` again afterwards, which is when a screen refetches.
 *
 * @example
 * const realtime = createRealtime({ key, host, port, tls: location.protocol === 'https:', token: () => session.token })
 */
export function createRealtime(config: RealtimeConfig): Realtime {
  const pusher = new Pusher(config.key, pusherOptions(config))
  const listeners = new Map<string, Set<Listener>>()
  const presence = new Map<string, PresenceState>()

  function attach(name: string, listener: Listener): () => void {
    let set = listeners.get(name)
    if (!set) {
      listeners.set(name, (set = new Set()))
      bindChannel(pusher.subscribe(name))
    }
    set.add(listener)
    return () => {
      set.delete(listener)
      if (set.size > 0) return
      listeners.delete(name)
      presence.delete(name)
      pusher.unsubscribe(name)
    }
  }

  function bindChannel(channel: Channel): void {
    channel.bind_global((event: string, data: unknown) => {
      if (channel.name.startsWith('presence-') && isPresenceEvent(event)) updatePresence(channel as PresenceChannel)
      for (const listener of [...(listeners.get(channel.name) ?? [])]) listener.handlers?.[event]?.(data)
    })
  }

  function updatePresence(channel: PresenceChannel): void {
    const members: PresenceMember[] = []
    channel.members.each((member: PresenceMember) => members.push({ id: member.id, info: member.info }))
    const me = channel.members.me as PresenceMember | null
    presence.set(channel.name, { members, me: me ? { id: me.id, info: me.info } : undefined, isSubscribed: true })
    for (const listener of [...(listeners.get(channel.name) ?? [])]) listener.onPresence?.()
  }

  return {
    getState: () => pusher.connection.state as ConnectionState,
    onStateChange(listener) {
      const handle = ({ current }: { current: ConnectionState }) => listener(current)
      pusher.connection.bind('state_change', handle)
      return () => pusher.connection.unbind('state_change', handle)
    },
    listen: (name, handlers) => attach(name, { handlers }),
    getPresence: (name) => presence.get(name) ?? EMPTY_PRESENCE,
    onPresenceChange: (name, onPresence) => attach(name, { onPresence }),
    disconnect: () => pusher.disconnect(),
  }
}

function isPresenceEvent(event: string): boolean {
  return (
    event === 'pusher:subscription_succeeded' || event === 'pusher:member_added' || event === 'pusher:member_removed'
  )
}
