import { createRoute } from '@hono/zod-openapi'
import {
  RankingDetailSchema,
  RankingHistorySchema,
  RankingInputSchema,
  RankingListSchema,
  RankingParamsSchema,
  RankingPlayerParamsSchema,
  UpdateRankingInputSchema,
} from '@oche/api'
import { anyone, requireUser, resolveAuth } from '../http/guards'
import { bearerSecurity, errorResponses, jsonBody, jsonResponse } from '../http/openapi'
import { respond, respondEmpty } from '../http/respond'
import { createRouter } from '../http/router'
import { getRanking } from '../services/rankings/get-ranking'
import { getRankingHistory, listPublicRankings } from '../services/rankings/list-rankings'
import { createRanking, deleteRanking, updateRanking } from '../services/rankings/save-ranking'

// Rankings (orders of merit) belong to organisations; their owners and admins manage them (new ones go to the
// caller's personal organisation). Public and unlisted rankings are for anyone, private ones for their managers;
// another organiser's private ranking is not found (404), their public or unlisted one forbidden (403).

/** Anyone; a signed-in user may see more. */
const optionalBearerSecurity: { [scheme: string]: string[] }[] = [{}, { bearer: [] }]

const listRoute = createRoute({
  operationId: 'listRankings',
  method: 'get',
  path: '/',
  tags: ['rankings'],
  summary: 'Public rankings, the most recently changed first (anyone)',
  security: [],
  middleware: [anyone()] as const,
  responses: { 200: jsonResponse('Up to 100 rankings with their leaders.', RankingListSchema) },
})

const createRankingRoute = createRoute({
  operationId: 'createRanking',
  method: 'post',
  path: '/',
  tags: ['rankings'],
  summary: 'Create a ranking in your organisation (signed-in organisers)',
  description:
    'Chosen tournaments must be your organisation’s (422 on `tournament_ids.N`). The points table starts at place ' +
    '1 with ascending bands (422 on `points`).',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { body: jsonBody(RankingInputSchema) },
  responses: {
    201: jsonResponse('The new ranking as it stands today.', RankingDetailSchema),
    ...errorResponses(401, 422),
  },
})

const getRankingRoute = createRoute({
  operationId: 'getRanking',
  method: 'get',
  path: '/{id}',
  tags: ['rankings'],
  summary: 'A ranking’s order of merit today (anyone; private ones for their organisers)',
  description:
    'Computed from the tournaments’ final rankings on every read: a corrected result reorders it at once, and ' +
    '`ranking.updated` on `ranking.{id}` tells open pages to refetch.',
  security: optionalBearerSecurity,
  middleware: [anyone()] as const,
  request: { params: RankingParamsSchema },
  responses: { 200: jsonResponse('The ranking.', RankingDetailSchema), ...errorResponses(404, 422) },
})

const historyRoute = createRoute({
  operationId: 'getRankingHistory',
  method: 'get',
  path: '/{id}/players/{participantId}/history',
  tags: ['rankings'],
  summary: 'A player’s position after each tournament of a ranking (anyone who may see it)',
  security: optionalBearerSecurity,
  middleware: [anyone()] as const,
  request: { params: RankingPlayerParamsSchema },
  responses: {
    200: jsonResponse('The positions in the order played.', RankingHistorySchema),
    ...errorResponses(404, 422),
  },
})

const updateRankingRoute = createRoute({
  operationId: 'updateRanking',
  method: 'patch',
  path: '/{id}',
  tags: ['rankings'],
  summary: 'Change a ranking (its organisers)',
  description: 'A new `tournament_ids` replaces the chosen tournaments.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: RankingParamsSchema, body: jsonBody(UpdateRankingInputSchema) },
  responses: { 200: jsonResponse('The ranking.', RankingDetailSchema), ...errorResponses(401, 403, 404, 422) },
})

const deleteRankingRoute = createRoute({
  operationId: 'deleteRanking',
  method: 'delete',
  path: '/{id}',
  tags: ['rankings'],
  summary: 'Delete a ranking; its tournaments stay (its organisers)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: RankingParamsSchema },
  responses: { 204: { description: 'The ranking is gone.' }, ...errorResponses(401, 403, 404, 422) },
})

export const rankingsRoutes = createRouter()
  .openapi(listRoute, async (c) => respond(c, await listPublicRankings(c.get('db')), RankingListSchema))
  .openapi(createRankingRoute, async (c) => {
    const result = await createRanking(c.get('db'), { user: c.get('auth').user, ranking: c.req.valid('json') })
    return respond(c, result, RankingDetailSchema, 201)
  })
  .openapi(getRankingRoute, async (c) => {
    const auth = await resolveAuth(c)
    const input = { userId: auth?.user.id ?? null, rankingId: c.req.valid('param').id }
    return respond(c, await getRanking(c.get('db'), input), RankingDetailSchema)
  })
  .openapi(historyRoute, async (c) => {
    const auth = await resolveAuth(c)
    const { id, participantId } = c.req.valid('param')
    const input = { userId: auth?.user.id ?? null, rankingId: id, participantId }
    return respond(c, await getRankingHistory(c.get('db'), input), RankingHistorySchema)
  })
  .openapi(updateRankingRoute, async (c) => {
    const input = { userId: c.get('auth').user.id, rankingId: c.req.valid('param').id, changes: c.req.valid('json') }
    return respond(c, await updateRanking(c.get('db'), input), RankingDetailSchema)
  })
  .openapi(deleteRankingRoute, async (c) => {
    const input = { userId: c.get('auth').user.id, rankingId: c.req.valid('param').id }
    return respondEmpty(c, await deleteRanking(c.get('db'), input))
  })
