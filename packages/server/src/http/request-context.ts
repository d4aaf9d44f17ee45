import type { Context } from 'hono'
import { withEventBoardSync } from '../services/event-boards/sync-event-boards'
import { createMiddleware } from 'hono/factory'
import type { Logger } from 'pino'
import type { DatabaseHandle } from '../db/database'
import type { Mailer } from '../mail/mailer'
import type { Publisher } from '../realtime/index'
import type { LoginLimiter } from '../services/accounts/login-limiter'
import type { AppEnv } from './app-env'
import { isLocale, type Locale } from './messages'
import { runWithLocale } from './zod-locale'

export type RequestContextOptions = {
  database: DatabaseHandle
  logger: Logger
  loginLimiter: LoginLimiter
  mailLimiter: LoginLimiter
  mailer: Mailer
  secret: string
  publisher: Publisher
  version: string
  startedAt: number
  /** Take the client IP from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean
}

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } }

function clientIp(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header('X-Forwarded-For')?.split(',')[0]?.trim() : undefined
  return forwarded || (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress || 'unknown'
}

/** Accept-Language, best quality first; `nl-BE` counts as `nl`. English when nothing matches. */
export function preferredLocale(header: string | undefined): Locale {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      )
      return { language: tag.toLowerCase().split('-')[0] ?? '', q: Number.isNaN(q) ? 0 : q, index }
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return ranked.map((entry) => entry.language).find(isLocale) ?? 'en'
}

/** Puts what every handler needs on the context, writes one log line per request, and sets zod's language. */
export function requestContext(options: RequestContextOptions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now()
    const logger = options.logger.child({ requestId: c.var.requestId })
    const language = preferredLocale(c.req.header('Accept-Language'))
    c.set('database', options.database)
    c.set('db', options.database.db)
    c.set('logger', logger)
    c.set('language', language)
    c.set('clientIp', clientIp(c, options.trustProxy))
    c.set('loginLimiter', options.loginLimiter)
    c.set('mailLimiter', options.mailLimiter)
    c.set('mailer', options.mailer)
    c.set('secret', options.secret)
    // Every tournament change re-plans the boards of its event (services/event-boards/sync-event-boards.ts).
    c.set('publisher', withEventBoardSync(options.publisher, options.database.db, logger))
    c.set('version', options.version)
    c.set('startedAt', options.startedAt)
    c.set('auth', undefined)
    await runWithLocale(language, next)
    c.header('Content-Language', language)
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
