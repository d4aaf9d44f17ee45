import { createRoute } from '@hono/zod-openapi'
import {
  AnswerMatchInvitationInputSchema,
  AppendEventInputSchema,
  AppendEventResultSchema,
  CreateMatchInputSchema,
  MatchConflictSchema,
  MatchInvitationListSchema,
  MatchInvitationSchema,
  MatchListSchema,
  MatchParamsSchema,
  MatchSchema,
} from '@oche/api'
import { afterCommit } from '../http/after-commit'
import { anyone, requireUser } from '../http/guards'
import { bearerSecurity, errorResponses, jsonBody, jsonResponse } from '../http/openapi'
import { respond, respondEmpty } from '../http/respond'
import { createRouter } from '../http/router'
import { resolveViewer } from '../http/viewer'
import { appendMatchEvent } from '../services/matches/append-match-event'
import { createMatch } from '../services/matches/create-match'
import { getMatch } from '../services/matches/get-match'
import { listMyMatches } from '../services/matches/list-my-matches'
import {
  answerMatchInvitation,
  listMatchInvitations,
  removeMatchFromHistory,
} from '../services/matches/match-invitations'
import { ok } from '../services/result'

/** Anyone; a signed-in user or a board tablet (its board token) may see more. */
const optionalTokenSecurity: { [scheme: string]: string[] }[] = [{}, { bearer: [] }, { boardToken: [] }]

const create = createRoute({
  operationId: 'createMatch',
  method: 'post',
  path: '/',
  tags: ['matches'],
  summary: 'Start a casual or bot match, or upload an offline one (signed-in users)',
  description:
    'The caller owns (and scores) the match. With a client-made `id` the call is idempotent: the same id again ' +
    'answers the stored match with 200 and stores nothing. Uploaded `events` are replayed with @oche/darts first; ' +
    'a refused one answers 422 on `events.N.…`.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { body: jsonBody(CreateMatchInputSchema) },
  responses: {
    201: jsonResponse('The new match.', MatchSchema),
    200: jsonResponse('A match with this id was already uploaded by the caller: as stored.', MatchSchema),
    ...errorResponses(401, 403, 422),
  },
})

const mine = createRoute({
  operationId: 'listMyMatches',
  method: 'get',
  path: '/mine',
  tags: ['matches'],
  summary: 'The matches you created or play in, newest first (signed-in users)',
  description:
    'A casual match someone else created lists only once you accepted its invitation; matches you removed from ' +
    'your history are left out.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  responses: {
    200: jsonResponse('Up to 100 matches, without their event logs.', MatchListSchema),
    ...errorResponses(401),
  },
})

const invitations = createRoute({
  operationId: 'listMatchInvitations',
  method: 'get',
  path: '/invitations',
  tags: ['matches'],
  summary: 'The matches others put you in, waiting for your answer (signed-in users)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  responses: {
    200: jsonResponse('Up to 100 invitations, newest first.', MatchInvitationListSchema),
    ...errorResponses(401),
  },
})

const answerInvitation = createRoute({
  operationId: 'answerMatchInvitation',
  method: 'post',
  path: '/{id}/invitation',
  tags: ['matches'],
  summary: 'Accept or decline being put in a match (the invited user)',
  description:
    'Accepting puts you on the side you were put on and the match in your history; declining keeps it out. An ' +
    'invitation is answered once: anything else answers 404.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: MatchParamsSchema, body: jsonBody(AnswerMatchInvitationInputSchema) },
  responses: {
    200: jsonResponse('The invitation, answered.', MatchInvitationSchema),
    ...errorResponses(401, 404, 422),
  },
})

const removeFromHistory = createRoute({
  operationId: 'removeMatchFromHistory',
  method: 'delete',
  path: '/{id}/history',
  tags: ['matches'],
  summary: 'Remove a match from your own history (its creator or players)',
  description: 'The match stays for everyone else. A match not in your history answers 404.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: MatchParamsSchema },
  responses: { 204: { description: 'Removed.' }, ...errorResponses(401, 404, 422) },
})

const detail = createRoute({
  operationId: 'getMatch',
  method: 'get',
  path: '/{id}',
  tags: ['matches'],
  summary: 'A match with its whole event log (anyone: live matches are public)',
  description:
    'A game of a private tournament is found only by those who may see the tournament (its organisers, its ' +
    'players and the tablets of its event); everyone else gets 404. Its `realtime_channel` is then ' +
    '`private-match.{id}`.',
  security: optionalTokenSecurity,
  middleware: [anyone()] as const,
  request: { params: MatchParamsSchema },
  responses: {
    200: jsonResponse('Replay `events` with @oche/darts for the full state.', MatchSchema),
    ...errorResponses(404, 422),
  },
})

const appendEvent = createRoute({
  operationId: 'appendMatchEvent',
  method: 'post',
  path: '/{id}/events',
  tags: ['matches'],
  summary: 'Score a visit, undo or bull-off (the match owner)',
  description:
    'Send the event with its client-made id and the `version` you built on. The same event id again answers the ' +
    'stored result (200). A new event on an older version answers 409 with the current match. The event is ' +
    'checked with @oche/darts (422 on `event.…`), stored with the next seq, and published on `match.{id}` ' +
    '(`visit.scored` or `match.updated`, then `leg.finished` and `match.finished` when they happen).',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: MatchParamsSchema, body: jsonBody(AppendEventInputSchema) },
  responses: {
    201: jsonResponse('Stored: the event, its seq and the match after it.', AppendEventResultSchema),
    200: jsonResponse('This event id was already stored: the stored result.', AppendEventResultSchema),
    409: jsonResponse('Another event came first: the current match.', MatchConflictSchema),
    ...errorResponses(401, 403, 404, 422),
  },
})

export const matchesRoutes = createRouter()
  .openapi(create, async (c) => {
    const input = { userId: c.get('auth').user.id, match: c.req.valid('json') }
    const result = await afterCommit(c, await createMatch(c.get('db'), input))
    if (!result.ok) return respond(c, result, MatchSchema, 201)
    return respond(c, ok(result.value.match), MatchSchema, result.value.isNew ? 201 : 200)
  })
  // Before `/matches/{id}`, which would read "mine" as an id.
  .openapi(mine, async (c) => {
    const result = await listMyMatches(c.get('db'), { userId: c.get('auth').user.id })
    return respond(c, result, MatchListSchema)
  })
  .openapi(invitations, async (c) => {
    const result = await listMatchInvitations(c.get('db'), { userId: c.get('auth').user.id })
    return respond(c, result, MatchInvitationListSchema)
  })
  .openapi(answerInvitation, async (c) => {
    const input = { userId: c.get('auth').user.id, matchId: c.req.valid('param').id, ...c.req.valid('json') }
    return respond(c, await answerMatchInvitation(c.get('db'), input), MatchInvitationSchema)
  })
  .openapi(removeFromHistory, async (c) => {
    const input = { userId: c.get('auth').user.id, matchId: c.req.valid('param').id }
    return respondEmpty(c, await removeMatchFromHistory(c.get('db'), input))
  })
  .openapi(detail, async (c) => {
    const result = await getMatch(c.get('db'), { matchId: c.req.valid('param').id, viewer: await resolveViewer(c) })
    return respond(c, result, MatchSchema)
  })
  .openapi(appendEvent, async (c) => {
    const scorer = { kind: 'user' as const, userId: c.get('auth').user.id }
    const input = { scorer, matchId: c.req.valid('param').id, append: c.req.valid('json') }
    const result = await afterCommit(c, await appendMatchEvent(c.get('db'), input))
    if (!result.ok) return respond(c, result, AppendEventResultSchema, 201)
    const { isNew, ...appended } = result.value
    return respond(c, ok(appended), AppendEventResultSchema, isNew ? 201 : 200)
  })
