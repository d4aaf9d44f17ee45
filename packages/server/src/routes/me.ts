import { createRoute } from '@hono/zod-openapi'
import { MyTournamentsSchema, MyEventsSchema, RankingListSchema } from '@oche/api'
import { requireUser } from '../http/guards'
import { bearerSecurity, errorResponses, jsonResponse } from '../http/openapi'
import { respond } from '../http/respond'
import { createRouter } from '../http/router'
import { listMyEvents } from '../services/events/list-my-events'
import { listMyRankings } from '../services/rankings/list-rankings'
import { listMyTournaments } from '../services/tournament-lists/list-my-tournaments'

const mine = createRoute({
  operationId: 'listMyTournaments',
  method: 'get',
  path: '/tournaments',
  tags: ['tournaments'],
  summary: 'The tournaments you organise and play in, newest first (signed-in users)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  responses: { 200: jsonResponse('Up to 100 of each.', MyTournamentsSchema), ...errorResponses(401) },
})

const myEventsRoute = createRoute({
  operationId: 'listMyEvents',
  method: 'get',
  path: '/events',
  tags: ['events'],
  summary: 'The events you organise, latest first (signed-in organisers)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  responses: { 200: jsonResponse('The events.', MyEventsSchema), ...errorResponses(401) },
})

const myRankingsRoute = createRoute({
  operationId: 'listMyRankings',
  method: 'get',
  path: '/rankings',
  tags: ['rankings'],
  summary: 'The rankings of the organisations you manage, the most recently changed first (signed-in organisers)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  responses: { 200: jsonResponse('Up to 100 rankings with their leaders.', RankingListSchema), ...errorResponses(401) },
})

export const meRoutes = createRouter()
  .openapi(mine, async (c) => {
    const result = await listMyTournaments(c.get('db'), { userId: c.get('auth').user.id })
    return respond(c, result, MyTournamentsSchema)
  })
  .openapi(myEventsRoute, async (c) => {
    return respond(c, await listMyEvents(c.get('db'), { userId: c.get('auth').user.id }), MyEventsSchema)
  })
  .openapi(myRankingsRoute, async (c) => {
    return respond(c, await listMyRankings(c.get('db'), { userId: c.get('auth').user.id }), RankingListSchema)
  })
