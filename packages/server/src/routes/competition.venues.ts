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
  BoardInputSchema,
  BoardListSchema,
  BoardSchema,
  BoardWithCodeSchema,
  UpdateBoardInputSchema,
  VenueBoardParamsSchema,
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
import {
  createVenueBoard,
  deleteVenueBoard,
  listVenueBoards,
  regenerateVenueBoardCode,
  updateVenueBoard,
} from '../services/competition/venue-boards'
import { ORGANISATION, competitionTags } from './competition'

// `/api/competition/manage/organisations/{org}/venues/…`: the organisation's venues (the spec's locations), for
// its admins. They are the same venues its events use.

const VENUE = `${ORGANISATION}/venues/{venue}`

const list = createRoute({
  operationId: 'listVenues',
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
  operationId: 'createVenue',
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
  operationId: 'getVenue',
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
  operationId: 'updateVenue',
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
  operationId: 'deleteVenue',
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
  operationId: 'listVenueTeams',
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

// The venue's own boards (ADR 016): a tablet logged in with a board's code scores the league games at the venue.
const BOARD = `${VENUE}/boards/{board}`

const listBoards = createRoute({
  operationId: 'listVenueBoards',
  method: 'get',
  path: `${VENUE}/boards`,
  tags: competitionTags,
  summary: 'The venue’s boards, by number (admins)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: CompetitionVenueParamsSchema },
  responses: {
    200: jsonResponse('The boards, without codes.', BoardListSchema),
    ...errorResponses(401, 403, 404, 422),
  },
})

const createBoard = createRoute({
  operationId: 'createVenueBoard',
  method: 'post',
  path: `${VENUE}/boards`,
  tags: competitionTags,
  summary: 'Add a board to the venue (admins)',
  description: 'The number must be free at the venue (422 on `number`). The answer holds the login code, this once.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: CompetitionVenueParamsSchema, body: jsonBody(BoardInputSchema) },
  responses: {
    201: jsonResponse('The board with its login code.', BoardWithCodeSchema),
    ...errorResponses(401, 403, 404, 422),
  },
})

const updateBoard = createRoute({
  operationId: 'updateVenueBoard',
  method: 'patch',
  path: BOARD,
  tags: competitionTags,
  summary: 'Rename a venue board or switch it on or off (admins)',
  description: 'Switching it off logs its tablets out; once it is on again they log in with its code.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: VenueBoardParamsSchema, body: jsonBody(UpdateBoardInputSchema) },
  responses: { 200: jsonResponse('The board.', BoardSchema), ...errorResponses(401, 403, 404, 422) },
})

const deleteBoard = createRoute({
  operationId: 'deleteVenueBoard',
  method: 'delete',
  path: BOARD,
  tags: competitionTags,
  summary: 'Remove a venue board; its tablets are logged out (admins)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: VenueBoardParamsSchema },
  responses: { 204: { description: 'The board is gone.' }, ...errorResponses(401, 403, 404, 422) },
})

const regenerateCode = createRoute({
  operationId: 'regenerateVenueBoardCode',
  method: 'post',
  path: `${BOARD}/code`,
  tags: competitionTags,
  summary: 'Give a venue board a new login code and log out its tablets (admins)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: VenueBoardParamsSchema },
  responses: {
    200: jsonResponse('The board with its new login code.', BoardWithCodeSchema),
    ...errorResponses(401, 403, 404, 422),
  },
})

export const competitionVenuesRoutes = createRouter()
  .openapi(list, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param') }
    return respond(c, await listCompetitionVenues(c.get('db'), input), CompetitionVenueListSchema)
  })
  .openapi(create, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param'), fields: c.req.valid('json') }
    return respond(c, await createCompetitionVenue(c.get('db'), input), CompetitionVenueSchema, 201)
  })
  .openapi(get, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param') }
    return respond(c, await getCompetitionVenue(c.get('db'), input), CompetitionVenueSchema)
  })
  .openapi(update, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param'), changes: c.req.valid('json') }
    return respond(c, await updateCompetitionVenue(c.get('db'), input), CompetitionVenueSchema)
  })
  .openapi(remove, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param') }
    return respondEmpty(c, await deleteCompetitionVenue(c.get('db'), input))
  })
  .openapi(teams, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param'), season: c.req.valid('query').season }
    return respond(c, await listVenueTeams(c.get('db'), input), TeamListSchema)
  })
  .openapi(listBoards, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param') }
    return respond(c, await listVenueBoards(c.get('db'), input), BoardListSchema)
  })
  .openapi(createBoard, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param'), fields: c.req.valid('json') }
    return respond(c, await createVenueBoard(c.get('db'), input), BoardWithCodeSchema, 201)
  })
  .openapi(updateBoard, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param'), changes: c.req.valid('json') }
    return respond(c, await updateVenueBoard(c.get('db'), input), BoardSchema)
  })
  .openapi(deleteBoard, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param') }
    return respondEmpty(c, await deleteVenueBoard(c.get('db'), input))
  })
  .openapi(regenerateCode, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param') }
    return respond(c, await regenerateVenueBoardCode(c.get('db'), input), BoardWithCodeSchema)
  })
