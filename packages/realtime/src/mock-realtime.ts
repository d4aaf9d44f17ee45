import {
  EMPTY_PRESENCE,
  type ChannelHandlers,
  type ConnectionState,
  type PresenceMember,
  type PresenceState,
  type Realtime,
} from './realtime'

export type MockRealtime = Realtime & {
  /** Delivers an event to the channel's listeners, as if the server had sent it. */
  emit(channel: string, event: string, data?: unknown): void
  /** Moves the connection to a state (for "connection lost" stories). */
  setState(state: ConnectionState): void
  /** Replaces a presence channel's members and tells its listeners. */
  setMembers(channel: string, members: PresenceMember[], me?: PresenceMember): void
  /** Channels with at least one listener. */
  subscribedChannels(): string[]
}

/**
 * A realtime connection for stories and tests: no network, events come from `emit`. A channel reports
 * `pusher:subscription_succeeded` as soon as something listens, as the real one does once the server answers.
 */
export function createMockRealtime(options: { state?: ConnectionState } = {}): MockRealtime {
  let state = options.state ?? 'connected'
  const stateListeners = new Set<(state: ConnectionState) => void>()
  const handlers = new Map<string, Set<ChannelHandlers>>()
  const presenceListeners = new Map<string, Set<() => void>>()
  const presence = new Map<string, PresenceState>()

  function register<T>(map: Map<string, Set<T>>, channel: string, item: T): () => void {
    let set = map.get(channel)
    if (!set) map.set(channel, (set = new Set()))
    set.add(item)
    return () => {
      set.delete(item)
      if (set.size === 0) map.delete(channel)
    }
  }

  return {
    getState: () => state,
    onStateChange: (listener) => {
      stateListeners.add(listener)
      return () => stateListeners.delete(listener)
    },
    listen(channel, channelHandlers) {
      const remove = register(handlers, channel, channelHandlers)
      queueMicrotask(() => {
        if (handlers.get(channel)?.has(channelHandlers)) channelHandlers['pusher:subscription_succeeded']?.({})
      })
      return remove
    },
    getPresence: (channel) => presence.get(channel) ?? EMPTY_PRESENCE,
    onPresenceChange: (channel, listener) => register(presenceListeners, channel, listener),
    disconnect() {
      this.setState('disconnected')
    },
    emit(channel, event, data) {
      for (const channelHandlers of [...(handlers.get(channel) ?? [])]) channelHandlers[event]?.(data)
    },
    setState(next) {
      state = next
      for (const listener of [...stateListeners]) listener(next)
    },
    setMembers(channel, members, me) {
      presence.set(channel, { members, me, isSubscribed: true })
      for (const listener of [...(presenceListeners.get(channel) ?? [])]) listener()
    },
    subscribedChannels: () => [...new Set([...handlers.keys(), ...presenceListeners.keys()])],
  }
}
