export type { ChannelHandlers, ConnectionState, PresenceMember, PresenceState, Realtime } from './realtime'
export { createRealtime, pusherOptions, type RealtimeConfig } from './create-realtime'
export { createMockRealtime, type MockRealtime } from './mock-realtime'
export { createLazyRealtime } from './lazy-realtime'
export {
  RealtimeProvider,
  useChannel,
  useConnectionState,
  usePresence,
  useRealtime,
  type RealtimeProviderProps,
} from './hooks'
