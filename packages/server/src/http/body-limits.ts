import { ImportEntriesInputSchema, siteFileLimits } from '@oche/api'
import { bodyLimit } from 'hono/body-limit'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from './app-env'
import { translateWith, type Locale } from './messages'

const MB = 1024 * 1024

/** Every request body: 1 MB. No JSON body of the API comes near it. */
export const DEFAULT_BODY_LIMIT = 1 * MB

/**
 * `POST /api/tournaments/{id}/entries/import`: its CSV may hold 200,000 characters (`ImportEntriesInputSchema`),
 * which a client may send JSON-escaped at 6 bytes each (`\uXXXX`): 1.5 MB leaves room for that and the JSON around it.
 */
export const CSV_IMPORT_BODY_LIMIT = 1.5 * MB

const CSV_CHARACTERS = ImportEntriesInputSchema.shape.csv.maxLength ?? 0
if (CSV_IMPORT_BODY_LIMIT < CSV_CHARACTERS * 6 + 1024)
  throw new Error('CSV_IMPORT_BODY_LIMIT is smaller than the largest CSV import the schema allows')

/** `POST …/site/files`: the largest upload (a 20 MB document) and its multipart form around it. */
export const SITE_FILE_BODY_LIMIT = Math.max(...Object.values(siteFileLimits)) + 64 * 1024

/** Routes with a limit of their own (the default applies to all others). */
const routeLimits: readonly { method: string; path: RegExp; maxSize: number }[] = [
  { method: 'POST', path: /^\/api\/tournaments\/[^/]+\/entries\/import\/?$/, maxSize: CSV_IMPORT_BODY_LIMIT },
  {
    method: 'POST',
    path: /^\/api\/competition\/manage\/organisations\/[^/]+\/site\/files\/?$/,
    maxSize: SITE_FILE_BODY_LIMIT,
  },
]

function formatSize(bytes: number, language: Locale): string {
  const unit = language === 'fr' ? 'Mo' : 'MB'
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(bytes / MB)} ${unit}`
}

function tooLarge(c: Context, maxSize: number) {
  const language = (c as Context<AppEnv>).get('language')
  return c.json({ message: translateWith('payloadTooLarge', language, { size: formatSize(maxSize, language) }) }, 413)
}

function limitFor(maxSize: number) {
  // Declared too large (Content-Length) it is refused before a byte is read; streamed, as soon as it passes the limit.
  return bodyLimit({ maxSize, onError: (c) => tooLarge(c, maxSize) })
}

/** 413 with a translated `{ message }` for a body over its route's limit (`DEFAULT_BODY_LIMIT` unless listed above). */
export function bodyLimits() {
  const byDefault = limitFor(DEFAULT_BODY_LIMIT)
  const special = routeLimits.map((route) => ({ ...route, middleware: limitFor(route.maxSize) }))
  return createMiddleware<AppEnv>(async (c, next) => {
    const route = special.find((candidate) => candidate.method === c.req.method && candidate.path.test(c.req.path))
    // A request without a body, or one that declares its length, is decided from its headers. Hono's middleware asks
    // for the body first, which makes @hono/node-server build a web Request and stream for every request (a sixth of
    // a scored visit's own time, docs/benchmarks.md); it still counts a streamed body's bytes.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const length = c.req.header('content-length')
    const maxSize = route?.maxSize ?? DEFAULT_BODY_LIMIT
    if (length !== undefined && c.req.header('transfer-encoding') === undefined)
      return Number.parseInt(length, 10) > maxSize ? tooLarge(c, maxSize) : next()
    return (route?.middleware ?? byDefault)(c, next)
  })
}
