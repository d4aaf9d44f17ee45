import { createRoute } from '@hono/zod-openapi'
import { RouteRuleAnswerSchema, RouteRuleQuerySchema } from '@oche/api'
import { anyone } from '../http/guards'
import { errorResponses, jsonResponse } from '../http/openapi'
import { respond } from '../http/respond'
import { createRouter } from '../http/router'
import type { RouteRule } from '../route-rules'
import { resolveRouteRule } from '../services/route-rules/resolve-route-rule'

const routeRule = createRoute({
  operationId: 'getRouteRule',
  method: 'get',
  path: '/',
  tags: ['platform'],
  summary: "Where the web host's global guard redirects a path (anyone)",
  description:
    'From `OCHE_ROUTE_RULES`: an exact rule first, else the longest `/**` prefix. `redirect: null` renders the page.',
  security: [],
  middleware: [anyone()] as const,
  request: { query: RouteRuleQuerySchema },
  responses: { 200: jsonResponse('The redirect, or null.', RouteRuleAnswerSchema), ...errorResponses(422) },
})

/** The web host's redirect rules, fixed at start. */
export function routeRulesRoutes(routeRules: readonly RouteRule[]) {
  return createRouter().openapi(routeRule, (c) => {
    const result = resolveRouteRule(routeRules, c.req.valid('query'))
    return respond(c, result, RouteRuleAnswerSchema)
  })
}
