import { createContext, use, useCallback, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react'
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

const asIs = (state: ConnectionState) => state

/**
 * pusher-js's connection state, for a "connection lost" banner. With `select` (returning a string, number or boolean,
 * so a new answer equals the last by value; an inline function is fine), the part of it the caller shows: the caller
 * renders again only when that part changes, not at every step of connecting (`initialized`, `connecting`,
 * `connected` re-render a whole page otherwise).
 */
export function useConnectionState(): ConnectionState
export function useConnectionState<Selected extends string | number | boolean>(
  select: (state: ConnectionState) => Selected,
): Selected
export function useConnectionState(select: (state: ConnectionState) => unknown = asIs): unknown {
  const realtime = useRealtime()
  const subscribe = useCallback((onChange: () => void) => realtime.onStateChange(onChange), [realtime])
  return useSyncExternalStore(
    subscribe,
    () => select(realtime.getState()),
    () => select('initialized'),
  )
}
