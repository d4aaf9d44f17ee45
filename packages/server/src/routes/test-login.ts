import { createRoute } from '@hono/zod-openapi'
import { TestLoginInputSchema, TokenSchema } from '@oche/api'
import { localMachineOnly } from '../http/guards'
import { errorResponses, jsonBody, jsonResponse } from '../http/openapi'
import { respond } from '../http/respond'
import { createRouter } from '../http/router'
import { testLogIn } from '../services/accounts/test-log-in'

// Everything here is mounted only outside production (see createApp), and answers only the machine running Oche:
// to any other client it is absent (404).

const postTestLogin = createRoute({
  operationId: 'logInWithoutPassword',
  method: 'post',
  path: '/',
  tags: ['development'],
  summary: 'Sign an existing account in without its password (this machine only; never in production)',
  description:
    'For end-to-end tests. Absent (404) when NODE_ENV is production, when OCHE_ENABLE_TEST_LOGIN is 0 and to every ' +
    'client but the machine running Oche.',
  security: [],
  middleware: [localMachineOnly()] as const,
  request: { body: jsonBody(TestLoginInputSchema) },
  responses: { 200: jsonResponse('A bearer token for the account.', TokenSchema), ...errorResponses(422) },
})

export const testLogin = createRouter().openapi(postTestLogin, async (c) => {
  const result = await testLogIn(c.get('db'), c.req.valid('json'))
  return respond(c, result, TokenSchema)
})
