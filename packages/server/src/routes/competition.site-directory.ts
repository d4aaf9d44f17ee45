import { createRoute } from '@hono/zod-openapi'
import {
  OrganisationParamsSchema,
  SiteBoardMemberInputSchema,
  SiteBoardMemberListSchema,
  SiteBoardMemberParamsSchema,
  SiteBoardMemberSchema,
  SiteContentOrderInputSchema,
  SiteDocumentInputSchema,
  SiteDocumentListSchema,
  SiteDocumentParamsSchema,
  SiteDocumentSchema,
  UpdateSiteBoardMemberInputSchema,
  UpdateSiteDocumentInputSchema,
} from '@oche/api'
import { requireUser } from '../http/guards'
import { bearerSecurity, errorResponses, jsonBody, jsonResponse } from '../http/openapi'
import { respond, respondEmpty } from '../http/respond'
import { createRouter } from '../http/router'
import {
  createSiteBoardMember,
  deleteSiteBoardMember,
  getSiteBoardMember,
  listSiteBoardMembers,
  orderSiteBoardMembers,
  updateSiteBoardMember,
} from '../services/site-content/site-board-members'
import {
  createSiteDocument,
  deleteSiteDocument,
  getSiteDocument,
  listSiteDocuments,
  orderSiteDocuments,
  updateSiteDocument,
} from '../services/site-content/site-documents'
import { ORGANISATION, competitionTags } from './competition'
import { siteAuditActor } from './competition.site-news'

// `/api/competition/manage/organisations/{org}/site/documents` and `…/site/board-members`: a league site's
// documents and board (issue 16, ADR 018), for the organisation's admins and super admins.

const DOCUMENTS = `${ORGANISATION}/site/documents`
const MEMBERS = `${ORGANISATION}/site/board-members`

const listDocuments = createRoute({
  operationId: 'listSiteDocuments',
  method: 'get',
  path: DOCUMENTS,
  tags: competitionTags,
  summary: 'The site’s documents in their order (admins)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: OrganisationParamsSchema },
  responses: { 200: jsonResponse('The documents.', SiteDocumentListSchema), ...errorResponses(401, 403, 404, 422) },
})

const orderDocuments = createRoute({
  operationId: 'orderSiteDocuments',
  method: 'put',
  path: `${DOCUMENTS}/order`,
  tags: competitionTags,
  summary: 'Put the site’s documents in a new order (admins)',
  description: 'Every document’s id exactly once, in the new order; anything else is 422 on `ids`.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: OrganisationParamsSchema, body: jsonBody(SiteContentOrderInputSchema) },
  responses: { 200: jsonResponse('The documents.', SiteDocumentListSchema), ...errorResponses(401, 403, 404, 422) },
})

const getDocument = createRoute({
  operationId: 'getSiteDocument',
  method: 'get',
  path: `${DOCUMENTS}/{id}`,
  tags: competitionTags,
  summary: 'A document of the site (admins)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: SiteDocumentParamsSchema },
  responses: { 200: jsonResponse('The document.', SiteDocumentSchema), ...errorResponses(401, 403, 404, 422) },
})

const createDocument = createRoute({
  operationId: 'createSiteDocument',
  method: 'post',
  path: DOCUMENTS,
  tags: competitionTags,
  summary: 'Add a document to the site (admins)',
  description:
    '`file_id` is a file of purpose `document` the organisation uploaded (422 on `file_id` otherwise); `season` one ' +
    'of its seasons’ slugs (422 on `season` otherwise), or none for every season. Last in the order unless ' +
    '`position` says otherwise.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: OrganisationParamsSchema, body: jsonBody(SiteDocumentInputSchema) },
  responses: { 201: jsonResponse('The document.', SiteDocumentSchema), ...errorResponses(401, 403, 404, 422) },
})

const updateDocument = createRoute({
  operationId: 'updateSiteDocument',
  method: 'put',
  path: `${DOCUMENTS}/{id}`,
  tags: competitionTags,
  summary: 'Change a document of the site (admins)',
  description: 'Only the fields sent change, checked as on creation.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: SiteDocumentParamsSchema, body: jsonBody(UpdateSiteDocumentInputSchema) },
  responses: { 200: jsonResponse('The document.', SiteDocumentSchema), ...errorResponses(401, 403, 404, 422) },
})

const deleteDocument = createRoute({
  operationId: 'deleteSiteDocument',
  method: 'delete',
  path: `${DOCUMENTS}/{id}`,
  tags: competitionTags,
  summary: 'Take a document off the site (admins)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: SiteDocumentParamsSchema },
  responses: { 204: { description: 'The document is gone.' }, ...errorResponses(401, 403, 404, 422) },
})

const listMembers = createRoute({
  operationId: 'listSiteBoardMembers',
  method: 'get',
  path: MEMBERS,
  tags: competitionTags,
  summary: 'The league’s board members in their order, with every contact detail (admins)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: OrganisationParamsSchema },
  responses: {
    200: jsonResponse('The board members.', SiteBoardMemberListSchema),
    ...errorResponses(401, 403, 404, 422),
  },
})

const orderMembers = createRoute({
  operationId: 'orderSiteBoardMembers',
  method: 'put',
  path: `${MEMBERS}/order`,
  tags: competitionTags,
  summary: 'Put the board members in a new order (admins)',
  description: 'Every member’s id exactly once, in the new order; anything else is 422 on `ids`.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: OrganisationParamsSchema, body: jsonBody(SiteContentOrderInputSchema) },
  responses: {
    200: jsonResponse('The board members.', SiteBoardMemberListSchema),
    ...errorResponses(401, 403, 404, 422),
  },
})

const getMember = createRoute({
  operationId: 'getSiteBoardMember',
  method: 'get',
  path: `${MEMBERS}/{id}`,
  tags: competitionTags,
  summary: 'A board member (admins)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: SiteBoardMemberParamsSchema },
  responses: { 200: jsonResponse('The board member.', SiteBoardMemberSchema), ...errorResponses(401, 403, 404, 422) },
})

const createMember = createRoute({
  operationId: 'createSiteBoardMember',
  method: 'post',
  path: MEMBERS,
  tags: competitionTags,
  summary: 'Add a board member (admins)',
  description:
    'The public sees the e-mail address and phone only with `show_email` and `show_phone`. `photo_file_id` is an ' +
    'image the organisation uploaded (422 on `photo_file_id` otherwise). Last in the order unless `position` says ' +
    'otherwise.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: OrganisationParamsSchema, body: jsonBody(SiteBoardMemberInputSchema) },
  responses: { 201: jsonResponse('The board member.', SiteBoardMemberSchema), ...errorResponses(401, 403, 404, 422) },
})

const updateMember = createRoute({
  operationId: 'updateSiteBoardMember',
  method: 'put',
  path: `${MEMBERS}/{id}`,
  tags: competitionTags,
  summary: 'Change a board member (admins)',
  description: 'Only the fields sent change, checked as on creation.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: SiteBoardMemberParamsSchema, body: jsonBody(UpdateSiteBoardMemberInputSchema) },
  responses: { 200: jsonResponse('The board member.', SiteBoardMemberSchema), ...errorResponses(401, 403, 404, 422) },
})

const deleteMember = createRoute({
  operationId: 'deleteSiteBoardMember',
  method: 'delete',
  path: `${MEMBERS}/{id}`,
  tags: competitionTags,
  summary: 'Take a board member off the site (admins)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: SiteBoardMemberParamsSchema },
  responses: { 204: { description: 'The board member is gone.' }, ...errorResponses(401, 403, 404, 422) },
})

// The order routes come before `{id}`: "order" is no id.
export const competitionSiteDirectoryRoutes = createRouter()
  .openapi(listDocuments, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param') }
    return respond(c, await listSiteDocuments(c.get('db'), input), SiteDocumentListSchema)
  })
  .openapi(orderDocuments, async (c) => {
    const input = {
      caller: c.get('auth').user,
      ...c.req.valid('param'),
      actor: siteAuditActor(c),
      order: c.req.valid('json'),
      now: new Date(),
    }
    return respond(c, await orderSiteDocuments(c.get('db'), input), SiteDocumentListSchema)
  })
  .openapi(getDocument, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param') }
    return respond(c, await getSiteDocument(c.get('db'), input), SiteDocumentSchema)
  })
  .openapi(createDocument, async (c) => {
    const input = {
      caller: c.get('auth').user,
      ...c.req.valid('param'),
      actor: siteAuditActor(c),
      document: c.req.valid('json'),
      now: new Date(),
    }
    return respond(c, await createSiteDocument(c.get('db'), input), SiteDocumentSchema, 201)
  })
  .openapi(updateDocument, async (c) => {
    const input = {
      caller: c.get('auth').user,
      ...c.req.valid('param'),
      actor: siteAuditActor(c),
      changes: c.req.valid('json'),
      now: new Date(),
    }
    return respond(c, await updateSiteDocument(c.get('db'), input), SiteDocumentSchema)
  })
  .openapi(deleteDocument, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param'), actor: siteAuditActor(c) }
    return respondEmpty(c, await deleteSiteDocument(c.get('db'), input))
  })
  .openapi(listMembers, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param') }
    return respond(c, await listSiteBoardMembers(c.get('db'), input), SiteBoardMemberListSchema)
  })
  .openapi(orderMembers, async (c) => {
    const input = {
      caller: c.get('auth').user,
      ...c.req.valid('param'),
      actor: siteAuditActor(c),
      order: c.req.valid('json'),
      now: new Date(),
    }
    return respond(c, await orderSiteBoardMembers(c.get('db'), input), SiteBoardMemberListSchema)
  })
  .openapi(getMember, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param') }
    return respond(c, await getSiteBoardMember(c.get('db'), input), SiteBoardMemberSchema)
  })
  .openapi(createMember, async (c) => {
    const input = {
      caller: c.get('auth').user,
      ...c.req.valid('param'),
      actor: siteAuditActor(c),
      member: c.req.valid('json'),
      now: new Date(),
    }
    return respond(c, await createSiteBoardMember(c.get('db'), input), SiteBoardMemberSchema, 201)
  })
  .openapi(updateMember, async (c) => {
    const input = {
      caller: c.get('auth').user,
      ...c.req.valid('param'),
      actor: siteAuditActor(c),
      changes: c.req.valid('json'),
      now: new Date(),
    }
    return respond(c, await updateSiteBoardMember(c.get('db'), input), SiteBoardMemberSchema)
  })
  .openapi(deleteMember, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param'), actor: siteAuditActor(c) }
    return respondEmpty(c, await deleteSiteBoardMember(c.get('db'), input))
  })
