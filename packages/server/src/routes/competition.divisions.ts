import { createRoute } from '@hono/zod-openapi'
import {
  AssignDivisionTeamsInputSchema,
  DivisionInputSchema,
  DivisionListSchema,
  DivisionParamsSchema,
  DivisionSchema,
  SeasonParamsSchema,
  TeamListSchema,
  UpdateDivisionInputSchema,
} from '@oche/api'
import { requireUser } from '../http/guards'
import { bearerSecurity, errorResponses, jsonBody, jsonResponse } from '../http/openapi'
import { respond, respondEmpty } from '../http/respond'
import { createRouter } from '../http/router'
import {
  assignDivisionTeams,
  createDivision,
  deleteDivision,
  getDivision,
  listDivisionTeams,
  listDivisions,
  updateDivision,
} from '../services/competition/divisions'
import { SEASON, competitionTags } from './competition'

// `/api/competition/manage/organisations/{org}/seasons/{season}/divisions/…`: the season's divisions (the spec's
// groups), for the organisation's admins.

const DIVISION = `${SEASON}/divisions/{division}`

const list = createRoute({
  operationId: 'listDivisions',
  method: 'get',
  path: `${SEASON}/divisions`,
  tags: competitionTags,
  summary: 'The season’s divisions in order (admins)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: SeasonParamsSchema },
  responses: { 200: jsonResponse('The divisions.', DivisionListSchema), ...errorResponses(401, 403, 404) },
})

const create = createRoute({
  operationId: 'createDivision',
  method: 'post',
  path: `${SEASON}/divisions`,
  tags: competitionTags,
  summary: 'Add a division to the season (admins)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: SeasonParamsSchema, body: jsonBody(DivisionInputSchema) },
  responses: { 201: jsonResponse('The new division.', DivisionSchema), ...errorResponses(401, 403, 404, 409, 422) },
})

const get = createRoute({
  operationId: 'getDivision',
  method: 'get',
  path: DIVISION,
  tags: competitionTags,
  summary: 'A division (admins)',
  description: 'A former slug answers the division with its current `slug`.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: DivisionParamsSchema },
  responses: { 200: jsonResponse('The division.', DivisionSchema), ...errorResponses(401, 403, 404) },
})

const update = createRoute({
  operationId: 'updateDivision',
  method: 'patch',
  path: DIVISION,
  tags: competitionTags,
  summary: 'Rename, re-slug or move a division, or give it its own match template (admins)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: DivisionParamsSchema, body: jsonBody(UpdateDivisionInputSchema) },
  responses: { 200: jsonResponse('The division.', DivisionSchema), ...errorResponses(401, 403, 404, 409, 422) },
})

const remove = createRoute({
  operationId: 'deleteDivision',
  method: 'delete',
  path: DIVISION,
  tags: competitionTags,
  summary: 'Delete a division while none of its matches was played (admins)',
  description: 'Its fixtures go with it; its teams are in no division afterwards.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: DivisionParamsSchema },
  responses: { 204: { description: 'The division is gone.' }, ...errorResponses(401, 403, 404, 409) },
})

const teams = createRoute({
  operationId: 'listDivisionTeams',
  method: 'get',
  path: `${DIVISION}/teams`,
  tags: competitionTags,
  summary: 'The division’s teams (admins)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: DivisionParamsSchema },
  responses: { 200: jsonResponse('The teams, by name.', TeamListSchema), ...errorResponses(401, 403, 404) },
})

const assign = createRoute({
  operationId: 'setDivisionTeams',
  method: 'put',
  path: `${DIVISION}/teams`,
  tags: competitionTags,
  summary: 'Set the division’s teams (admins)',
  description:
    'Teams left out leave the division; teams listed leave their former one. Refused (409) once a match of a ' +
    'division concerned was played; the fixtures of the divisions concerned are deleted, to be generated again.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: DivisionParamsSchema, body: jsonBody(AssignDivisionTeamsInputSchema) },
  responses: { 200: jsonResponse('The division’s teams.', TeamListSchema), ...errorResponses(401, 403, 404, 409, 422) },
})

export const competitionDivisionsRoutes = createRouter()
  .openapi(list, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param') }
    return respond(c, await listDivisions(c.get('db'), input), DivisionListSchema)
  })
  .openapi(create, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param'), division: c.req.valid('json') }
    return respond(c, await createDivision(c.get('db'), input), DivisionSchema, 201)
  })
  .openapi(get, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param') }
    return respond(c, await getDivision(c.get('db'), input), DivisionSchema)
  })
  .openapi(update, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param'), changes: c.req.valid('json') }
    return respond(c, await updateDivision(c.get('db'), input), DivisionSchema)
  })
  .openapi(remove, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param') }
    return respondEmpty(c, await deleteDivision(c.get('db'), input))
  })
  .openapi(teams, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param') }
    return respond(c, await listDivisionTeams(c.get('db'), input), TeamListSchema)
  })
  .openapi(assign, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param'), assignment: c.req.valid('json') }
    return respond(c, await assignDivisionTeams(c.get('db'), input), TeamListSchema)
  })
