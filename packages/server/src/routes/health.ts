import { createRoute } from '@hono/zod-openapi'
import { HealthSchema } from '@oche/api'
import { anyone } from '../http/guards'
import { jsonResponse } from '../http/openapi'
import { respond } from '../http/respond'
import { createRouter } from '../http/router'
import { checkHealth } from '../services/health/check-health'

const getHealth = createRoute({
  operationId: 'getHealth',
  method: 'get',
  path: '/',
  tags: ['platform'],
  summary: 'Whether the API and its database answer',
  security: [],
  middleware: [anyone()] as const,
  responses: { 200: jsonResponse('The API is up and its database answers.', HealthSchema) },
})

export const health = createRouter().openapi(getHealth, async (c) => {
  const result = await checkHealth(c.get('database'), { version: c.get('version'), startedAt: c.get('startedAt') })
  return respond(c, result, HealthSchema)
})
