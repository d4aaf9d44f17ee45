import { createRoute } from '@hono/zod-openapi'
import { CompetitionSiteSettingsInputSchema, CompetitionSiteSettingsSchema, OrganisationParamsSchema } from '@oche/api'
import { requireUser } from '../http/guards'
import { bearerSecurity, errorResponses, jsonBody, jsonResponse } from '../http/openapi'
import { respond } from '../http/respond'
import { createRouter } from '../http/router'
import { getSiteSettings, updateSiteSettings } from '../services/competition-site/site-settings'
import { ORGANISATION, competitionTags } from './competition'

// `/api/competition/manage/organisations/{org}/site`: the public league site's settings (issue 16, `site/settings`),
// for the organisation's admins and super admins.

const SITE = `${ORGANISATION}/site`

const get = createRoute({
  operationId: 'getSiteSettings',
  method: 'get',
  path: SITE,
  tags: competitionTags,
  summary: 'The public site’s settings: look, host names, help text and pages shown (admins)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: OrganisationParamsSchema },
  responses: { 200: jsonResponse('The settings.', CompetitionSiteSettingsSchema), ...errorResponses(401, 403, 404) },
})

const update = createRoute({
  operationId: 'updateSiteSettings',
  method: 'put',
  path: SITE,
  tags: competitionTags,
  summary: 'Change the public site’s settings (admins)',
  description:
    'Only the fields sent change. Host names are stored lower-case without a leading `www.` (which answers too); ' +
    'one another organisation uses, or one of the platform’s own (its public URL’s host), is refused with 422 on ' +
    '`domains`. The web host must list a domain in `OCHE_COMPETITION_DOMAINS` to serve the site on it.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: OrganisationParamsSchema, body: jsonBody(CompetitionSiteSettingsInputSchema) },
  responses: {
    200: jsonResponse('The settings.', CompetitionSiteSettingsSchema),
    ...errorResponses(401, 403, 404, 422),
  },
})

export const competitionSiteSettingsRoutes = createRouter()
  .openapi(get, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param') }
    return respond(c, await getSiteSettings(c.get('db'), input), CompetitionSiteSettingsSchema)
  })
  .openapi(update, async (c) => {
    const input = {
      caller: c.get('auth').user,
      ...c.req.valid('param'),
      changes: c.req.valid('json'),
      platformHosts: c.get('platformHosts'),
    }
    return respond(c, await updateSiteSettings(c.get('db'), input), CompetitionSiteSettingsSchema)
  })
