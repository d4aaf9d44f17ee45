import { pino, type Logger } from 'pino'

export type RealtimeServerOptions = {
  /** Defaults to all interfaces. */
  host?: string
  /** Defaults to 6001; 0 picks a free port (tests). */
  port?: number
  appId: string
  key: string
  secret: string
  /** Silence after which the server pings a socket; advertised (in seconds) as `activity_timeout`. Default 120 s. */
  activityTimeoutMs?: number
  /** How long the server waits for any frame after its ping before closing with 4201. Default 30 s. */
  pongTimeoutMs?: number
  /** Whether sockets may send `client-*` events on private and presence channels. Default off (Oche needs none). */
  clientEvents?: boolean
  /** Distinct users per presence channel (Pusher: 100). */
  maxPresenceMembers?: number
  /** Largest `data` of one event, in bytes (Pusher: 10 KB). */
  maxEventBytes?: number
  /** With a Redis URL, several processes share channels and presence (realtime-protocol.md §8). */
  redisUrl?: string
  /** Timers of the Redis node registry; only tests shorten them. */
  redisTimers?: Partial<RedisTimers>
  logger?: Logger
}

export type RedisTimers = {
  /** How long a node's liveness key lives without a refresh. */
  nodeTtlMs: number
  /** How often a node refreshes its liveness key. */
  heartbeatMs: number
  /** How often some node purges the presence entries of dead nodes. */
  sweepMs: number
}

export type ResolvedOptions = Required<Omit<RealtimeServerOptions, 'host' | 'redisUrl' | 'redisTimers'>> & {
  host: string | undefined
  redisUrl: string | undefined
  redisTimers: RedisTimers
}

export function resolveOptions(options: RealtimeServerOptions): ResolvedOptions {
  return {
    host: options.host,
    port: options.port ?? 6001,
    appId: options.appId,
    key: options.key,
    secret: options.secret,
    activityTimeoutMs: options.activityTimeoutMs ?? 120_000,
    pongTimeoutMs: options.pongTimeoutMs ?? 30_000,
    clientEvents: options.clientEvents ?? false,
    maxPresenceMembers: options.maxPresenceMembers ?? 100,
    maxEventBytes: options.maxEventBytes ?? 10 * 1024,
    redisUrl: options.redisUrl,
    redisTimers: { nodeTtlMs: 15_000, heartbeatMs: 5_000, sweepMs: 10_000, ...options.redisTimers },
    logger: options.logger ?? pino({ level: 'silent' }),
  }
}
