/** pusher-js's connection states. */
export type ConnectionState = 'initialized' | 'connecting' | 'connected' | 'unavailable' | 'failed' | 'disconnected'

/**
 * Handlers by event name. Besides Oche's events, a channel reports `pusher:subscription_succeeded` (also after
 * every reconnect: refetch then) and `pusher:subscription_error` (`{ type, error, status }`).
 */
export type ChannelHandlers = Partial<Record<string, (data: unknown) => void>>

export type PresenceMember = { id: string; info: unknown }

export type PresenceState = { members: PresenceMember[]; me: PresenceMember | undefined; isSubscribed: boolean }

/** What the hooks need; `createRealtime` backs it with pusher-js, `createMockRealtime` with nothing. */
export interface Realtime {
  getState(): ConnectionState
  onStateChange(listener: (state: ConnectionState) => void): () => void
  /** Listens on a channel, subscribing on the first listener and unsubscribing after the last. */
  listen(channel: string, handlers: ChannelHandlers): () => void
  getPresence(channel: string): PresenceState
  /** Calls `listener` whenever the channel's member list changes; also subscribes, like `listen`. */
  onPresenceChange(channel: string, listener: () => void): () => void
  disconnect(): void
}

export const EMPTY_PRESENCE: PresenceState = { members: [], me: undefined, isSubscribed: false }
