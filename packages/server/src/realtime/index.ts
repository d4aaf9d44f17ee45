export { startRealtimeServer, type RealtimeServer, type RealtimeServerOptions } from '@oche/pusher-server'
export { createPublisher, type Publisher, type PresenceMember, type ChannelAuthorization } from './publisher'
export { readRealtimeConfig, type RealtimeConfig, type RealtimeClientConfig } from './config'
export { createBroadcastingAuth, type BroadcastingAuthOptions, type ChannelGrant } from './broadcasting-auth'
