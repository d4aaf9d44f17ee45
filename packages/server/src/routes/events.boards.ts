import { createRoute } from '@hono/zod-openapi'
import {
  CallInputSchema,
  EventBoardsLiveSchema,
  EventGameParamsSchema,
  EventParamsSchema,
  QueueGameInputSchema,
  QueueOrderInputSchema,
  UpdateCallingSettingsInputSchema,
  WalkoverInputSchema,
} from '@oche/api'
import type { Context } from 'hono'
import { afterCommit } from '../http/after-commit'
import type { AuthenticatedEnv } from '../http/app-env'
import { anyone, requireUser, resolveAuth } from '../http/guards'
import { bearerSecurity, errorResponses, jsonBody, jsonResponse } from '../http/openapi'
import { respond } from '../http/respond'
import { createRouter } from '../http/router'
import {
  callGameToBoard,
  confirmBoardGame,
  getEventBoardsLive,
  giveWalkover,
  holdQueuedGame,
  reorderQueue,
  uncallGame,
  updateCallingSettings,
} from '../services/event-boards/manage-event-boards'
import type { PlayActor } from '../services/tournament-play/play-audit'

// An event's boards at play (its organisers act; anyone who may see the event reads) and the board tablets' games
// (board token). Every change is told on `event.{id}` as `boards.changed`.

const tags = ['event boards']
const liveAnswer = (description: string) => jsonResponse(description, EventBoardsLiveSchema)

/** Anyone; a signed-in user may see more. */
const optionalBearerSecurity: { [scheme: string]: string[] }[] = [{}, { bearer: [] }]

const liveRoute = createRoute({
  operationId: 'getEventLiveBoards',
  method: 'get',
  path: '/{id}/live',
  tags,
  summary: 'The boards, the queue and the latest results of an event (anyone who may see it)',
  description: 'Tablets (`devices`) only for the event’s organisers. Private events answer 404 to everyone else.',
  security: optionalBearerSecurity,
  middleware: [anyone()] as const,
  request: { params: EventParamsSchema },
  responses: { 200: liveAnswer('The boards at play.'), ...errorResponses(404, 422) },
})

const callingRoute = createRoute({
  operationId: 'updateEventCallingSettings',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  tags,
  method: 'patch',
  path: '/{id}/calling',
  summary: 'Automatic calling, rest and no-show minutes (its organisers)',
  request: { params: EventParamsSchema, body: jsonBody(UpdateCallingSettingsInputSchema) },
  responses: { 200: liveAnswer('The boards after the change.'), ...errorResponses(401, 403, 404, 422) },
})

const callRoute = createRoute({
  operationId: 'callEventGame',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  tags,
  method: 'post',
  path: '/{id}/calls',
  summary: 'Call a waiting game, or move a called one, to a free board (its organisers)',
  request: { params: EventParamsSchema, body: jsonBody(CallInputSchema) },
  responses: { 200: liveAnswer('The boards after the call.'), ...errorResponses(401, 403, 404, 409, 422) },
})

const uncallRoute = createRoute({
  operationId: 'cancelEventGameCall',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  tags,
  method: 'delete',
  path: '/{id}/calls/{gameId}',
  summary: 'Take a called game off its board before it starts; it waits, held (its organisers)',
  request: { params: EventGameParamsSchema },
  responses: { 200: liveAnswer('The boards after the change.'), ...errorResponses(401, 403, 404, 409, 422) },
})

const reorderRoute = createRoute({
  operationId: 'setEventQueueOrder',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  tags,
  method: 'put',
  path: '/{id}/queue',
  summary: 'The organiser’s order of waiting games (its organisers)',
  request: { params: EventParamsSchema, body: jsonBody(QueueOrderInputSchema) },
  responses: { 200: liveAnswer('The boards after the change.'), ...errorResponses(401, 403, 404, 422) },
})

const holdRoute = createRoute({
  operationId: 'updateQueuedEventGame',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  tags,
  method: 'patch',
  path: '/{id}/queue/{gameId}',
  summary: 'Hold a waiting game back from automatic calling, or let it go (its organisers)',
  request: { params: EventGameParamsSchema, body: jsonBody(QueueGameInputSchema) },
  responses: { 200: liveAnswer('The boards after the change.'), ...errorResponses(401, 403, 404, 422) },
})

const walkoverRoute = createRoute({
  operationId: 'awardEventGameWalkover',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  tags,
  method: 'post',
  path: '/{id}/games/{gameId}/walkover',
  summary: 'Decide a called game that did not start for one side (its organisers)',
  request: { params: EventGameParamsSchema, body: jsonBody(WalkoverInputSchema) },
  responses: { 200: liveAnswer('The boards after the walkover.'), ...errorResponses(401, 403, 404, 409, 422) },
})

const confirmRoute = createRoute({
  operationId: 'confirmEventGameResult',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  tags,
  method: 'post',
  path: '/{id}/games/{gameId}/confirm',
  summary: 'Confirm a finished game’s result for its players; the board is free (its organisers)',
  request: { params: EventGameParamsSchema },
  responses: { 200: liveAnswer('The boards after the change.'), ...errorResponses(401, 403, 404, 409, 422) },
})

function actorOf(c: Context<AuthenticatedEnv>): PlayActor {
  return { userId: c.get('auth').user.id, impersonatorId: c.get('auth').impersonatorId, requestId: c.get('requestId') }
}

export const eventBoardsRoutes = createRouter()
  .openapi(liveRoute, async (c) => {
    const auth = await resolveAuth(c)
    const input = { userId: auth?.user.id ?? null, eventId: c.req.valid('param').id }
    return respond(c, await getEventBoardsLive(c.get('db'), input), EventBoardsLiveSchema)
  })
  .openapi(callingRoute, async (c) => {
    const input = { actor: actorOf(c), eventId: c.req.valid('param').id, settings: c.req.valid('json') }
    return respond(c, await afterCommit(c, await updateCallingSettings(c.get('db'), input)), EventBoardsLiveSchema)
  })
  .openapi(callRoute, async (c) => {
    const input = { actor: actorOf(c), eventId: c.req.valid('param').id, call: c.req.valid('json') }
    return respond(c, await afterCommit(c, await callGameToBoard(c.get('db'), input)), EventBoardsLiveSchema)
  })
  .openapi(uncallRoute, async (c) => {
    const { id, gameId } = c.req.valid('param')
    const input = { actor: actorOf(c), eventId: id, gameId }
    return respond(c, await afterCommit(c, await uncallGame(c.get('db'), input)), EventBoardsLiveSchema)
  })
  .openapi(reorderRoute, async (c) => {
    const input = { actor: actorOf(c), eventId: c.req.valid('param').id, order: c.req.valid('json') }
    return respond(c, await afterCommit(c, await reorderQueue(c.get('db'), input)), EventBoardsLiveSchema)
  })
  .openapi(holdRoute, async (c) => {
    const { id, gameId } = c.req.valid('param')
    const input = { actor: actorOf(c), eventId: id, gameId, hold: c.req.valid('json') }
    return respond(c, await afterCommit(c, await holdQueuedGame(c.get('db'), input)), EventBoardsLiveSchema)
  })
  .openapi(walkoverRoute, async (c) => {
    const { id, gameId } = c.req.valid('param')
    const input = { actor: actorOf(c), eventId: id, gameId, walkover: c.req.valid('json') }
    return respond(c, await afterCommit(c, await giveWalkover(c.get('db'), input)), EventBoardsLiveSchema)
  })
  .openapi(confirmRoute, async (c) => {
    const { id, gameId } = c.req.valid('param')
    const input = { actor: actorOf(c), eventId: id, gameId }
    return respond(c, await afterCommit(c, await confirmBoardGame(c.get('db'), input)), EventBoardsLiveSchema)
  })
