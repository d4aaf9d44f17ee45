export { startRealtimeServer, type RealtimeServer } from './server'
export type { RealtimeServerOptions, RedisTimers } from './options'
export { channelType, ErrorCode, isValidChannelName, isValidSocketId, type ChannelType, type Member } from './protocol'
