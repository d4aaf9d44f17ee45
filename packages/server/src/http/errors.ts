import type { ErrorHandler, NotFoundHandler } from 'hono'
import type { Logger } from 'pino'
import { createMiddleware } from 'hono/factory'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from './app-env'
import { translate } from './messages'
import { preferredLocale } from '@oche/i18n'

/** Unknown routes answer JSON, never Hono's plain-text 404. */
export const notFound: NotFoundHandler<AppEnv> = (c) => {
  return c.json(
    { message: translate('notFound', c.get('language') ?? preferredLocale(c.req.header('Accept-Language'))) },
    404,
  )
}

/**
 * A URL with a NUL byte (`%00`, in the path or the query) names nothing the API has, and PostgreSQL text cannot hold
 * one: 404 before a route looks it up, never a 500.
 */
export function nulBytesNotFound() {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.url.includes('%00')) return notFound(c)
    await next()
  })
}

/**
 * The last line: a bug or an outage. The details go to the log under the request id; the caller gets the
 * id and nothing else (no message, no stack trace).
 */
export function createErrorHandler(baseLogger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    const language = c.get('language') ?? preferredLocale(c.req.header('Accept-Language'))
    // Hono's own 4xx, such as a body that is not JSON.
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ message: translate('badRequest', language) }, error.status)
    }
    const requestId = c.get('requestId')
    const logger = c.get('logger') ?? baseLogger.child({ requestId })
    logger.error({ err: error, requestId, method: c.req.method, path: c.req.path }, 'unhandled error')
    return c.json({ message: translate('serverError', language), requestId }, 500)
  }
}
