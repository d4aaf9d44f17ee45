import { createRoute } from '@hono/zod-openapi'
import { SetupInputSchema, SetupStatusSchema, TokenSchema } from '@oche/api'
import { anyone } from '../http/guards'
import { errorResponses, jsonBody, jsonResponse } from '../http/openapi'
import { respond } from '../http/respond'
import { createRouter } from '../http/router'
import { createFirstSuperAdmin } from '../services/setup/create-first-super-admin'
import { getSetupStatus } from '../services/setup/setup-status'

// The first-run screen (docs/adr/010-first-run-setup.md): a platform started without demo data has no super admin
// until the person at the machine running it makes one.

const getSetup = createRoute({
  operationId: 'getSetupStatus',
  method: 'get',
  path: '/',
  tags: ['platform'],
  summary: 'Whether the platform still needs its first super admin (anyone)',
  security: [],
  middleware: [anyone()] as const,
  responses: { 200: jsonResponse('The first-run state.', SetupStatusSchema) },
})

const postSetup = createRoute({
  operationId: 'createFirstSuperAdmin',
  method: 'post',
  path: '/',
  tags: ['platform'],
  summary: 'Create the first super admin and sign in (only from the machine running Oche, only once)',
  description:
    '403 from any other device, 409 once a super admin exists. The answer is a token that signs the new account in.',
  security: [],
  middleware: [anyone()] as const,
  request: { body: jsonBody(SetupInputSchema) },
  responses: {
    201: jsonResponse('The super admin exists; the token signs it in.', TokenSchema),
    ...errorResponses(403, 409, 422),
  },
})

export const setup = createRouter()
  .openapi(getSetup, async (c) => {
    const result = await getSetupStatus(c.get('db'), { fromLocalMachine: c.get('fromLocalMachine') })
    return respond(c, result, SetupStatusSchema)
  })
  .openapi(postSetup, async (c) => {
    const input = { ...c.req.valid('json'), fromLocalMachine: c.get('fromLocalMachine'), requestId: c.get('requestId') }
    const result = await createFirstSuperAdmin(c.get('db'), input)
    return respond(c, result, TokenSchema, 201)
  })
