import { createRoute } from '@hono/zod-openapi'
import {
  TabletBoardSchema,
  TabletLoginInputSchema,
  TabletSessionSchema,
  AppendEventResultSchema,
  MatchConflictSchema,
  MatchParamsSchema,
  TabletAppendEventInputSchema,
  TabletGameParamsSchema,
  TabletHeartbeatInputSchema,
  TabletStateSchema,
  TabletLeagueGameParamsSchema,
  StartedLeagueGameSchema,
  type TabletState,
} from '@oche/api'
import { afterCommit } from '../http/after-commit'
import { anyone, requireBoardDevice } from '../http/guards'
import { errorResponses, jsonBody, jsonResponse } from '../http/openapi'
import { respond, respondEmpty } from '../http/respond'
import { createRouter } from '../http/router'
import {
  confirmTabletGame,
  getTabletState,
  recordTabletHeartbeat,
  startTabletGame,
} from '../services/event-boards/tablet-games'
import { logInTablet } from '../services/events/log-in-tablet'
import { toTabletBoard } from '../services/events/tablet-board'
import type { BoardDeviceAuth, VenueBoardDevice } from '../services/events/authenticate-board-device'
import { loadVenueNight, organisationOwnerId, startVenueBoardGame } from '../services/league-night/venue-night'
import { appendMatchEvent, type MatchScorer } from '../services/matches/append-match-event'
import { fail, ok } from '../services/result'
import type { Database } from '../db/database'

/** The /tablet routes after login take the board token from /tablet/login (app.ts registers the scheme), never a user's. */
const boardTokenSecurity = [{ boardToken: [] }]

const tabletLoginRoute = createRoute({
  operationId: 'logInTablet',
  method: 'post',
  path: '/login',
  tags: ['tablet'],
  summary: 'Log a tablet in to a board by its code (anyone)',
  description:
    'Case, spaces and dashes in the code do not matter. The token is for the /tablet routes only. Wrong codes are ' +
    'limited like failed logins (429 with Retry-After).',
  security: [],
  middleware: [anyone()] as const,
  request: { body: jsonBody(TabletLoginInputSchema) },
  responses: {
    201: jsonResponse('The board token and its board.', TabletSessionSchema),
    ...errorResponses(422, 429),
  },
})

const tabletBoardRoute = createRoute({
  operationId: 'getTabletBoard',
  method: 'get',
  path: '/board',
  tags: ['tablet'],
  summary: 'The board this tablet is logged in to, with its event (board token)',
  security: boardTokenSecurity,
  middleware: [requireBoardDevice()] as const,
  responses: { 200: jsonResponse('The board.', TabletBoardSchema), ...errorResponses(401) },
})

const tabletAnswer = (description: string) => jsonResponse(description, TabletStateSchema)

const tabletStateRoute = createRoute({
  operationId: 'getTabletState',
  security: boardTokenSecurity,
  middleware: [requireBoardDevice()] as const,
  tags: ['tablet'],
  method: 'get',
  path: '/state',
  summary: 'What the board’s tablet shows: its game, or what comes next (board token)',
  responses: { 200: tabletAnswer('The tablet’s state.'), ...errorResponses(401) },
})

const tabletStartRoute = createRoute({
  operationId: 'startTabletGame',
  security: boardTokenSecurity,
  middleware: [requireBoardDevice()] as const,
  tags: ['tablet'],
  method: 'post',
  path: '/games/{gameId}/start',
  summary: 'Start the game called to this board: its match is made (board token)',
  request: { params: TabletGameParamsSchema },
  responses: { 200: tabletAnswer('The tablet’s state, with the match.'), ...errorResponses(401, 409, 422) },
})

const tabletConfirmRoute = createRoute({
  operationId: 'confirmTabletGame',
  security: boardTokenSecurity,
  middleware: [requireBoardDevice()] as const,
  tags: ['tablet'],
  method: 'post',
  path: '/games/{gameId}/confirm',
  summary: 'Both players confirmed the result: the board is free (board token)',
  request: { params: TabletGameParamsSchema },
  responses: { 200: tabletAnswer('The tablet’s state after it.'), ...errorResponses(401, 409, 422) },
})

const tabletAppendRoute = createRoute({
  operationId: 'appendTabletMatchEvent',
  security: boardTokenSecurity,
  middleware: [requireBoardDevice()] as const,
  tags: ['tablet'],
  method: 'post',
  path: '/matches/{id}/events',
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

const tabletLeagueStartRoute = createRoute({
  operationId: 'startTabletLeagueGame',
  security: boardTokenSecurity,
  middleware: [requireBoardDevice()] as const,
  tags: ['tablet'],
  method: 'post',
  path: '/league/{fixtureId}/games/{game}/start',
  summary: 'Start a league game of a match at this venue board’s venue on the night (venue board token)',
  description:
    'A venue board (ADR 016) scores the games of the team matches at its venue from yesterday to tomorrow (UTC) ' +
    'that are not signed off, once both teams named the game’s players. Starting again answers the same match.',
  request: { params: TabletLeagueGameParamsSchema },
  responses: {
    200: jsonResponse('The engine match the game is scored on.', StartedLeagueGameSchema),
    ...errorResponses(401, 403, 404, 409),
  },
})

const tabletHeartbeatRoute = createRoute({
  operationId: 'sendTabletHeartbeat',
  security: boardTokenSecurity,
  middleware: [requireBoardDevice()] as const,
  tags: ['tablet'],
  method: 'post',
  path: '/heartbeat',
  summary: 'The tablet’s health: visits not yet sent and its version (board token)',
  request: { body: jsonBody(TabletHeartbeatInputSchema) },
  responses: { 204: { description: 'Recorded.' }, ...errorResponses(401, 422) },
})

export const tabletRoutes = createRouter()
  .openapi(tabletLoginRoute, async (c) => {
    const input = { code: c.req.valid('json').code, ip: c.get('clientIp'), limiter: c.get('boardCodeLimiter') }
    return respond(c, await logInTablet(c.get('db'), input), TabletSessionSchema, 201)
  })
  .openapi(tabletBoardRoute, async (c) => {
    return respond(c, ok(toTabletBoard(c.get('boardDevice'))), TabletBoardSchema)
  })
  .openapi(tabletStateRoute, async (c) => {
    const device = c.get('boardDevice')
    const state =
      device.kind === 'event' ? await getTabletState(c.get('db'), device) : await venueState(c.get('db'), device)
    return respond(c, ok(state), TabletStateSchema)
  })
  .openapi(tabletStartRoute, async (c) => {
    const device = c.get('boardDevice')
    if (device.kind !== 'event') return respond(c, fail('tablet.notThisBoard'), TabletStateSchema)
    const input = { device, gameId: c.req.valid('param').gameId }
    return respond(c, await afterCommit(c, await startTabletGame(c.get('db'), input)), TabletStateSchema)
  })
  .openapi(tabletConfirmRoute, async (c) => {
    const device = c.get('boardDevice')
    if (device.kind !== 'event') return respond(c, fail('tablet.notThisBoard'), TabletStateSchema)
    const input = { device, gameId: c.req.valid('param').gameId }
    return respond(c, await afterCommit(c, await confirmTabletGame(c.get('db'), input)), TabletStateSchema)
  })
  .openapi(tabletLeagueStartRoute, async (c) => {
    const device = c.get('boardDevice')
    if (device.kind !== 'venue') return respond(c, fail('tablet.notThisBoard'), StartedLeagueGameSchema)
    const { fixtureId, game } = c.req.valid('param')
    const started = await afterCommit(c, await startVenueBoardGame(c.get('db'), { device, fixtureId, game }))
    return respond(c, started.ok ? ok({ match_id: started.value.matchId }) : started, StartedLeagueGameSchema)
  })
  .openapi(tabletAppendRoute, async (c) => {
    const device = c.get('boardDevice')
    const scorer = await scorerOf(c.get('db'), device)
    const input = { scorer, matchId: c.req.valid('param').id, append: c.req.valid('json') }
    const result = await afterCommit(c, await appendMatchEvent(c.get('db'), input))
    if (!result.ok) return respond(c, result, AppendEventResultSchema, 201)
    const { isNew, ...appended } = result.value
    return respond(c, ok(appended), AppendEventResultSchema, isNew ? 201 : 200)
  })
  .openapi(tabletHeartbeatRoute, async (c) => {
    await recordTabletHeartbeat(c.get('db'), { device: c.get('boardDevice'), heartbeat: c.req.valid('json') })
    return respondEmpty(c, ok(null))
  })

/** Who scores from a board's tablet: an event's board for the event's organiser, a venue board for its league. */
async function scorerOf(db: Database, device: BoardDeviceAuth): Promise<MatchScorer> {
  if (device.kind === 'event')
    return { kind: 'board', boardId: device.board.id, eventId: device.event.id, ownerId: device.event.createdBy }
  const ownerId = await organisationOwnerId(db, device.organisation.id)
  return { kind: 'venueBoard', venueId: device.venue.id, ownerId }
}

/** A venue board's tablet: the team matches at its venue around today (ADR 016). */
async function venueState(db: Database, device: VenueBoardDevice): Promise<TabletState> {
  return {
    board: toTabletBoard(device),
    state: 'league',
    game: null,
    next: null,
    league: await loadVenueNight(db, device),
    // Each answer is the newest: the tablet keeps whichever came last.
    version: Math.floor(Date.now() / 1000),
  }
}
