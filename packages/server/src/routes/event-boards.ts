import { createRoute } from '@hono/zod-openapi'
import {
  AppendEventResultSchema,
  CallInputSchema,
  EventBoardsLiveSchema,
  EventGameParamsSchema,
  EventParamsSchema,
  MatchConflictSchema,
  MatchParamsSchema,
  QueueGameInputSchema,
  QueueOrderInputSchema,
  TabletAppendEventInputSchema,
  TabletGameParamsSchema,
  TabletHeartbeatInputSchema,
  TabletStateSchema,
  UpdateCallingSettingsInputSchema,
  WalkoverInputSchema,
} from '@oche/api'
import type { Context } from 'hono'
import { afterCommit } from '../http/after-commit'
import { effects } from '../services/effects'
import type { AuthenticatedEnv } from '../http/app-env'
import { anyone, requireBoardDevice, requireUser, resolveAuth } from '../http/guards'
import { bearerSecurity, errorResponses, jsonBody, jsonResponse } from '../http/openapi'
import { respond, respondEmpty } from '../http/respond'
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
import {
  confirmTabletGame,
  getTabletState,
  recordTabletHeartbeat,
  startTabletGame,
} from '../services/event-boards/tablet-games'
import { appendMatchEvent } from '../services/matches/append-match-event'
import { ok } from '../services/result'
import type { PlayActor } from '../services/tournament-play/play-audit'

// An event's boards at play (its organisers act; anyone who may see the event reads) and the board tablets' games
// (board token). Every change is told on `event.{id}` as `boards.changed`.

const tags = ['event boards']
const liveAnswer = (description: string) => jsonResponse(description, EventBoardsLiveSchema)

const liveRoute = createRoute({
  method: 'get',
  path: '/events/{id}/live',
  tags,
  summary: 'The boards, the queue and the latest results of an event (anyone who may see it)',
  description: 'Tablets (`devices`) only for the event’s organisers. Private events answer 404 to everyone else.',
  middleware: [anyone()] as const,
  request: { params: EventParamsSchema },
  responses: { 200: liveAnswer('The boards at play.'), ...errorResponses(404, 422) },
})

const callingRoute = createRoute({
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  tags,
  method: 'patch',
  path: '/events/{id}/calling',
  summary: 'Automatic calling, rest and no-show minutes (its organisers)',
  request: { params: EventParamsSchema, body: jsonBody(UpdateCallingSettingsInputSchema) },
  responses: { 200: liveAnswer('The boards after the change.'), ...errorResponses(401, 403, 404, 422) },
})

const callRoute = createRoute({
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  tags,
  method: 'post',
  path: '/events/{id}/calls',
  summary: 'Call a waiting game, or move a called one, to a free board (its organisers)',
  request: { params: EventParamsSchema, body: jsonBody(CallInputSchema) },
  responses: { 200: liveAnswer('The boards after the call.'), ...errorResponses(401, 403, 404, 409, 422) },
})

const uncallRoute = createRoute({
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  tags,
  method: 'delete',
  path: '/events/{id}/calls/{gameId}',
  summary: 'Take a called game off its board before it starts; it waits, held (its organisers)',
  request: { params: EventGameParamsSchema },
  responses: { 200: liveAnswer('The boards after the change.'), ...errorResponses(401, 403, 404, 409, 422) },
})

const reorderRoute = createRoute({
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  tags,
  method: 'put',
  path: '/events/{id}/queue',
  summary: 'The organiser’s order of waiting games (its organisers)',
  request: { params: EventParamsSchema, body: jsonBody(QueueOrderInputSchema) },
  responses: { 200: liveAnswer('The boards after the change.'), ...errorResponses(401, 403, 404, 422) },
})

const holdRoute = createRoute({
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  tags,
  method: 'patch',
  path: '/events/{id}/queue/{gameId}',
  summary: 'Hold a waiting game back from automatic calling, or let it go (its organisers)',
  request: { params: EventGameParamsSchema, body: jsonBody(QueueGameInputSchema) },
  responses: { 200: liveAnswer('The boards after the change.'), ...errorResponses(401, 403, 404, 422) },
})

const walkoverRoute = createRoute({
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  tags,
  method: 'post',
  path: '/events/{id}/games/{gameId}/walkover',
  summary: 'Decide a called game that did not start for one side (its organisers)',
  request: { params: EventGameParamsSchema, body: jsonBody(WalkoverInputSchema) },
  responses: { 200: liveAnswer('The boards after the walkover.'), ...errorResponses(401, 403, 404, 409, 422) },
})

const confirmRoute = createRoute({
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  tags,
  method: 'post',
  path: '/events/{id}/games/{gameId}/confirm',
  summary: 'Confirm a finished game’s result for its players; the board is free (its organisers)',
  request: { params: EventGameParamsSchema },
  responses: { 200: liveAnswer('The boards after the change.'), ...errorResponses(401, 403, 404, 409, 422) },
})

const tabletAnswer = (description: string) => jsonResponse(description, TabletStateSchema)

const tabletStateRoute = createRoute({
  security: bearerSecurity,
  middleware: [requireBoardDevice()] as const,
  tags: ['tablet'],
  method: 'get',
  path: '/tablet/state',
  summary: 'What the board’s tablet shows: its game, or what comes next (board token)',
  responses: { 200: tabletAnswer('The tablet’s state.'), ...errorResponses(401) },
})

const tabletStartRoute = createRoute({
  security: bearerSecurity,
  middleware: [requireBoardDevice()] as const,
  tags: ['tablet'],
  method: 'post',
  path: '/tablet/games/{gameId}/start',
  summary: 'Start the game called to this board: its match is made (board token)',
  request: { params: TabletGameParamsSchema },
  responses: { 200: tabletAnswer('The tablet’s state, with the match.'), ...errorResponses(401, 409, 422) },
})

const tabletConfirmRoute = createRoute({
  security: bearerSecurity,
  middleware: [requireBoardDevice()] as const,
  tags: ['tablet'],
  method: 'post',
  path: '/tablet/games/{gameId}/confirm',
  summary: 'Both players confirmed the result: the board is free (board token)',
  request: { params: TabletGameParamsSchema },
  responses: { 200: tabletAnswer('The tablet’s state after it.'), ...errorResponses(401, 409, 422) },
})

const tabletAppendRoute = createRoute({
  security: bearerSecurity,
  middleware: [requireBoardDevice()] as const,
  tags: ['tablet'],
  method: 'post',
  path: '/tablet/matches/{id}/events',
  summary: 'Score a visit of the match on this board (board token)',
  description:
    'As `POST /matches/{id}/events`, for the match of the game on the tablet’s board: the same event id again ' +
    'answers the stored result (200), an event built on an older version 409 with the current match.',
  request: { params: MatchParamsSchema, body: jsonBody(TabletAppendEventInputSchema) },
  responses: {
    201: jsonResponse('Stored: the event, its seq and the match after it.', AppendEventResultSchema),
    200: jsonResponse('This event id was already stored: the stored result.', AppendEventResultSchema),
    409: jsonResponse('Another event came first: the current match.', MatchConflictSchema),
    ...errorResponses(401, 403, 404, 422),
  },
})

const tabletHeartbeatRoute = createRoute({
  security: bearerSecurity,
  middleware: [requireBoardDevice()] as const,
  tags: ['tablet'],
  method: 'post',
  path: '/tablet/heartbeat',
  summary: 'The tablet’s health: visits not yet sent and its version (board token)',
  request: { body: jsonBody(TabletHeartbeatInputSchema) },
  responses: { 204: { description: 'Recorded.' }, ...errorResponses(401, 422) },
})

function actorOf(c: Context<AuthenticatedEnv>): PlayActor {
  return { userId: c.var.auth.user.id, impersonatorId: c.var.auth.impersonatorId, requestId: c.var.requestId }
}

export const eventBoardsRoutes = createRouter()
  .openapi(liveRoute, async (c) => {
    const auth = await resolveAuth(c)
    const input = { userId: auth?.user.id ?? null, eventId: c.req.valid('param').id }
    return respond(c, await getEventBoardsLive(c.var.db, input), EventBoardsLiveSchema)
  })
  .openapi(callingRoute, async (c) => {
    const input = { actor: actorOf(c), eventId: c.req.valid('param').id, settings: c.req.valid('json') }
    return respond(c, await afterCommit(c, await updateCallingSettings(c.var.db, input)), EventBoardsLiveSchema)
  })
  .openapi(callRoute, async (c) => {
    const input = { actor: actorOf(c), eventId: c.req.valid('param').id, call: c.req.valid('json') }
    return respond(c, await afterCommit(c, await callGameToBoard(c.var.db, input)), EventBoardsLiveSchema)
  })
  .openapi(uncallRoute, async (c) => {
    const { id, gameId } = c.req.valid('param')
    const input = { actor: actorOf(c), eventId: id, gameId }
    return respond(c, await afterCommit(c, await uncallGame(c.var.db, input)), EventBoardsLiveSchema)
  })
  .openapi(reorderRoute, async (c) => {
    const input = { actor: actorOf(c), eventId: c.req.valid('param').id, order: c.req.valid('json') }
    return respond(c, await afterCommit(c, await reorderQueue(c.var.db, input)), EventBoardsLiveSchema)
  })
  .openapi(holdRoute, async (c) => {
    const { id, gameId } = c.req.valid('param')
    const input = { actor: actorOf(c), eventId: id, gameId, hold: c.req.valid('json') }
    return respond(c, await afterCommit(c, await holdQueuedGame(c.var.db, input)), EventBoardsLiveSchema)
  })
  .openapi(walkoverRoute, async (c) => {
    const { id, gameId } = c.req.valid('param')
    const input = { actor: actorOf(c), eventId: id, gameId, walkover: c.req.valid('json') }
    return respond(c, await afterCommit(c, await giveWalkover(c.var.db, input)), EventBoardsLiveSchema)
  })
  .openapi(confirmRoute, async (c) => {
    const { id, gameId } = c.req.valid('param')
    const input = { actor: actorOf(c), eventId: id, gameId }
    return respond(c, await afterCommit(c, await confirmBoardGame(c.var.db, input)), EventBoardsLiveSchema)
  })
  .openapi(tabletStateRoute, async (c) => {
    return respond(c, ok(await getTabletState(c.var.db, c.var.boardDevice)), TabletStateSchema)
  })
  .openapi(tabletStartRoute, async (c) => {
    const input = { device: c.var.boardDevice, gameId: c.req.valid('param').gameId }
    return respond(c, await afterCommit(c, await startTabletGame(c.var.db, input)), TabletStateSchema)
  })
  .openapi(tabletConfirmRoute, async (c) => {
    const input = { device: c.var.boardDevice, gameId: c.req.valid('param').gameId }
    return respond(c, await afterCommit(c, await confirmTabletGame(c.var.db, input)), TabletStateSchema)
  })
  .openapi(tabletAppendRoute, async (c) => {
    const { board, event } = c.var.boardDevice
    const scorer = { kind: 'board' as const, boardId: board.id, ownerId: event.createdBy }
    const input = { scorer, matchId: c.req.valid('param').id, append: c.req.valid('json') }
    // The overview and the public page show the score: a new event plans the event's boards again.
    const replan = (scored: { isNew: boolean }) => effects({ eventsToReplan: scored.isNew ? [event.id] : [] })
    const result = await afterCommit(c, await appendMatchEvent(c.var.db, input), replan)
    if (!result.ok) return respond(c, result, AppendEventResultSchema, 201)
    const { isNew, ...appended } = result.value
    return respond(c, ok(appended), AppendEventResultSchema, isNew ? 201 : 200)
  })
  .openapi(tabletHeartbeatRoute, async (c) => {
    await recordTabletHeartbeat(c.var.db, { device: c.var.boardDevice, heartbeat: c.req.valid('json') })
    return respondEmpty(c, ok(null))
  })
