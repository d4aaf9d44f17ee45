import { createRoute } from '@hono/zod-openapi'
import {
  ApiErrorSchema,
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
  MyEventsSchema,
  TabletBoardSchema,
  TabletLoginInputSchema,
  TabletSessionSchema,
  UpdateBoardInputSchema,
  UpdateEventInputSchema,
  UpdateVenueInputSchema,
  VenueInputSchema,
  VenueListSchema,
  VenueSchema,
} from '@oche/api'
import { anyone, requireBoardDevice, requireUser, resolveAuth } from '../http/guards'
import { bearerSecurity, errorResponses, jsonBody, jsonResponse } from '../http/openapi'
import { respond, respondEmpty } from '../http/respond'
import { createRouter } from '../http/router'
import { createBoard } from '../services/events/create-board'
import { createEvent } from '../services/events/create-event'
import { createVenue } from '../services/events/create-venue'
import { deleteBoard } from '../services/events/delete-board'
import { deleteEvent } from '../services/events/delete-event'
import { deleteVenue } from '../services/events/delete-venue'
import { getEvent } from '../services/events/get-event'
import { linkTournament } from '../services/events/link-tournament'
import { listBoards } from '../services/events/list-boards'
import { listMyEvents } from '../services/events/list-my-events'
import { listVenues } from '../services/events/list-venues'
import { logInTablet } from '../services/events/log-in-tablet'
import { regenerateBoardCode } from '../services/events/regenerate-board-code'
import { toTabletBoard } from '../services/events/tablet-board'
import { unlinkTournament } from '../services/events/unlink-tournament'
import { updateBoard } from '../services/events/update-board'
import { updateEvent } from '../services/events/update-event'
import { updateVenue } from '../services/events/update-venue'
import { ok } from '../services/result'

// Venues and events belong to organisations; their owners and admins manage them (new ones go to the caller's
// personal organisation, made on first use). Another organiser's venue or private event is not found (404), their
// public or unlisted event forbidden (403). The /tablet routes take a board token, never a user's.

const listVenuesRoute = createRoute({
  method: 'get',
  path: '/event-locations',
  tags: ['events'],
  summary: 'Your event locations, by name (signed-in organisers)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  responses: { 200: jsonResponse('The venues.', VenueListSchema), ...errorResponses(401) },
})

const createVenueRoute = createRoute({
  method: 'post',
  path: '/event-locations',
  tags: ['events'],
  summary: 'Add an event location (signed-in organisers)',
  description: '`map_url` must be an http or https link.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { body: jsonBody(VenueInputSchema) },
  responses: { 201: jsonResponse('The new venue.', VenueSchema), ...errorResponses(401, 422) },
})

const updateVenueRoute = createRoute({
  method: 'patch',
  path: '/event-locations/{id}',
  tags: ['events'],
  summary: 'Change an event location (its organisers)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: EventParamsSchema, body: jsonBody(UpdateVenueInputSchema) },
  responses: { 200: jsonResponse('The venue.', VenueSchema), ...errorResponses(401, 404, 422) },
})

const deleteVenueRoute = createRoute({
  method: 'delete',
  path: '/event-locations/{id}',
  tags: ['events'],
  summary: 'Delete an event location no event uses (its organisers)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: EventParamsSchema },
  responses: {
    204: { description: 'The venue is gone.' },
    409: jsonResponse('An event takes place there.', ApiErrorSchema),
    ...errorResponses(401, 404, 422),
  },
})

const myEventsRoute = createRoute({
  method: 'get',
  path: '/me/events',
  tags: ['events'],
  summary: 'The events you organise, latest first (signed-in organisers)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  responses: { 200: jsonResponse('The events.', MyEventsSchema), ...errorResponses(401) },
})

const createEventRoute = createRoute({
  method: 'post',
  path: '/events',
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
  method: 'get',
  path: '/events/{id}',
  tags: ['events'],
  summary: 'An event with its venue and tournaments (anyone; private ones for their organisers)',
  middleware: [anyone()] as const,
  request: { params: EventParamsSchema },
  responses: { 200: jsonResponse('The event.', EventDetailSchema), ...errorResponses(404, 422) },
})

const updateEventRoute = createRoute({
  method: 'patch',
  path: '/events/{id}',
  tags: ['events'],
  summary: 'Change an event (its organisers)',
  description: 'A new venue leaves the boards as they are.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: EventParamsSchema, body: jsonBody(UpdateEventInputSchema) },
  responses: { 200: jsonResponse('The event.', EventDetailSchema), ...errorResponses(401, 403, 404, 422) },
})

const deleteEventRoute = createRoute({
  method: 'delete',
  path: '/events/{id}',
  tags: ['events'],
  summary: 'Delete an event and its boards; its tournaments stay (its organisers)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: EventParamsSchema },
  responses: { 204: { description: 'The event is gone.' }, ...errorResponses(401, 403, 404, 422) },
})

const linkTournamentRoute = createRoute({
  method: 'post',
  path: '/events/{id}/tournaments/{tournamentId}',
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
  method: 'delete',
  path: '/events/{id}/tournaments/{tournamentId}',
  tags: ['events'],
  summary: 'Take a tournament out of the event (its organisers)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: EventTournamentParamsSchema },
  responses: { 200: jsonResponse('The event.', EventDetailSchema), ...errorResponses(401, 403, 404, 422) },
})

const listBoardsRoute = createRoute({
  method: 'get',
  path: '/events/{id}/boards',
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
  method: 'post',
  path: '/events/{id}/boards',
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
  method: 'patch',
  path: '/events/{id}/boards/{boardId}',
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
  method: 'delete',
  path: '/events/{id}/boards/{boardId}',
  tags: ['events'],
  summary: 'Remove a board; its tablets are logged out (its organisers)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: BoardParamsSchema },
  responses: { 204: { description: 'The board is gone.' }, ...errorResponses(401, 403, 404, 422) },
})

const regenerateCodeRoute = createRoute({
  method: 'post',
  path: '/events/{id}/boards/{boardId}/code',
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

const tabletLoginRoute = createRoute({
  method: 'post',
  path: '/tablet/login',
  tags: ['tablet'],
  summary: 'Log a tablet in to a board by its code (anyone)',
  description:
    'Case, spaces and dashes in the code do not matter. The token is for the /tablet routes only. Wrong codes are ' +
    'limited like failed logins (429 with Retry-After).',
  middleware: [anyone()] as const,
  request: { body: jsonBody(TabletLoginInputSchema) },
  responses: {
    201: jsonResponse('The board token and its board.', TabletSessionSchema),
    ...errorResponses(422, 429),
  },
})

const tabletBoardRoute = createRoute({
  method: 'get',
  path: '/tablet/board',
  tags: ['tablet'],
  summary: 'The board this tablet is logged in to, with its event (board token)',
  security: bearerSecurity,
  middleware: [requireBoardDevice()] as const,
  responses: { 200: jsonResponse('The board.', TabletBoardSchema), ...errorResponses(401) },
})

export const eventsRoutes = createRouter()
  .openapi(listVenuesRoute, async (c) => {
    return respond(c, await listVenues(c.var.db, { userId: c.var.auth.user.id }), VenueListSchema)
  })
  .openapi(createVenueRoute, async (c) => {
    const result = await createVenue(c.var.db, { user: c.var.auth.user, venue: c.req.valid('json') })
    return respond(c, result, VenueSchema, 201)
  })
  .openapi(updateVenueRoute, async (c) => {
    const input = { userId: c.var.auth.user.id, venueId: c.req.valid('param').id, changes: c.req.valid('json') }
    return respond(c, await updateVenue(c.var.db, input), VenueSchema)
  })
  .openapi(deleteVenueRoute, async (c) => {
    const input = { userId: c.var.auth.user.id, venueId: c.req.valid('param').id }
    return respondEmpty(c, await deleteVenue(c.var.db, input))
  })
  .openapi(myEventsRoute, async (c) => {
    return respond(c, await listMyEvents(c.var.db, { userId: c.var.auth.user.id }), MyEventsSchema)
  })
  .openapi(createEventRoute, async (c) => {
    const result = await createEvent(c.var.db, { user: c.var.auth.user, event: c.req.valid('json') })
    return respond(c, result, CreatedEventSchema, 201)
  })
  .openapi(eventRoute, async (c) => {
    const auth = await resolveAuth(c)
    const input = { userId: auth?.user.id ?? null, eventId: c.req.valid('param').id }
    return respond(c, await getEvent(c.var.db, input), EventDetailSchema)
  })
  .openapi(updateEventRoute, async (c) => {
    const input = { userId: c.var.auth.user.id, eventId: c.req.valid('param').id, changes: c.req.valid('json') }
    return respond(c, await updateEvent(c.var.db, input), EventDetailSchema)
  })
  .openapi(deleteEventRoute, async (c) => {
    const input = { userId: c.var.auth.user.id, eventId: c.req.valid('param').id }
    return respondEmpty(c, await deleteEvent(c.var.db, input))
  })
  .openapi(linkTournamentRoute, async (c) => {
    const { id, tournamentId } = c.req.valid('param')
    const input = { userId: c.var.auth.user.id, eventId: id, tournamentId }
    return respond(c, await linkTournament(c.var.db, input), EventDetailSchema)
  })
  .openapi(unlinkTournamentRoute, async (c) => {
    const { id, tournamentId } = c.req.valid('param')
    const input = { userId: c.var.auth.user.id, eventId: id, tournamentId }
    return respond(c, await unlinkTournament(c.var.db, input), EventDetailSchema)
  })
  .openapi(listBoardsRoute, async (c) => {
    const input = { userId: c.var.auth.user.id, eventId: c.req.valid('param').id }
    return respond(c, await listBoards(c.var.db, input), BoardListSchema)
  })
  .openapi(createBoardRoute, async (c) => {
    const input = { userId: c.var.auth.user.id, eventId: c.req.valid('param').id, board: c.req.valid('json') }
    return respond(c, await createBoard(c.var.db, input), BoardWithCodeSchema, 201)
  })
  .openapi(updateBoardRoute, async (c) => {
    const { id, boardId } = c.req.valid('param')
    const input = { userId: c.var.auth.user.id, eventId: id, boardId, changes: c.req.valid('json') }
    return respond(c, await updateBoard(c.var.db, input), BoardSchema)
  })
  .openapi(deleteBoardRoute, async (c) => {
    const { id, boardId } = c.req.valid('param')
    return respondEmpty(c, await deleteBoard(c.var.db, { userId: c.var.auth.user.id, eventId: id, boardId }))
  })
  .openapi(regenerateCodeRoute, async (c) => {
    const { id, boardId } = c.req.valid('param')
    const input = { userId: c.var.auth.user.id, eventId: id, boardId }
    return respond(c, await regenerateBoardCode(c.var.db, input), BoardWithCodeSchema)
  })
  .openapi(tabletLoginRoute, async (c) => {
    const input = { code: c.req.valid('json').code, ip: c.var.clientIp, limiter: c.var.boardCodeLimiter }
    return respond(c, await logInTablet(c.var.db, input), TabletSessionSchema, 201)
  })
  .openapi(tabletBoardRoute, async (c) => {
    const { board, event } = c.var.boardDevice
    return respond(c, ok(toTabletBoard(board, event)), TabletBoardSchema)
  })
