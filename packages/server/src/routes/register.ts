import { createRoute } from '@hono/zod-openapi'
import { RegisterInputSchema, TokenSchema } from '@oche/api'
import { guestOnly } from '../http/guards'
import { errorResponses, jsonBody, jsonResponse } from '../http/openapi'
import { respond } from '../http/respond'
import { createRouter } from '../http/router'
import { registerUser } from '../services/accounts/register-user'

const register = createRoute({
  operationId: 'registerAccount',
  method: 'post',
  path: '/',
  tags: ['accounts'],
  summary: 'Create an account and sign in (visitors who are not signed in)',
  security: [],
  middleware: [guestOnly()] as const,
  request: { body: jsonBody(RegisterInputSchema) },
  responses: {
    201: jsonResponse('The account exists; the token signs it in.', TokenSchema),
    ...errorResponses(403, 422),
  },
})

export const registerRoutes = createRouter().openapi(register, async (c) => {
  const result = await registerUser(c.get('db'), c.req.valid('json'))
  return respond(c, result, TokenSchema, 201)
})
