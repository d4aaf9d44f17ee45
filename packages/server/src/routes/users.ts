import { createRoute } from '@hono/zod-openapi'
import { ImpersonateInputSchema, TokenSchema } from '@oche/api'
import { requireSuperAdmin } from '../http/guards'
import { bearerSecurity, errorResponses, jsonBody, jsonResponse } from '../http/openapi'
import { respond } from '../http/respond'
import { createRouter } from '../http/router'
import { impersonateUser } from '../services/accounts/impersonate-user'

const impersonate = createRoute({
  operationId: 'impersonateUser',
  method: 'post',
  path: '/impersonate',
  tags: ['accounts'],
  summary: 'Act as another user (super admins; audited)',
  description:
    'Answers a bearer token that acts as the user for 8 hours. Send it instead of your own token; log out with it to stop.',
  security: bearerSecurity,
  middleware: [requireSuperAdmin()] as const,
  request: { body: jsonBody(ImpersonateInputSchema) },
  responses: { 201: jsonResponse('The impersonation token.', TokenSchema), ...errorResponses(401, 403, 422) },
})

export const usersRoutes = createRouter().openapi(impersonate, async (c) => {
  const input = { actor: c.get('auth').user, userId: c.req.valid('json').user_id, requestId: c.get('requestId') }
  const result = await impersonateUser(c.get('db'), input)
  return respond(c, result, TokenSchema, 201)
})
