import { createRoute } from '@hono/zod-openapi'
import {
  CompetitionSiteNewsParamsSchema,
  CompetitionSiteParamsSchema,
  CompetitionSiteQuerySchema,
  SiteBoardMemberListSchema,
  SiteDocumentListSchema,
  SiteNewsItemSchema,
  SiteNewsListQuerySchema,
  SiteNewsListSchema,
} from '@oche/api'
import { anyone } from '../http/guards'
import { errorResponses, jsonResponse } from '../http/openapi'
import { respond } from '../http/respond'
import { createRouter } from '../http/router'
import {
  getPublicSiteNews,
  listPublicSiteBoardMembers,
  listPublicSiteDocuments,
  listPublicSiteNews,
} from '../services/site-content/public-site-content'

// `/api/competition/{domain}/news`, `/documents` and `/board-members`: a league site's own content as the public
// reads it (issue 16, ADR 018), without signing in; each answers 404 while the site's settings hide its page.

const SITE = '/{domain}'
const tags = ['competition site']
const security: { [name: string]: string[] }[] = []
const visitors = 'Anyone: the league’s public site. 404 while the site’s settings hide the page.'

const news = createRoute({
  operationId: 'listCompetitionSiteNews',
  method: 'get',
  path: `${SITE}/news`,
  tags,
  summary: 'The news articles the public sees now, newest first, on the public site',
  description: `${visitors} No drafts, nothing scheduled for later, no authors. A page past the last is 404 (the first page is always there).`,
  security,
  middleware: [anyone()] as const,
  request: { params: CompetitionSiteParamsSchema, query: SiteNewsListQuerySchema },
  responses: { 200: jsonResponse('A page of articles.', SiteNewsListSchema), ...errorResponses(404, 422) },
})

const newsItem = createRoute({
  operationId: 'getCompetitionSiteNews',
  method: 'get',
  path: `${SITE}/news/{slug}`,
  tags,
  summary: 'A news article on the public site, by its slug or a former one',
  description: `${visitors} A draft or an article scheduled for later is 404 too.`,
  security,
  middleware: [anyone()] as const,
  request: { params: CompetitionSiteNewsParamsSchema },
  responses: { 200: jsonResponse('The article.', SiteNewsItemSchema), ...errorResponses(404, 422) },
})

const documents = createRoute({
  operationId: 'listCompetitionSiteDocuments',
  method: 'get',
  path: `${SITE}/documents`,
  tags,
  summary: 'The season’s documents and those of every season, in order, on the public site',
  description: `${visitors} \`?season=\` as everywhere on the site (an unknown season is 404).`,
  security,
  middleware: [anyone()] as const,
  request: { params: CompetitionSiteParamsSchema, query: CompetitionSiteQuerySchema },
  responses: { 200: jsonResponse('The documents.', SiteDocumentListSchema), ...errorResponses(404, 422) },
})

const boardMembers = createRoute({
  operationId: 'listCompetitionSiteBoardMembers',
  method: 'get',
  path: `${SITE}/board-members`,
  tags,
  summary: 'The league’s board on the public site, in order',
  description: `${visitors} An e-mail address or phone only where the admins show it.`,
  security,
  middleware: [anyone()] as const,
  request: { params: CompetitionSiteParamsSchema },
  responses: { 200: jsonResponse('The board members.', SiteBoardMemberListSchema), ...errorResponses(404, 422) },
})

export const competitionSitePagesRoutes = createRouter()
  .openapi(news, async (c) => {
    const input = { ref: c.req.valid('param'), query: c.req.valid('query'), now: new Date() }
    return respond(c, await listPublicSiteNews(c.get('db'), input), SiteNewsListSchema)
  })
  .openapi(newsItem, async (c) => {
    const { slug, ...ref } = c.req.valid('param')
    return respond(c, await getPublicSiteNews(c.get('db'), { ref, slug, now: new Date() }), SiteNewsItemSchema)
  })
  .openapi(documents, async (c) => {
    const ref = { ...c.req.valid('param'), ...c.req.valid('query') }
    return respond(c, await listPublicSiteDocuments(c.get('db'), { ref }), SiteDocumentListSchema)
  })
  .openapi(boardMembers, async (c) => {
    return respond(
      c,
      await listPublicSiteBoardMembers(c.get('db'), { ref: c.req.valid('param') }),
      SiteBoardMemberListSchema,
    )
  })
