import { createRoute, z } from '@hono/zod-openapi'
import { SiteFileParamsSchema } from '@oche/api'
import { getCookie } from 'hono/cookie'
import type { Context } from 'hono'
import { authenticateToken } from '../services/accounts/authenticate-token'
import { anyone, resolveAuth } from '../http/guards'
import type { AppEnv } from '../http/app-env'
import { errorResponses } from '../http/openapi'
import { errorResponse } from '../http/respond'
import { createRouter } from '../http/router'
import { serveSiteFile } from '../services/site-content/serve-site-file'

// `/api/files/{id}/{name}`: the bytes of a league site's uploads (ADR 018, docs/security.md "Uploads").

/**
 * How long a shared cache keeps a public file: short, because a file stops being public when its page is hidden or
 * its article goes back to draft. An admin's private view is never kept by a shared cache.
 */
const PUBLIC_SECONDS = 10 * 60
/** Anyone; a token lets the organisation's admins see files the public does not. */
const optionalBearer: { [name: string]: string[] }[] = [{}, { bearer: [] }]

const file = createRoute({
  operationId: 'getSiteFile',
  method: 'get',
  path: '/{id}/{name}',
  tags: ['competition site'],
  summary: 'An uploaded file of a league site: an image inline, anything else as a download',
  description:
    'Anyone, while a page the site shows uses the file (an article the public sees, a document, a board member’s ' +
    'photo); otherwise only the organisation’s admins and super admins (a draft’s cover, an upload not saved yet), ' +
    'and 404 to everyone else. Always the type sniffed on upload with `X-Content-Type-Options: nosniff` and ' +
    '`Content-Security-Policy: sandbox`, so a file can never run as a page of this site. The browser fetches files ' +
    'itself (an image, a download link) and sends no bearer header: the session cookie `token` (or ' +
    '`impersonation_token`) stands in for it on this read-only route. `name` is only for the browser’s download.',
  security: optionalBearer,
  middleware: [anyone()] as const,
  request: { params: SiteFileParamsSchema },
  responses: {
    200: {
      description: 'The file’s bytes.',
      content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...errorResponses(404, 422),
  },
})

/** `attachment; filename="…"; filename*=UTF-8''…`: an ASCII name for old clients, the real one for the rest. */
function disposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

/**
 * The caller: the bearer token, else the session cookie the web app keeps it in (impersonation first, as the app
 * sends it). Only here: a file is only ever read, so a cookie sent by another site's `<img>` can show an admin
 * their own draft's cover and nothing more (the answer is sandboxed and never readable across origins).
 */
async function callerOf(c: Context<AppEnv>) {
  const bearer = await resolveAuth(c)
  if (bearer) return bearer.user
  const token = getCookie(c, 'impersonation_token') ?? getCookie(c, 'token')
  if (!token) return null
  const found = await authenticateToken(c.get('db'), { token })
  return found.ok ? found.value.user : null
}

export const filesRoutes = createRouter().openapi(file, async (c) => {
  const caller = await callerOf(c)
  const input = { id: c.req.valid('param').id, caller, store: c.get('fileStore'), now: new Date() }
  const served = await serveSiteFile(c.get('db'), input)
  if (!served.ok) return errorResponse(c, served.error)
  const { file: row, bytes, isPublic } = served.value
  const isImage = row.mediaType.startsWith('image/')
  return c.body(bytes.body, 200, {
    'Content-Type': row.mediaType,
    'Content-Length': String(bytes.size),
    'Content-Disposition': disposition(isImage ? 'inline' : 'attachment', row.name),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "sandbox; default-src 'none'",
    // Only what anyone may see goes to shared caches; an admin's preview of a draft's cover stays in their browser.
    'Cache-Control': isPublic ? `public, max-age=${PUBLIC_SECONDS}` : 'private, no-cache',
    ETag: `"${row.sha256}"`,
  })
})
