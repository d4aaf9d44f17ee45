import { createRoute } from '@hono/zod-openapi'
import { PublicConfigSchema } from '@oche/api'
import { anyone } from '../http/guards'
import { jsonResponse } from '../http/openapi'
import { respond } from '../http/respond'
import { createRouter } from '../http/router'
import type { RealtimeClientConfig } from '../realtime/index'
import { ok } from '../services/result'

const publicConfig = createRoute({
  operationId: 'getPublicConfig',
  method: 'get',
  path: '/',
  tags: ['platform'],
  summary: 'What a browser or tablet needs to connect to the realtime server (anyone)',
  security: [],
  middleware: [anyone()] as const,
  responses: { 200: jsonResponse('No secrets: the app key, host, port, TLS and cluster.', PublicConfigSchema) },
})

/** The platform's public configuration, fixed at start. */
export function configRoutes(options: { realtime: RealtimeClientConfig }) {
  const realtime = {
    key: options.realtime.key,
    host: options.realtime.host ?? null,
    port: options.realtime.port ?? null,
    tls: options.realtime.tls,
    cluster: options.realtime.cluster,
  }
  return createRouter().openapi(publicConfig, (c) => {
    // Fixed until the next start: caches may keep it a little.
    c.header('Cache-Control', 'public, max-age=60')
    return respond(c, ok({ realtime }), PublicConfigSchema)
  })
}
