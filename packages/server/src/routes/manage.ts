import { createRoute } from '@hono/zod-openapi'
import { ManageOverviewSchema } from '@oche/api'
import { requireUser } from '../http/guards'
import { bearerSecurity, errorResponses, jsonResponse } from '../http/openapi'
import { respond } from '../http/respond'
import { createRouter } from '../http/router'
import { getManageOverview } from '../services/tournament-lists/manage-overview'

const overview = createRoute({
  operationId: 'getManageOverview',
  method: 'get',
  path: '/overview',
  tags: ['tournaments'],
  summary: "The organiser's home: upcoming, live, recent tournaments and what needs attention (signed-in users)",
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  responses: { 200: jsonResponse('The overview.', ManageOverviewSchema), ...errorResponses(401) },
})

export const manageRoutes = createRouter().openapi(overview, async (c) => {
  const result = await getManageOverview(c.get('db'), { userId: c.get('auth').user.id })
  return respond(c, result, ManageOverviewSchema)
})
