import { createHash, timingSafeEqual } from 'node:crypto'
import { isIP } from 'node:net'
import { createMiddleware } from 'hono/factory'
import type { Logger } from 'pino'
import type { DatabaseHandle } from '../db/database'
import type { Mailer } from '../mail/mailer'
import type { Publisher } from '../realtime/index'
import type { LoginLimiter } from '../services/accounts/login-limiter'
import type { FileStore } from '../services/files/file-store'
import type { VirusScanner } from '../services/files/virus-scanner'
import type { AppEnv } from './app-env'
import { preferredLocale } from '@oche/i18n'
import { runWithLocale } from './zod-locale'

export type RequestContextOptions = {
  database: DatabaseHandle
  logger: Logger
  loginLimiter: LoginLimiter
  boardCodeLimiter: LoginLimiter
  mailLimiter: LoginLimiter
  mailer: Mailer
  secret: string
  publisher: Publisher
  version: string
  startedAt: number
  /** The platform's own host names (`platformHostNames(config)`): no league's site may take them. */
  platformHosts: readonly string[]
  /** TRUST_PROXY: take the client IP from the right-most X-Forwarded-For entry (behind a reverse proxy that sets it). */
  trustProxy: boolean
  /** Where uploaded files' bytes live. */
  fileStore: FileStore
  /** OCHE_ORGANISATION_STORAGE_MB in bytes. */
  organisationStorageBytes: number
  /** OCHE_CLAMD: what scans every upload before it is stored; none when unset. */
  virusScanner: VirusScanner | undefined
  /** OCHE_TIME_ZONE: the time zone a league's public site shows its dates in. */
  timeZone: string
  /** OCHE_PROXY_SECRET: the web host on this machine proves with it that its `x-oche-client-address` is true. */
  proxySecret: string | undefined
}

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } }

/** The headers the web host sets on every request it forwards (docs/security.md, "Who is the client"). */
export const CLIENT_ADDRESS_HEADER = 'x-oche-client-address'
export const PROXY_SECRET_HEADER = 'x-oche-proxy-secret'

function sameSecret(sent: string, expected: string): boolean {
  // Digests have one length, so the comparison takes as long whatever was sent.
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(sent), digest(expected))
}

type RequestHeaders = { header: (name: string) => string | undefined }
type ProxyOptions = Pick<RequestContextOptions, 'trustProxy' | 'proxySecret'>

/** The request comes from the web host on this machine: a loopback socket that sends the right proxy secret. */
function isFromWebHost(request: RequestHeaders, socket: string, options: ProxyOptions): boolean {
  const secret = request.header(PROXY_SECRET_HEADER)
  return Boolean(
    options.proxySecret && isLoopback(socket) && secret !== undefined && sameSecret(secret, options.proxySecret),
  )
}

/** The right-most entry of a forwarded header: the one the deployment's own proxy added. */
function rightMost(request: RequestHeaders, name: string): string | undefined {
  return request.header(name)?.split(',').at(-1)?.trim() || undefined
}

/**
 * The address of the real client: what the web host on this machine vouches for (a loopback socket that sends
 * the right proxy secret), else with TRUST_PROXY the right-most X-Forwarded-For entry (the one the deployment's
 * own proxy added; anything left of it the client could have written), else the socket's address. Forwarded
 * headers from anyone else are ignored.
 */
export function resolveClientIp(
  request: RequestHeaders,
  socketAddress: string | undefined,
  options: ProxyOptions,
): string {
  const socket = socketAddress || 'unknown'
  const vouched = request.header(CLIENT_ADDRESS_HEADER)?.trim()
  if (vouched && isIP(vouched) !== 0 && isFromWebHost(request, socket, options)) return vouched
  if (options.trustProxy) {
    const forwarded = rightMost(request, 'X-Forwarded-For')
    if (forwarded && isIP(forwarded) !== 0) return forwarded
  }
  return socket
}

/** How the client reached the platform: over TLS or not, and the host (with its port) it asked for. */
export type RequestOrigin = { tls: boolean; host: string | undefined }

/**
 * The scheme and host the client used. From the web host on this machine, or with TRUST_PROXY, the right-most
 * `X-Forwarded-Proto` and `X-Forwarded-Host` (the web host forwards `/api/*` with the client's own `Host` and sets
 * `X-Forwarded-Proto`; a page's server-side call sets both); from anyone else only the request's own URL and
 * `Host`, whatever forwarded headers it brings.
 */
export function resolveRequestOrigin(
  request: RequestHeaders & { url: string },
  socketAddress: string | undefined,
  options: ProxyOptions,
): RequestOrigin {
  const host = request.header('Host')?.trim() || undefined
  const ownTls = new URL(request.url).protocol === 'https:'
  if (!options.trustProxy && !isFromWebHost(request, socketAddress || 'unknown', options)) return { tls: ownTls, host }
  const proto = rightMost(request, 'X-Forwarded-Proto')?.toLowerCase()
  return { tls: proto ? proto === 'https' : ownTls, host: rightMost(request, 'X-Forwarded-Host') ?? host }
}

/** 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 forms. */
export function isLoopback(address: string): boolean {
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address
  return plain === '::1' || /^127(\.\d{1,3}){3}$/.test(plain)
}

/** Puts what every handler needs on the context, writes one log line per request, and sets zod's language. */
export function requestContext(options: RequestContextOptions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now()
    const logger = options.logger.child({ requestId: c.get('requestId') })
    const language = preferredLocale(c.req.header('Accept-Language'))
    c.set('database', options.database)
    c.set('db', options.database.db)
    c.set('logger', logger)
    c.set('language', language)
    const socketAddress = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress
    const ip = resolveClientIp(c.req, socketAddress, options)
    c.set('clientIp', ip)
    c.set('origin', resolveRequestOrigin(c.req, socketAddress, options))
    c.set('fromLocalMachine', isLoopback(ip))
    c.set('loginLimiter', options.loginLimiter)
    c.set('boardCodeLimiter', options.boardCodeLimiter)
    c.set('mailLimiter', options.mailLimiter)
    c.set('mailer', options.mailer)
    c.set('secret', options.secret)
    c.set('publisher', options.publisher)
    c.set('version', options.version)
    c.set('startedAt', options.startedAt)
    c.set('platformHosts', options.platformHosts)
    c.set('fileStore', options.fileStore)
    c.set('organisationStorageBytes', options.organisationStorageBytes)
    c.set('virusScanner', options.virusScanner)
    c.set('timeZone', options.timeZone)
    c.set('auth', undefined)
    // Set before the handler, so the answer it makes carries it: a header set on an answer already made has Hono
    // copy it into a new Response, which @hono/node-server then writes through a stream instead of at once (a
    // tenth of the visit route's process in its profile).
    c.header('Content-Language', language)
    await runWithLocale(language, next)
    logger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        durationMs: Math.round(performance.now() - started),
      },
      'request',
    )
  })
}
