import { createRoute } from '@hono/zod-openapi'
import { OutboxMessageListSchema, OutboxMessageParamsSchema, OutboxMessageSchema, OutboxQuerySchema } from '@oche/api'
import { localMachineOnly } from '../http/guards'
import { errorResponses, jsonResponse } from '../http/openapi'
import { respond } from '../http/respond'
import { createRouter } from '../http/router'
import { getOutboxMessage } from '../services/dev/get-outbox-message'
import { listOutboxMessages } from '../services/dev/list-outbox-messages'

// Everything here is mounted only outside production (see createApp), and answers only the machine running Oche:
// to any other client it is absent (404).

const listOutbox = createRoute({
  operationId: 'listOutboxMessages',
  method: 'get',
  path: '/outbox',
  tags: ['development'],
  summary: 'The local mail outbox, newest first (this machine only; never in production)',
  security: [],
  middleware: [localMachineOnly()] as const,
  request: { query: OutboxQuerySchema },
  responses: {
    200: jsonResponse('The last 100 messages, with the links in each.', OutboxMessageListSchema),
    ...errorResponses(404),
  },
})

const getOutbox = createRoute({
  operationId: 'getOutboxMessage',
  method: 'get',
  path: '/outbox/{id}',
  tags: ['development'],
  summary: 'One message of the local mail outbox (this machine only; never in production)',
  security: [],
  middleware: [localMachineOnly()] as const,
  request: { params: OutboxMessageParamsSchema },
  responses: { 200: jsonResponse('The message.', OutboxMessageSchema), ...errorResponses(404, 422) },
})

export const devOutbox = createRouter()
  .openapi(listOutbox, async (c) => {
    const result = await listOutboxMessages(c.get('db'), c.req.valid('query'))
    return respond(c, result, OutboxMessageListSchema)
  })
  .openapi(getOutbox, async (c) => {
    const result = await getOutboxMessage(c.get('db'), { id: c.req.valid('param').id })
    return respond(c, result, OutboxMessageSchema)
  })
