import { createRoute } from '@hono/zod-openapi'
import {
  ApiErrorSchema,
  CallGameInputSchema,
  CorrectionConflictSchema,
  DeciderInputSchema,
  DrawInputSchema,
  GameParamsSchema,
  GameResultInputSchema,
  GroupParamsSchema,
  StartedGameSchema,
  TournamentAuditSchema,
  TournamentDetailSchema,
  TournamentParamsSchema,
} from '@oche/api'
import type { Context } from 'hono'
import { afterCommit } from '../http/after-commit'
import type { AuthenticatedEnv } from '../http/app-env'
import { anyone, requireUser, resolveAuth } from '../http/guards'
import { bearerSecurity, errorResponses, jsonBody, jsonResponse } from '../http/openapi'
import { respond } from '../http/respond'
import { createRouter } from '../http/router'
import { ok } from '../services/result'
import { callGame } from '../services/tournament-play/call-game'
import { getTournamentDetail } from '../services/tournament-play/get-tournament-detail'
import { listTournamentAudit } from '../services/tournament-play/list-tournament-audit'
import { makeDraw } from '../services/tournament-play/make-draw'
import type { PlayActor } from '../services/tournament-play/play-audit'
import { removeGameResult } from '../services/tournament-play/remove-game-result'
import { setGameResult } from '../services/tournament-play/set-game-result'
import { setGroupDecider } from '../services/tournament-play/set-group-decider'
import { startGameMatch } from '../services/tournament-play/start-game-match'
import { uncallGame } from '../services/tournament-play/uncall-game'

// Organisers are the owners and admins of the tournament's organisation (and super admins). Someone else's private
// tournament is not found (404); a public or unlisted one is forbidden (403). Every change bumps the tournament's
// version and is published on `tournament.{id}` after its commit.

const conflict = (description: string) => jsonResponse(description, ApiErrorSchema)

/** Anyone; a signed-in user may see more. */
const optionalBearerSecurity: { [scheme: string]: string[] }[] = [{}, { bearer: [] }]

const detail = createRoute({
  operationId: 'getTournament',
  method: 'get',
  path: '/{id}',
  tags: ['tournaments'],
  summary: 'A tournament with its entries, groups, games, ranking and champion (anyone; private: organisers)',
  description:
    'Sides, tables and the ranking are resolved from the results with @oche/darts. `viewer` says what the caller ' +
    'may do: manage it, which entry is theirs (through a participant linked to their account), and sign up.',
  security: optionalBearerSecurity,
  middleware: [anyone()] as const,
  request: { params: TournamentParamsSchema },
  responses: {
    200: jsonResponse('The tournament as its pages show it.', TournamentDetailSchema),
    ...errorResponses(404, 422),
  },
})

const draw = createRoute({
  operationId: 'drawTournament',
  method: 'post',
  path: '/{id}/draw',
  tags: ['tournaments'],
  summary: 'Draw the groups or the bracket and schedule every game (organisers, before play)',
  description:
    'Seeded entries by seed, the others at random; `remove_no_shows` removes the entries that did not check in ' +
    'first. A new draw replaces the games of the last one while none was called, started or decided (409 after). ' +
    'A format that cannot hold the entries answers 422 on `format`, saying how many players it needs.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: TournamentParamsSchema, body: jsonBody(DrawInputSchema) },
  responses: {
    200: jsonResponse('The tournament, drawn.', TournamentDetailSchema),
    409: conflict('Play has started, or there are fewer than two entries.'),
    ...errorResponses(401, 403, 404, 422),
  },
})

const call = createRoute({
  operationId: 'callTournamentGame',
  method: 'post',
  path: '/{id}/games/{gameId}/call',
  tags: ['tournaments'],
  summary: 'Call a ready game to a board (organisers)',
  description: 'Publishes `game.called` with the game and its board.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: GameParamsSchema, body: jsonBody(CallGameInputSchema) },
  responses: {
    200: jsonResponse('The tournament with the game called.', TournamentDetailSchema),
    409: conflict('The game is not ready: a player is not known yet, or it is decided.'),
    ...errorResponses(401, 403, 404, 422),
  },
})

const uncall = createRoute({
  operationId: 'cancelTournamentGameCall',
  method: 'delete',
  path: '/{id}/games/{gameId}/call',
  tags: ['tournaments'],
  summary: 'Take a call back (organisers)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: GameParamsSchema },
  responses: {
    200: jsonResponse('The tournament with the game waiting for a board again.', TournamentDetailSchema),
    409: conflict('The game is being scored or is decided.'),
    ...errorResponses(401, 403, 404, 422),
  },
})

const startMatch = createRoute({
  operationId: 'startTournamentGameMatch',
  method: 'post',
  path: '/{id}/games/{gameId}/match',
  tags: ['tournaments'],
  summary: 'Start the live match a ready game is scored on (organisers)',
  description:
    'A `tournament` match owned by the caller, with the phase settings and the round’s format; score it through ' +
    '`POST /matches/{id}/events`. When it finishes, the game’s result and statistics are recorded. A game that ' +
    'already has its match answers that one (200).',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: GameParamsSchema },
  responses: {
    201: jsonResponse('The new match.', StartedGameSchema),
    200: jsonResponse('The match the game already had.', StartedGameSchema),
    409: conflict('The game is not ready: a player is not known yet, or it is decided.'),
    ...errorResponses(401, 403, 404, 422),
  },
})

const enterResult = createRoute({
  operationId: 'setTournamentGameResult',
  method: 'put',
  path: '/{id}/games/{gameId}/result',
  tags: ['tournaments'],
  summary: 'Enter or correct a game’s result (organisers)',
  description:
    'Legs (sets in set play) must fit the game’s format (422 on `legs`); draws only in groups and round robins. ' +
    'A correction that would change a game already played downstream answers 409 with `blocking_game_ids`. Kept in ' +
    'the audit trail.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: GameParamsSchema, body: jsonBody(GameResultInputSchema) },
  responses: {
    200: jsonResponse('The tournament with the result in force.', TournamentDetailSchema),
    409: jsonResponse('Not both players are known, or games played downstream depend on it.', CorrectionConflictSchema),
    ...errorResponses(401, 403, 404, 422),
  },
})

const removeResult = createRoute({
  operationId: 'deleteTournamentGameResult',
  method: 'delete',
  path: '/{id}/games/{gameId}/result',
  tags: ['tournaments'],
  summary: 'Remove a game’s result (organisers)',
  description: 'Refused like a correction (409 with `blocking_game_ids`) when a game played downstream depends on it.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: GameParamsSchema },
  responses: {
    200: jsonResponse('The tournament with the game undecided again.', TournamentDetailSchema),
    409: jsonResponse('No result to remove, or games played downstream depend on it.', CorrectionConflictSchema),
    ...errorResponses(401, 403, 404, 422),
  },
})

const decider = createRoute({
  operationId: 'decideTournamentGroupTie',
  method: 'post',
  path: '/{id}/groups/{group}/decider',
  tags: ['tournaments'],
  summary: 'Settle a tie the group’s tie-break chain left (organisers)',
  description: '`order` names exactly the tied entries of an open tie, best first (422 on `order` otherwise).',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: GroupParamsSchema, body: jsonBody(DeciderInputSchema) },
  responses: {
    200: jsonResponse('The tournament with the group ordered.', TournamentDetailSchema),
    ...errorResponses(401, 403, 404, 422),
  },
})

const audit = createRoute({
  operationId: 'listTournamentAuditLog',
  method: 'get',
  path: '/{id}/audit',
  tags: ['tournaments'],
  summary: 'Who entered, corrected or removed what, newest first (organisers)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: TournamentParamsSchema },
  responses: {
    200: jsonResponse('The audit trail.', TournamentAuditSchema),
    ...errorResponses(401, 403, 404, 422),
  },
})

/** The person changing the play: the signed-in user, the super admin behind an impersonation, and the request. */
function actorOf(c: Context<AuthenticatedEnv>): PlayActor {
  return { userId: c.get('auth').user.id, impersonatorId: c.get('auth').impersonatorId, requestId: c.get('requestId') }
}

export const tournamentPlayRoutes = createRouter()
  .openapi(detail, async (c) => {
    const auth = await resolveAuth(c)
    const input = { userId: auth?.user.id ?? null, tournamentId: c.req.valid('param').id }
    return respond(c, await getTournamentDetail(c.get('db'), input), TournamentDetailSchema)
  })
  .openapi(draw, async (c) => {
    const input = {
      actor: actorOf(c),
      tournamentId: c.req.valid('param').id,
      removeNoShows: c.req.valid('json').remove_no_shows,
      language: c.get('language'),
    }
    return respond(c, await afterCommit(c, await makeDraw(c.get('db'), input)), TournamentDetailSchema)
  })
  .openapi(call, async (c) => {
    const { id, gameId } = c.req.valid('param')
    const input = { actor: actorOf(c), tournamentId: id, gameId, board: c.req.valid('json').board }
    return respond(c, await afterCommit(c, await callGame(c.get('db'), input)), TournamentDetailSchema)
  })
  .openapi(uncall, async (c) => {
    const { id, gameId } = c.req.valid('param')
    const input = { actor: actorOf(c), tournamentId: id, gameId }
    return respond(c, await afterCommit(c, await uncallGame(c.get('db'), input)), TournamentDetailSchema)
  })
  .openapi(startMatch, async (c) => {
    const { id, gameId } = c.req.valid('param')
    const started = await startGameMatch(c.get('db'), { actor: actorOf(c), tournamentId: id, gameId })
    const result = await afterCommit(c, started)
    if (!result.ok) return respond(c, result, StartedGameSchema, 201)
    return respond(c, ok({ match_id: result.value.matchId }), StartedGameSchema, result.value.isNew ? 201 : 200)
  })
  .openapi(enterResult, async (c) => {
    const { id, gameId } = c.req.valid('param')
    const input = { actor: actorOf(c), tournamentId: id, gameId, result: c.req.valid('json') }
    return respond(c, await afterCommit(c, await setGameResult(c.get('db'), input)), TournamentDetailSchema)
  })
  .openapi(removeResult, async (c) => {
    const { id, gameId } = c.req.valid('param')
    const input = { actor: actorOf(c), tournamentId: id, gameId }
    return respond(c, await afterCommit(c, await removeGameResult(c.get('db'), input)), TournamentDetailSchema)
  })
  .openapi(decider, async (c) => {
    const { id, group } = c.req.valid('param')
    const input = { actor: actorOf(c), tournamentId: id, group, decider: c.req.valid('json') }
    return respond(c, await afterCommit(c, await setGroupDecider(c.get('db'), input)), TournamentDetailSchema)
  })
  .openapi(audit, async (c) => {
    const input = { userId: c.get('auth').user.id, tournamentId: c.req.valid('param').id }
    return respond(c, await listTournamentAudit(c.get('db'), input), TournamentAuditSchema)
  })
