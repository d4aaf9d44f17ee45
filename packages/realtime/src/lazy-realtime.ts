import type { RealtimeConfig } from './create-realtime'
import { EMPTY_PRESENCE, type ChannelHandlers, type ConnectionState, type Realtime } from './realtime'

/** A pusher-js connection, whose code (pusher-js itself) is downloaded only now, in a chunk of its own. */
async function connectPusher(config: RealtimeConfig): Promise<Realtime> {
  const { createRealtime } = await import('./create-realtime')
  return createRealtime(config)
}

/**
 * A connection that opens only when a screen first listens to a channel, with the configuration loaded then
 * (`GET /api/config`) and pusher-js loaded then too. Pages without live data never open a socket nor download
 * pusher-js. `connect` is injectable for tests.
 */
export function createLazyRealtime(
  loadConfig: () => Promise<RealtimeConfig>,
  connect: (config: RealtimeConfig) => Realtime | Promise<Realtime> = connectPusher,
): Realtime {
  let real: Realtime | null = null
  // Stops following the real connection's state: a closed socket's late "disconnected" must not overwrite the next's.
  let unwatch: (() => void) | null = null
  let loading: Promise<void> | null = null
  // Bumped by `disconnect`: a connection still loading then is closed when it arrives, never used.
  let generation = 0
  let state: ConnectionState = 'initialized'
  const stateListeners = new Set<(state: ConnectionState) => void>()
  // What was asked before the connection existed, replayed once it does.
  const pending = new Set<() => void>()

  const setState = (next: ConnectionState) => {
    state = next
    for (const listener of stateListeners) listener(next)
  }

  function start() {
    const started = generation
    loading ??= loadConfig()
      .then(connect)
      .then((connection) => {
        if (started !== generation) {
          connection.disconnect()
          return
        }
        real = connection
        unwatch = real.onStateChange(setState)
        setState(real.getState())
        for (const replay of pending) replay()
        pending.clear()
      })
      .catch(() => {
        if (started !== generation) return
        loading = null
        setState('unavailable')
      })
  }

  /** Runs `attach` on the real connection now or once it exists; the returned function undoes it either way. */
  function whenConnected(attach: (connection: Realtime) => () => void): () => void {
    if (real) return attach(real)
    let detach: (() => void) | null = null
    const replay = () => {
      if (real) detach = attach(real)
    }
    pending.add(replay)
    start()
    return () => {
      pending.delete(replay)
      detach?.()
    }
  }

  return {
    getState: () => state,
    onStateChange(listener) {
      stateListeners.add(listener)
      return () => stateListeners.delete(listener)
    },
    listen: (channel: string, handlers: ChannelHandlers) =>
      whenConnected((connection) => connection.listen(channel, handlers)),
    getPresence: (channel) => real?.getPresence(channel) ?? EMPTY_PRESENCE,
    onPresenceChange: (channel, listener) =>
      whenConnected((connection) => connection.onPresenceChange(channel, listener)),
    // Closes the socket (or the one still loading); a later `listen` opens a new one.
    disconnect() {
      generation += 1
      unwatch?.()
      unwatch = null
      real?.disconnect()
      if (real) setState('disconnected')
      real = null
      loading = null
      pending.clear()
    },
  }
}
