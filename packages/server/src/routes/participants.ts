import { createRoute } from '@hono/zod-openapi'
import {
  ApiErrorSchema,
  LinkParticipantInputSchema,
  MergeParticipantsInputSchema,
  ParticipantInputSchema,
  ParticipantListSchema,
  ParticipantParamsSchema,
  ParticipantSchema,
  ParticipantsQuerySchema,
  UpdateParticipantInputSchema,
} from '@oche/api'
import { afterCommit } from '../http/after-commit'
import { requireUser } from '../http/guards'
import { bearerSecurity, errorResponses, jsonBody, jsonResponse } from '../http/openapi'
import { respond, respondEmpty } from '../http/respond'
import { createRouter } from '../http/router'
import { createParticipant } from '../services/participants/create-participant'
import { deleteParticipant } from '../services/participants/delete-participant'
import { linkParticipant } from '../services/participants/link-participant'
import { listParticipants } from '../services/participants/list-participants'
import { mergeParticipants } from '../services/participants/merge-participants'
import { unlinkParticipant } from '../services/participants/unlink-participant'
import { updateParticipant } from '../services/participants/update-participant'

// Every route acts on the caller's personal organisation, made on first use; another organisation's participant
// is not found (404).

const list = createRoute({
  operationId: 'listParticipants',
  method: 'get',
  path: '/',
  tags: ['participants'],
  summary: 'Your participant list, sorted by name (signed-in organisers)',
  description: '`search` matches the name or the nickname, case-insensitive. Merged duplicates are left out.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { query: ParticipantsQuerySchema },
  responses: {
    200: jsonResponse('The participants with their entry counts.', ParticipantListSchema),
    ...errorResponses(401, 422),
  },
})

const create = createRoute({
  operationId: 'createParticipant',
  method: 'post',
  path: '/',
  tags: ['participants'],
  summary: 'Add a guest to your participant list (signed-in organisers)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { body: jsonBody(ParticipantInputSchema) },
  responses: { 201: jsonResponse('The new participant.', ParticipantSchema), ...errorResponses(401, 422) },
})

const update = createRoute({
  operationId: 'updateParticipant',
  method: 'patch',
  path: '/{id}',
  tags: ['participants'],
  summary: 'Rename a participant or change its nickname (signed-in organisers)',
  description: 'Entries keep pointing at the participant and take the new name.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: ParticipantParamsSchema, body: jsonBody(UpdateParticipantInputSchema) },
  responses: { 200: jsonResponse('The participant.', ParticipantSchema), ...errorResponses(401, 404, 422) },
})

const remove = createRoute({
  operationId: 'deleteParticipant',
  method: 'delete',
  path: '/{id}',
  tags: ['participants'],
  summary: 'Remove a participant without entries (signed-in organisers)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: ParticipantParamsSchema },
  responses: {
    204: { description: 'The participant is gone.' },
    409: jsonResponse('The participant has entries: merge it into another one instead.', ApiErrorSchema),
    ...errorResponses(401, 404, 422),
  },
})

const merge = createRoute({
  operationId: 'mergeParticipant',
  method: 'post',
  path: '/{id}/merge',
  tags: ['participants'],
  summary: 'Merge a duplicate into another participant (signed-in organisers)',
  description:
    'The entries of `{id}` move to `into_id` and `{id}` leaves the list. Refused (422 on `into_id`) when both ' +
    'play in the same tournament.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: ParticipantParamsSchema, body: jsonBody(MergeParticipantsInputSchema) },
  responses: { 200: jsonResponse('The participant kept.', ParticipantSchema), ...errorResponses(401, 404, 422) },
})

const link = createRoute({
  operationId: 'inviteParticipantLink',
  method: 'post',
  path: '/{id}/link',
  tags: ['participants'],
  summary: 'Invite the holder of an e-mail address to link a participant to their account (signed-in organisers)',
  description:
    'If an account uses the address, its holder gets a notification and an e-mail, and only their acceptance ' +
    '(`POST /link-invitations/{id}/accept`) links the participant. The answer is the same either way: the ' +
    'participant with its pending `invitation`. Invitations count against the caller’s e-mail budget (429).',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: ParticipantParamsSchema, body: jsonBody(LinkParticipantInputSchema) },
  responses: {
    202: jsonResponse('The participant, with the pending invitation.', ParticipantSchema),
    ...errorResponses(401, 404, 422, 429),
  },
})

const unlink = createRoute({
  operationId: 'unlinkParticipant',
  method: 'delete',
  path: '/{id}/link',
  tags: ['participants'],
  summary: 'Make a participant a guest again (signed-in organisers)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: ParticipantParamsSchema },
  responses: { 200: jsonResponse('The participant, unlinked.', ParticipantSchema), ...errorResponses(401, 404, 422) },
})

export const participantsRoutes = createRouter()
  .openapi(list, async (c) => {
    const result = await listParticipants(c.get('db'), {
      user: c.get('auth').user,
      search: c.req.valid('query').search,
    })
    return respond(c, result, ParticipantListSchema)
  })
  .openapi(create, async (c) => {
    const result = await createParticipant(c.get('db'), { user: c.get('auth').user, participant: c.req.valid('json') })
    return respond(c, result, ParticipantSchema, 201)
  })
  .openapi(update, async (c) => {
    const input = { user: c.get('auth').user, participantId: c.req.valid('param').id, changes: c.req.valid('json') }
    const result = await afterCommit(c, await updateParticipant(c.get('db'), input))
    return respond(c, result, ParticipantSchema)
  })
  .openapi(remove, async (c) => {
    const result = await deleteParticipant(c.get('db'), {
      user: c.get('auth').user,
      participantId: c.req.valid('param').id,
    })
    return respondEmpty(c, result)
  })
  .openapi(merge, async (c) => {
    const input = {
      user: c.get('auth').user,
      participantId: c.req.valid('param').id,
      intoId: c.req.valid('json').into_id,
    }
    const result = await afterCommit(c, await mergeParticipants(c.get('db'), input))
    return respond(c, result, ParticipantSchema)
  })
  .openapi(link, async (c) => {
    const input = {
      user: c.get('auth').user,
      participantId: c.req.valid('param').id,
      email: c.req.valid('json').email,
      ip: c.get('clientIp'),
      limiter: c.get('mailLimiter'),
      mailer: c.get('mailer'),
    }
    const result = await afterCommit(c, await linkParticipant(c.get('db'), input, c.get('logger')))
    return respond(c, result, ParticipantSchema, 202)
  })
  .openapi(unlink, async (c) => {
    const input = { user: c.get('auth').user, participantId: c.req.valid('param').id }
    const result = await afterCommit(c, await unlinkParticipant(c.get('db'), input))
    return respond(c, result, ParticipantSchema)
  })
