import { createContext, use, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react'
import {
  EMPTY_PRESENCE,
  type ChannelHandlers,
  type ConnectionState,
  type PresenceState,
  type Realtime,
} from './realtime'

const RealtimeContext = createContext<Realtime | null>(null)

export type RealtimeProviderProps = { realtime: Realtime; children?: ReactNode }

/** Supplies the app's one connection (`createRealtime`) or a mock (`createMockRealtime`) to the hooks. */
export function RealtimeProvider({ realtime, children }: RealtimeProviderProps) {
  return <RealtimeContext value={realtime}>{children}</RealtimeContext>
}

/** The connection from the nearest `RealtimeProvider`. */
export function useRealtime(): Realtime {
  const realtime = use(RealtimeContext)
  if (!realtime) throw new Error('useRealtime needs a <RealtimeProvider> above it')
  return realtime
}

/**
 * Listens on a channel while mounted (`null`: not yet). Handlers may change between renders without a resubscribe.
 *
 * @example
 * useChannel('match.42', {
 *   'pusher:subscription_succeeded': () => queryClient.invalidateQueries({ queryKey }),
 *   'visit.scored': (data) => applyIfNewer(VisitScoredPayloadSchema.safeParse(data)),
 * })
 */
export function useChannel(name: string | null, handlers: ChannelHandlers): void {
  const realtime = useRealtime()
  // The latest handlers run without resubscribing on every render.
  const latest = useRef(handlers)
  useEffect(() => {
    latest.current = handlers
  })
  const events = Object.keys(handlers).sort().join(',')
  useEffect(() => {
    if (!name) return
    const forwarding: ChannelHandlers = {}
    for (const event of events.split(',')) if (event) forwarding[event] = (data) => latest.current[event]?.(data)
    return realtime.listen(name, forwarding)
  }, [realtime, name, events])
}

/** The members of a presence channel (subscribing to it while mounted). */
export function usePresence(name: string | null): PresenceState {
  const realtime = useRealtime()
  return useSyncExternalStore(
    (onChange) => (name ? realtime.onPresenceChange(name, onChange) : () => {}),
    () => (name ? realtime.getPresence(name) : EMPTY_PRESENCE),
    () => EMPTY_PRESENCE,
  )
}

/** pusher-js's connection state, for a "connection lost" banner. */
export function useConnectionState(): ConnectionState {
  const realtime = useRealtime()
  return useSyncExternalStore(
    (onChange) => realtime.onStateChange(onChange),
    () => realtime.getState(),
    () => 'initialized',
  )
}
