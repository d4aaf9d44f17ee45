import { createRoute } from '@hono/zod-openapi'
import {
  CompetitionVenueInputSchema,
  CompetitionVenueListSchema,
  CompetitionVenueParamsSchema,
  CompetitionVenueSchema,
  OrganisationParamsSchema,
  TeamListSchema,
  UpdateCompetitionVenueInputSchema,
  VenueTeamsQuerySchema,
} from '@oche/api'
import { requireUser } from '../http/guards'
import { bearerSecurity, errorResponses, jsonBody, jsonResponse } from '../http/openapi'
import { respond, respondEmpty } from '../http/respond'
import { createRouter } from '../http/router'
import {
  createCompetitionVenue,
  deleteCompetitionVenue,
  getCompetitionVenue,
  listCompetitionVenues,
  listVenueTeams,
  updateCompetitionVenue,
} from '../services/competition/venues'
import { ORGANISATION, competitionTags } from './competition'

// `/api/competition/manage/organisations/{org}/venues/…`: the organisation's venues (the spec's locations), for
// its admins. They are the same venues its events use.

const VENUE = `${ORGANISATION}/venues/{venue}`

const list = createRoute({
  method: 'get',
  path: `${ORGANISATION}/venues`,
  tags: competitionTags,
  summary: 'The organisation’s venues (admins)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: OrganisationParamsSchema },
  responses: {
    200: jsonResponse('The venues, by name.', CompetitionVenueListSchema),
    ...errorResponses(401, 403, 404),
  },
})

const create = createRoute({
  method: 'post',
  path: `${ORGANISATION}/venues`,
  tags: competitionTags,
  summary: 'Add a venue (admins)',
  description: '`weekdays` are the nights it hosts league matches; `default_board_count` its boards.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: OrganisationParamsSchema, body: jsonBody(CompetitionVenueInputSchema) },
  responses: { 201: jsonResponse('The new venue.', CompetitionVenueSchema), ...errorResponses(401, 403, 404, 422) },
})

const get = createRoute({
  method: 'get',
  path: VENUE,
  tags: competitionTags,
  summary: 'A venue (admins)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: CompetitionVenueParamsSchema },
  responses: { 200: jsonResponse('The venue.', CompetitionVenueSchema), ...errorResponses(401, 403, 404, 422) },
})

const update = createRoute({
  method: 'patch',
  path: VENUE,
  tags: competitionTags,
  summary: 'Change a venue (admins)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: CompetitionVenueParamsSchema, body: jsonBody(UpdateCompetitionVenueInputSchema) },
  responses: { 200: jsonResponse('The venue.', CompetitionVenueSchema), ...errorResponses(401, 403, 404, 422) },
})

const remove = createRoute({
  method: 'delete',
  path: VENUE,
  tags: competitionTags,
  summary: 'Delete a venue no team, match or event uses (admins)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: CompetitionVenueParamsSchema },
  responses: { 204: { description: 'The venue is gone.' }, ...errorResponses(401, 403, 404, 409, 422) },
})

const teams = createRoute({
  method: 'get',
  path: `${VENUE}/teams`,
  tags: competitionTags,
  summary: 'The teams at home at the venue in a season (admins)',
  description: 'The current season unless `season` names another.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: CompetitionVenueParamsSchema, query: VenueTeamsQuerySchema },
  responses: { 200: jsonResponse('The teams, by name.', TeamListSchema), ...errorResponses(401, 403, 404, 422) },
})

export const competitionVenuesRoutes = createRouter()
  .openapi(list, async (c) => {
    const input = { caller: c.var.auth.user, ...c.req.valid('param') }
    return respond(c, await listCompetitionVenues(c.var.db, input), CompetitionVenueListSchema)
  })
  .openapi(create, async (c) => {
    const input = { caller: c.var.auth.user, ...c.req.valid('param'), fields: c.req.valid('json') }
    return respond(c, await createCompetitionVenue(c.var.db, input), CompetitionVenueSchema, 201)
  })
  .openapi(get, async (c) => {
    const input = { caller: c.var.auth.user, ...c.req.valid('param') }
    return respond(c, await getCompetitionVenue(c.var.db, input), CompetitionVenueSchema)
  })
  .openapi(update, async (c) => {
    const input = { caller: c.var.auth.user, ...c.req.valid('param'), changes: c.req.valid('json') }
    return respond(c, await updateCompetitionVenue(c.var.db, input), CompetitionVenueSchema)
  })
  .openapi(remove, async (c) => {
    const input = { caller: c.var.auth.user, ...c.req.valid('param') }
    return respondEmpty(c, await deleteCompetitionVenue(c.var.db, input))
  })
  .openapi(teams, async (c) => {
    const input = { caller: c.var.auth.user, ...c.req.valid('param'), season: c.req.valid('query').season }
    return respond(c, await listVenueTeams(c.var.db, input), TeamListSchema)
  })
