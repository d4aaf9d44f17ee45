import { createRoute } from '@hono/zod-openapi'
import {
  BoardInputSchema,
  BoardListSchema,
  BoardParamsSchema,
  BoardSchema,
  BoardWithCodeSchema,
  CreatedEventSchema,
  EventDetailSchema,
  EventInputSchema,
  EventParamsSchema,
  EventTournamentParamsSchema,
  UpdateBoardInputSchema,
  UpdateEventInputSchema,
} from '@oche/api'
import { anyone, requireUser, resolveAuth } from '../http/guards'
import { bearerSecurity, errorResponses, jsonBody, jsonResponse } from '../http/openapi'
import { respond, respondEmpty } from '../http/respond'
import { createRouter } from '../http/router'
import { createBoard } from '../services/events/create-board'
import { createEvent } from '../services/events/create-event'
import { deleteBoard } from '../services/events/delete-board'
import { deleteEvent } from '../services/events/delete-event'
import { getEvent } from '../services/events/get-event'
import { linkTournament } from '../services/events/link-tournament'
import { listBoards } from '../services/events/list-boards'
import { regenerateBoardCode } from '../services/events/regenerate-board-code'
import { unlinkTournament } from '../services/events/unlink-tournament'
import { updateBoard } from '../services/events/update-board'
import { updateEvent } from '../services/events/update-event'

// Venues and events belong to organisations; their owners and admins manage them (new ones go to the caller's
// personal organisation, made on first use). Another organiser's venue or private event is not found (404), their
// public or unlisted event forbidden (403). The /tablet routes take a board token, never a user's.

/** Anyone; a signed-in user may see more. */
const optionalBearerSecurity: { [scheme: string]: string[] }[] = [{}, { bearer: [] }]

const createEventRoute = createRoute({
  operationId: 'createEvent',
  method: 'post',
  path: '/',
  tags: ['events'],
  summary: 'Create an event (signed-in organisers)',
  description:
    'At a venue the event starts with the venue’s default boards, numbered 1 to n; their login codes are in the ' +
    'answer and never shown again. `time_zone` is an IANA zone; `ends_at`, when given, is after `starts_at`.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { body: jsonBody(EventInputSchema) },
  responses: { 201: jsonResponse('The new event with its boards.', CreatedEventSchema), ...errorResponses(401, 422) },
})

const eventRoute = createRoute({
  operationId: 'getEvent',
  method: 'get',
  path: '/{id}',
  tags: ['events'],
  summary: 'An event with its venue and tournaments (anyone; private ones for their organisers)',
  security: optionalBearerSecurity,
  middleware: [anyone()] as const,
  request: { params: EventParamsSchema },
  responses: { 200: jsonResponse('The event.', EventDetailSchema), ...errorResponses(404, 422) },
})

const updateEventRoute = createRoute({
  operationId: 'updateEvent',
  method: 'patch',
  path: '/{id}',
  tags: ['events'],
  summary: 'Change an event (its organisers)',
  description: 'A new venue leaves the boards as they are.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: EventParamsSchema, body: jsonBody(UpdateEventInputSchema) },
  responses: { 200: jsonResponse('The event.', EventDetailSchema), ...errorResponses(401, 403, 404, 422) },
})

const deleteEventRoute = createRoute({
  operationId: 'deleteEvent',
  method: 'delete',
  path: '/{id}',
  tags: ['events'],
  summary: 'Delete an event and its boards; its tournaments stay (its organisers)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: EventParamsSchema },
  responses: { 204: { description: 'The event is gone.' }, ...errorResponses(401, 403, 404, 422) },
})

const linkTournamentRoute = createRoute({
  operationId: 'addEventTournament',
  method: 'post',
  path: '/{id}/tournaments/{tournamentId}',
  tags: ['events'],
  summary: 'Play one of your tournaments at the event (its organisers)',
  description:
    'The tournament must belong to the event’s organisation (422 on `tournament_id`); it leaves any other event.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: EventTournamentParamsSchema },
  responses: { 200: jsonResponse('The event.', EventDetailSchema), ...errorResponses(401, 403, 404, 422) },
})

const unlinkTournamentRoute = createRoute({
  operationId: 'removeEventTournament',
  method: 'delete',
  path: '/{id}/tournaments/{tournamentId}',
  tags: ['events'],
  summary: 'Take a tournament out of the event (its organisers)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: EventTournamentParamsSchema },
  responses: { 200: jsonResponse('The event.', EventDetailSchema), ...errorResponses(401, 403, 404, 422) },
})

const listBoardsRoute = createRoute({
  operationId: 'listEventBoards',
  method: 'get',
  path: '/{id}/boards',
  tags: ['events'],
  summary: 'The boards of an event, by number (its organisers)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: EventParamsSchema },
  responses: {
    200: jsonResponse('The boards, without codes.', BoardListSchema),
    ...errorResponses(401, 403, 404, 422),
  },
})

const createBoardRoute = createRoute({
  operationId: 'createEventBoard',
  method: 'post',
  path: '/{id}/boards',
  tags: ['events'],
  summary: 'Add a board (its organisers)',
  description: 'The number must be free in the event (422 on `number`). The answer holds the login code, this once.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: EventParamsSchema, body: jsonBody(BoardInputSchema) },
  responses: {
    201: jsonResponse('The board with its login code.', BoardWithCodeSchema),
    ...errorResponses(401, 403, 404, 422),
  },
})

const updateBoardRoute = createRoute({
  operationId: 'updateEventBoard',
  method: 'patch',
  path: '/{id}/boards/{boardId}',
  tags: ['events'],
  summary: 'Rename a board or switch it on or off (its organisers)',
  description:
    'A disabled board takes no tablet logins, and switching it off logs its tablets out (their tokens answer 401); ' +
    'once it is on again they log in with its code.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: BoardParamsSchema, body: jsonBody(UpdateBoardInputSchema) },
  responses: { 200: jsonResponse('The board.', BoardSchema), ...errorResponses(401, 403, 404, 422) },
})

const deleteBoardRoute = createRoute({
  operationId: 'deleteEventBoard',
  method: 'delete',
  path: '/{id}/boards/{boardId}',
  tags: ['events'],
  summary: 'Remove a board; its tablets are logged out (its organisers)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: BoardParamsSchema },
  responses: { 204: { description: 'The board is gone.' }, ...errorResponses(401, 403, 404, 422) },
})

const regenerateCodeRoute = createRoute({
  operationId: 'regenerateEventBoardCode',
  method: 'post',
  path: '/{id}/boards/{boardId}/code',
  tags: ['events'],
  summary: 'Give a board a new login code and log out its tablets (its organisers)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: BoardParamsSchema },
  responses: {
    200: jsonResponse('The board with its new login code.', BoardWithCodeSchema),
    ...errorResponses(401, 403, 404, 422),
  },
})

export const eventsRoutes = createRouter()
  .openapi(createEventRoute, async (c) => {
    const result = await createEvent(c.get('db'), { user: c.get('auth').user, event: c.req.valid('json') })
    return respond(c, result, CreatedEventSchema, 201)
  })
  .openapi(eventRoute, async (c) => {
    const auth = await resolveAuth(c)
    const input = { userId: auth?.user.id ?? null, eventId: c.req.valid('param').id }
    return respond(c, await getEvent(c.get('db'), input), EventDetailSchema)
  })
  .openapi(updateEventRoute, async (c) => {
    const input = { userId: c.get('auth').user.id, eventId: c.req.valid('param').id, changes: c.req.valid('json') }
    return respond(c, await updateEvent(c.get('db'), input), EventDetailSchema)
  })
  .openapi(deleteEventRoute, async (c) => {
    const input = { userId: c.get('auth').user.id, eventId: c.req.valid('param').id }
    return respondEmpty(c, await deleteEvent(c.get('db'), input))
  })
  .openapi(linkTournamentRoute, async (c) => {
    const { id, tournamentId } = c.req.valid('param')
    const input = { userId: c.get('auth').user.id, eventId: id, tournamentId }
    return respond(c, await linkTournament(c.get('db'), input), EventDetailSchema)
  })
  .openapi(unlinkTournamentRoute, async (c) => {
    const { id, tournamentId } = c.req.valid('param')
    const input = { userId: c.get('auth').user.id, eventId: id, tournamentId }
    return respond(c, await unlinkTournament(c.get('db'), input), EventDetailSchema)
  })
  .openapi(listBoardsRoute, async (c) => {
    const input = { userId: c.get('auth').user.id, eventId: c.req.valid('param').id }
    return respond(c, await listBoards(c.get('db'), input), BoardListSchema)
  })
  .openapi(createBoardRoute, async (c) => {
    const input = { userId: c.get('auth').user.id, eventId: c.req.valid('param').id, board: c.req.valid('json') }
    return respond(c, await createBoard(c.get('db'), input), BoardWithCodeSchema, 201)
  })
  .openapi(updateBoardRoute, async (c) => {
    const { id, boardId } = c.req.valid('param')
    const input = { userId: c.get('auth').user.id, eventId: id, boardId, changes: c.req.valid('json') }
    return respond(c, await updateBoard(c.get('db'), input), BoardSchema)
  })
  .openapi(deleteBoardRoute, async (c) => {
    const { id, boardId } = c.req.valid('param')
    return respondEmpty(c, await deleteBoard(c.get('db'), { userId: c.get('auth').user.id, eventId: id, boardId }))
  })
  .openapi(regenerateCodeRoute, async (c) => {
    const { id, boardId } = c.req.valid('param')
    const input = { userId: c.get('auth').user.id, eventId: id, boardId }
    return respond(c, await regenerateBoardCode(c.get('db'), input), BoardWithCodeSchema)
  })
