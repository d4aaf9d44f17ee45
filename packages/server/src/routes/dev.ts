import { createRoute } from '@hono/zod-openapi'
import {
  OutboxMessageListSchema,
  OutboxMessageParamsSchema,
  OutboxMessageSchema,
  OutboxQuerySchema,
  TestLoginInputSchema,
  TokenSchema,
} from '@oche/api'
import { localMachineOnly } from '../http/guards'
import { errorResponses, jsonBody, jsonResponse } from '../http/openapi'
import { respond } from '../http/respond'
import { createRouter } from '../http/router'
import { testLogIn } from '../services/accounts/test-log-in'
import { getOutboxMessage } from '../services/dev/get-outbox-message'
import { listOutboxMessages } from '../services/dev/list-outbox-messages'

// Everything here is mounted only outside production (see createApp), and answers only the machine running Oche:
// to any other client it is absent (404).

const postTestLogin = createRoute({
  method: 'post',
  path: '/test-login',
  tags: ['development'],
  summary: 'Sign an existing account in without its password (this machine only; never in production)',
  description:
    'For end-to-end tests. Absent (404) when NODE_ENV is production, when OCHE_ENABLE_TEST_LOGIN is 0 and to every ' +
    'client but the machine running Oche.',
  middleware: [localMachineOnly()] as const,
  request: { body: jsonBody(TestLoginInputSchema) },
  responses: { 200: jsonResponse('A bearer token for the account.', TokenSchema), ...errorResponses(422) },
})

const listOutbox = createRoute({
  method: 'get',
  path: '/dev/outbox',
  tags: ['development'],
  summary: 'The local mail outbox, newest first (this machine only; never in production)',
  middleware: [localMachineOnly()] as const,
  request: { query: OutboxQuerySchema },
  responses: { 200: jsonResponse('The last 100 messages, with the links in each.', OutboxMessageListSchema) },
})

const getOutbox = createRoute({
  method: 'get',
  path: '/dev/outbox/{id}',
  tags: ['development'],
  summary: 'One message of the local mail outbox (this machine only; never in production)',
  middleware: [localMachineOnly()] as const,
  request: { params: OutboxMessageParamsSchema },
  responses: { 200: jsonResponse('The message.', OutboxMessageSchema), ...errorResponses(404, 422) },
})

export const testLogin = createRouter().openapi(postTestLogin, async (c) => {
  const result = await testLogIn(c.var.db, c.req.valid('json'))
  return respond(c, result, TokenSchema)
})

export const devOutbox = createRouter()
  .openapi(listOutbox, async (c) => {
    const result = await listOutboxMessages(c.var.db, c.req.valid('query'))
    return respond(c, result, OutboxMessageListSchema)
  })
  .openapi(getOutbox, async (c) => {
    const result = await getOutboxMessage(c.var.db, { id: c.req.valid('param').id })
    return respond(c, result, OutboxMessageSchema)
  })
