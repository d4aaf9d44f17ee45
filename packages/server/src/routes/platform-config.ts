import { createRoute } from '@hono/zod-openapi'
import { PublicConfigSchema, RouteRuleAnswerSchema, RouteRuleQuerySchema } from '@oche/api'
import { anyone } from '../http/guards'
import { errorResponses, jsonResponse } from '../http/openapi'
import { respond } from '../http/respond'
import { createRouter } from '../http/router'
import type { RealtimeClientConfig } from '../realtime/index'
import type { RouteRule } from '../route-rules'
import { resolveRouteRule } from '../services/route-rules/resolve-route-rule'
import { ok } from '../services/result'

const publicConfig = createRoute({
  method: 'get',
  path: '/config',
  tags: ['platform'],
  summary: 'What a browser or tablet needs to connect to the realtime server (anyone)',
  middleware: [anyone()] as const,
  responses: { 200: jsonResponse('No secrets: the app key, host, port, TLS and cluster.', PublicConfigSchema) },
})

const routeRule = createRoute({
  method: 'get',
  path: '/route-rules',
  tags: ['platform'],
  summary: "Where the web host's global guard redirects a path (anyone)",
  description:
    'From `OCHE_ROUTE_RULES`: an exact rule first, else the longest `/**` prefix. `redirect: null` renders the page.',
  middleware: [anyone()] as const,
  request: { query: RouteRuleQuerySchema },
  responses: { 200: jsonResponse('The redirect, or null.', RouteRuleAnswerSchema), ...errorResponses(422) },
})

/** The platform's public configuration and the web host's redirect rules, both fixed at start. */
export function platformConfig(options: { realtime: RealtimeClientConfig; routeRules: readonly RouteRule[] }) {
  const realtime = {
    key: options.realtime.key,
    host: options.realtime.host ?? null,
    port: options.realtime.port ?? null,
    tls: options.realtime.tls,
    cluster: options.realtime.cluster,
  }
  return createRouter()
    .openapi(publicConfig, (c) => {
      // Fixed until the next start: caches may keep it a little.
      c.header('Cache-Control', 'public, max-age=60')
      return respond(c, ok({ realtime }), PublicConfigSchema)
    })
    .openapi(routeRule, (c) => {
      const result = resolveRouteRule(options.routeRules, c.req.valid('query'))
      return respond(c, result, RouteRuleAnswerSchema)
    })
}
