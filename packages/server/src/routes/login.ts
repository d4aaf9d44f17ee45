import { createRoute } from '@hono/zod-openapi'
import { LoginInputSchema, TokenSchema } from '@oche/api'
import { guestOnly } from '../http/guards'
import { errorResponses, jsonBody, jsonResponse } from '../http/openapi'
import { respond } from '../http/respond'
import { createRouter } from '../http/router'
import { logIn } from '../services/accounts/log-in'

const login = createRoute({
  operationId: 'logIn',
  method: 'post',
  path: '/',
  tags: ['accounts'],
  summary: 'Sign in with e-mail and password (visitors who are not signed in)',
  description:
    'Wrong passwords are limited per account and client address, per account and per address (429 with ' +
    'Retry-After). The seeded demo accounts sign in only from the machine running Oche: from another device ' +
    'they answer 403 with a message on `email`. A blocked account answers 403 on `email` once the password is right.',
  security: [],
  middleware: [guestOnly()] as const,
  request: { body: jsonBody(LoginInputSchema) },
  responses: {
    200: jsonResponse('A new bearer token for this account.', TokenSchema),
    ...errorResponses(403, 422, 429),
  },
})

export const loginRoutes = createRouter().openapi(login, async (c) => {
  const input = {
    ...c.req.valid('json'),
    ip: c.get('clientIp'),
    fromLocalMachine: c.get('fromLocalMachine'),
    limiter: c.get('loginLimiter'),
  }
  const result = await logIn(c.get('db'), input)
  return respond(c, result, TokenSchema)
})
