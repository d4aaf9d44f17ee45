import { randomBytes } from 'node:crypto'

/** What the browser needs to connect (realtime-protocol.md §6); no secret in here. */
export type RealtimeClientConfig = {
  key: string
  cluster: string
  /** Undefined: the page's own host. */
  host: string | undefined
  port: number | undefined
  tls: boolean
}

type Credentials = { appId: string; key: string; secret: string }

export type RealtimeConfig =
  | (Credentials & {
      /** This platform runs the socket server (`startRealtimeServer`). */
      mode: 'embedded'
      host: string | undefined
      port: number
      redisUrl: string | undefined
      client: RealtimeClientConfig
    })
  | (Credentials & {
      /** Hosted Pusher, Soketi or Reverb: publish through the `pusher` SDK and run no socket server. */
      mode: 'external'
      host: string | undefined
      port: number | undefined
      useTLS: boolean
      cluster: string | undefined
      client: RealtimeClientConfig
    })

function portOf(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${name} must be a port number, not "${value}"`)
  return port
}

/**
 * Reads the realtime settings. `PUSHER_HOST` or `PUSHER_APP_CLUSTER` point at an external server; otherwise the
 * embedded one runs on `REALTIME_PORT` (6001), shared through `REDIS_URL` when set. The names follow Laravel's.
 */
export function readRealtimeConfig(env: Record<string, string | undefined> = process.env): RealtimeConfig {
  const isExternal = Boolean(env.PUSHER_HOST || env.PUSHER_APP_CLUSTER)
  const redisUrl = env.REDIS_URL || undefined
  if ((isExternal || redisUrl) && !(env.PUSHER_APP_KEY && env.PUSHER_APP_SECRET))
    throw new Error(
      'PUSHER_APP_KEY and PUSHER_APP_SECRET must be set with PUSHER_HOST, PUSHER_APP_CLUSTER or REDIS_URL',
    )
  const appId = env.PUSHER_APP_ID || 'oche'
  const key = env.PUSHER_APP_KEY || 'oche-key'
  // A single process signs and checks its own auth strings, so a random secret is safe there.
  const secret = env.PUSHER_APP_SECRET || randomBytes(24).toString('hex')
  if (isExternal) {
    const useTLS = (env.PUSHER_SCHEME ?? 'https') === 'https'
    const host = env.PUSHER_HOST || undefined
    const port = portOf(env.PUSHER_PORT, 'PUSHER_PORT')
    const cluster = env.PUSHER_APP_CLUSTER || undefined
    return {
      mode: 'external',
      appId,
      key,
      secret,
      host,
      port,
      useTLS,
      cluster,
      client: { key, cluster: cluster ?? 'mt1', host, port, tls: useTLS },
    }
  }
  const port = portOf(env.REALTIME_PORT, 'REALTIME_PORT') ?? 6001
  return {
    mode: 'embedded',
    appId,
    key,
    secret,
    host: env.REALTIME_HOST || undefined,
    port,
    redisUrl,
    client: {
      key,
      cluster: 'oche',
      host: env.REALTIME_PUBLIC_HOST || undefined,
      port: portOf(env.REALTIME_PUBLIC_PORT, 'REALTIME_PUBLIC_PORT') ?? port,
      tls: env.REALTIME_PUBLIC_TLS === '1',
    },
  }
}
