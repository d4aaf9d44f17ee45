import { createRoute, z } from '@hono/zod-openapi'
import {
  OrganisationParamsSchema,
  SiteFileSchema,
  SiteFileUploadFieldsSchema,
  SiteNewsInputSchema,
  SiteNewsItemSchema,
  SiteNewsListQuerySchema,
  SiteNewsListSchema,
  SiteNewsParamsSchema,
  UpdateSiteNewsInputSchema,
  siteFileLimits,
} from '@oche/api'
import type { Context } from 'hono'
import type { AuthenticatedEnv } from '../http/app-env'
import { requireUser } from '../http/guards'
import { bearerSecurity, errorResponses, jsonBody, jsonResponse } from '../http/openapi'
import { respond, respondEmpty } from '../http/respond'
import { createRouter } from '../http/router'
import type { SiteAuditActor } from '../services/site-content/site-audit'
import { uploadSiteFile } from '../services/site-content/site-files'
import {
  createSiteNews,
  deleteSiteNews,
  getSiteNews,
  listSiteNews,
  updateSiteNews,
} from '../services/site-content/site-news'
import { ORGANISATION, competitionTags } from './competition'

// `/api/competition/manage/organisations/{org}/site/files` and `…/site/news`: a league site's uploads and news
// articles (issue 16, ADR 018), for the organisation's admins and super admins.

const SITE = `${ORGANISATION}/site`
const MB = 1024 * 1024

/** Who changes the site's content, for the audit log. */
export function siteAuditActor(c: Context<AuthenticatedEnv>): SiteAuditActor {
  return { userId: c.get('auth').user.id, impersonatorId: c.get('auth').impersonatorId, requestId: c.get('requestId') }
}

const UploadFormSchema = SiteFileUploadFieldsSchema.extend({
  file: z
    .custom<File>((value) => value instanceof File)
    .openapi({ type: 'string', format: 'binary', description: 'The file’s bytes, with its name.' }),
})

const upload = createRoute({
  operationId: 'uploadSiteFile',
  method: 'post',
  path: `${SITE}/files`,
  tags: competitionTags,
  summary: 'Upload an image or a document for the site (admins)',
  description:
    `The type is sniffed from the bytes, never the name or the \`Content-Type\` sent: an image (PNG, JPEG, WebP, ` +
    `GIF) up to ${siteFileLimits.image / MB} MB, a document (PDF, those images, OOXML and ODF office files) up to ` +
    `${siteFileLimits.document / MB} MB (413 beyond). Another type is 422 on \`file\`, and so is an upload past the ` +
    'organisation’s storage (`OCHE_ORGANISATION_STORAGE_MB`). A file no article, document or board member refers ' +
    'to a day after its upload is deleted.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: {
    params: OrganisationParamsSchema,
    body: { required: true, content: { 'multipart/form-data': { schema: UploadFormSchema } } },
  },
  responses: {
    201: jsonResponse('The stored file.', SiteFileSchema),
    ...errorResponses(401, 403, 404, 413, 422, 503),
  },
})

const list = createRoute({
  operationId: 'listSiteNews',
  method: 'get',
  path: `${SITE}/news`,
  tags: competitionTags,
  summary: 'The site’s news articles, drafts first, then newest first (admins)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: OrganisationParamsSchema, query: SiteNewsListQuerySchema },
  responses: { 200: jsonResponse('A page of articles.', SiteNewsListSchema), ...errorResponses(401, 403, 404, 422) },
})

const get = createRoute({
  operationId: 'getSiteNews',
  method: 'get',
  path: `${SITE}/news/{slug}`,
  tags: competitionTags,
  summary: 'A news article, draft or not, by its slug or a former one (admins)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: SiteNewsParamsSchema },
  responses: { 200: jsonResponse('The article.', SiteNewsItemSchema), ...errorResponses(401, 403, 404, 422) },
})

const create = createRoute({
  operationId: 'createSiteNews',
  method: 'post',
  path: `${SITE}/news`,
  tags: competitionTags,
  summary: 'Write a news article (admins)',
  description:
    'The HTML is sanitised to what the editor makes (paragraphs, headings 2–3, bold, italic, lists, quotes, line ' +
    'breaks, http(s) and mailto links with `rel="noopener nofollow ugc"`); the excerpt is derived from it. Without ' +
    '`slug` one is made from the title; a taken one is 422 on `slug`. A cover must be an image uploaded by the ' +
    'organisation (422 on `cover_file_id`). Published with a later `publish_at`, the public sees it from then on.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: OrganisationParamsSchema, body: jsonBody(SiteNewsInputSchema) },
  responses: { 201: jsonResponse('The article.', SiteNewsItemSchema), ...errorResponses(401, 403, 404, 422) },
})

const update = createRoute({
  operationId: 'updateSiteNews',
  method: 'put',
  path: `${SITE}/news/{slug}`,
  tags: competitionTags,
  summary: 'Change a news article (admins)',
  description: 'Only the fields sent change, checked and sanitised as on creation; an old slug keeps leading to it.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: SiteNewsParamsSchema, body: jsonBody(UpdateSiteNewsInputSchema) },
  responses: { 200: jsonResponse('The article.', SiteNewsItemSchema), ...errorResponses(401, 403, 404, 422) },
})

const remove = createRoute({
  operationId: 'deleteSiteNews',
  method: 'delete',
  path: `${SITE}/news/{slug}`,
  tags: competitionTags,
  summary: 'Delete a news article (admins)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: SiteNewsParamsSchema },
  responses: { 204: { description: 'The article is gone.' }, ...errorResponses(401, 403, 404, 422) },
})

export const competitionSiteNewsRoutes = createRouter()
  .openapi(upload, async (c) => {
    const { file, purpose } = c.req.valid('form')
    const input = {
      caller: c.get('auth').user,
      ...c.req.valid('param'),
      actor: siteAuditActor(c),
      purpose,
      name: file.name,
      body: file.stream(),
      store: c.get('fileStore'),
      storageBytes: c.get('organisationStorageBytes'),
      scan: c.get('virusScanner'),
    }
    return respond(c, await uploadSiteFile(c.get('db'), input), SiteFileSchema, 201)
  })
  .openapi(list, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param'), query: c.req.valid('query'), now: new Date() }
    return respond(c, await listSiteNews(c.get('db'), input), SiteNewsListSchema)
  })
  .openapi(get, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param'), now: new Date() }
    return respond(c, await getSiteNews(c.get('db'), input), SiteNewsItemSchema)
  })
  .openapi(create, async (c) => {
    const input = {
      caller: c.get('auth').user,
      ...c.req.valid('param'),
      actor: siteAuditActor(c),
      article: c.req.valid('json'),
      now: new Date(),
    }
    return respond(c, await createSiteNews(c.get('db'), input), SiteNewsItemSchema, 201)
  })
  .openapi(update, async (c) => {
    const input = {
      caller: c.get('auth').user,
      ...c.req.valid('param'),
      actor: siteAuditActor(c),
      changes: c.req.valid('json'),
      now: new Date(),
    }
    return respond(c, await updateSiteNews(c.get('db'), input), SiteNewsItemSchema)
  })
  .openapi(remove, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param'), actor: siteAuditActor(c) }
    return respondEmpty(c, await deleteSiteNews(c.get('db'), input))
  })
