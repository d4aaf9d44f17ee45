import { createRoute, z } from '@hono/zod-openapi'
import {
  ConfirmLeagueMatchInputSchema,
  DisputeLeagueMatchInputSchema,
  DivisionParamsSchema,
  IndividualStandingsSchema,
  LeagueGameParamsSchema,
  LeagueGameResultInputSchema,
  LeagueLeaderboardsSchema,
  LeagueLineupInputSchema,
  LeagueLineupParamsSchema,
  LeagueMatchListQuerySchema,
  LeagueMatchListSchema,
  LeagueMatchParamsSchema,
  LeagueMatchSchema,
  LeagueStandingsSchema,
  SeasonParamsSchema,
  StandingsAdjustmentInputSchema,
  StandingsAdjustmentParamsSchema,
  StandingsAdjustmentSchema,
  StartedLeagueGameSchema,
  TeamParamsSchema,
  TeamStatisticsSchema,
} from '@oche/api'
import { afterCommit } from '../http/after-commit'
import { requireUser } from '../http/guards'
import { bearerSecurity, errorResponses, jsonBody, jsonResponse } from '../http/openapi'
import { respond, respondEmpty } from '../http/respond'
import { createRouter } from '../http/router'
import { enterLeagueGameResult, startLeagueGame } from '../services/league-night/league-games'
import { getLeagueMatch, listLeagueMatches } from '../services/league-night/league-match-queries'
import { confirmLeagueMatch, disputeLeagueMatch } from '../services/league-night/sign-off'
import {
  divisionIndividualStandings,
  divisionStandings,
  seasonLeaderboards,
  teamStatistics,
} from '../services/league-night/standings'
import { addStandingsAdjustment, removeStandingsAdjustment } from '../services/league-night/standings-adjustments'
import { submitLineup } from '../services/league-night/submit-lineup'
import { ok } from '../services/result'
import { SEASON, competitionTags } from './competition'

// `/api/competition/manage/organisations/{org}/seasons/{season}/matches…`: the league night (league-rules.md §3–§8).
// The season's admins and players read; captains name their team's lineup, score and sign off; admins do everything
// and correct results after sign-off. Every change is told on `league.{seasonId}`.

const MATCH = `${SEASON}/matches/{match}`
const readers = 'The organisation’s admins and the season’s players.'

const list = createRoute({
  operationId: 'listLeagueMatches',
  method: 'get',
  path: `${SEASON}/matches`,
  tags: competitionTags,
  summary: 'The season’s matches, filtered by division, team, week and state',
  description: readers,
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: SeasonParamsSchema, query: LeagueMatchListQuerySchema },
  responses: { 200: jsonResponse('The matches by week.', LeagueMatchListSchema), ...errorResponses(401, 403, 404) },
})

const detail = createRoute({
  operationId: 'getLeagueMatch',
  method: 'get',
  path: MATCH,
  tags: competitionTags,
  summary: 'A team match: lineups, games, sign-off and audit trail',
  description: `${readers} A team’s lineup shows to the other team once both are in.`,
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: LeagueMatchParamsSchema },
  responses: { 200: jsonResponse('The match.', LeagueMatchSchema), ...errorResponses(401, 403, 404) },
})

const lineup = createRoute({
  operationId: 'setLeagueMatchLineup',
  method: 'put',
  path: `${MATCH}/lineups/{side}`,
  tags: competitionTags,
  summary: 'Name who plays each game for a team (its captain, or an admin)',
  description:
    'Players of the team’s squad, as many per game as the template says (null: pairs and team games named later). ' +
    'Games already started keep their players; a change after the first game started is a substitution.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: LeagueLineupParamsSchema, body: jsonBody(LeagueLineupInputSchema) },
  responses: { 200: jsonResponse('The match.', LeagueMatchSchema), ...errorResponses(401, 403, 404, 409, 422) },
})

const start = createRoute({
  operationId: 'startLeagueGame',
  method: 'post',
  path: `${MATCH}/games/{game}/start`,
  tags: competitionTags,
  summary: 'Start a game on its own engine match, to score it visit by visit (captains, admins)',
  description:
    'Both teams must have named its players. Score it with `POST /matches/{match_id}/events`; the finishing visit ' +
    'records the game’s result. Starting it again answers the same match (200).',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: LeagueGameParamsSchema },
  responses: {
    200: jsonResponse('The game’s match, started before.', StartedLeagueGameSchema),
    201: jsonResponse('The game’s new match.', StartedLeagueGameSchema),
    ...errorResponses(401, 403, 404, 409),
  },
})

const result = createRoute({
  operationId: 'setLeagueGameResult',
  method: 'put',
  path: `${MATCH}/games/{game}/result`,
  tags: competitionTags,
  summary: 'Type in a game’s result, or a forfeit; after sign-off, an admin’s audited correction',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: LeagueGameParamsSchema, body: jsonBody(LeagueGameResultInputSchema) },
  responses: { 200: jsonResponse('The match.', LeagueMatchSchema), ...errorResponses(401, 403, 404, 409, 422) },
})

const confirm = createRoute({
  operationId: 'confirmLeagueMatch',
  method: 'post',
  path: `${MATCH}/confirm`,
  tags: competitionTags,
  summary: 'Confirm the match report for the caller’s team (an admin: for both, settling a dispute)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: LeagueMatchParamsSchema, body: jsonBody(ConfirmLeagueMatchInputSchema) },
  responses: { 200: jsonResponse('The match.', LeagueMatchSchema), ...errorResponses(401, 403, 404, 409, 422) },
})

const dispute = createRoute({
  operationId: 'disputeLeagueMatch',
  method: 'post',
  path: `${MATCH}/dispute`,
  tags: competitionTags,
  summary: 'Dispute the match report, with the reason: the admins decide',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: LeagueMatchParamsSchema, body: jsonBody(DisputeLeagueMatchInputSchema) },
  responses: { 200: jsonResponse('The match.', LeagueMatchSchema), ...errorResponses(401, 403, 404, 409, 422) },
})

const standings = createRoute({
  operationId: 'getDivisionStandings',
  method: 'get',
  path: `${SEASON}/divisions/{division}/standings`,
  tags: competitionTags,
  summary: 'A division’s table, with why each team stands above the next',
  description: readers,
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: DivisionParamsSchema },
  responses: { 200: jsonResponse('The table.', LeagueStandingsSchema), ...errorResponses(401, 403, 404) },
})

const addAdjustment = createRoute({
  operationId: 'createPointsAdjustment',
  method: 'post',
  path: `${SEASON}/divisions/{division}/adjustments`,
  tags: competitionTags,
  summary: 'Add or take points from a team of the division, with the reason (admins)',
  description: 'The standings count it at once and show it with its reason to everyone who reads them.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: DivisionParamsSchema, body: jsonBody(StandingsAdjustmentInputSchema) },
  responses: {
    201: jsonResponse('The adjustment.', StandingsAdjustmentSchema),
    ...errorResponses(401, 403, 404, 409, 422),
  },
})

const removeAdjustment = createRoute({
  operationId: 'deletePointsAdjustment',
  method: 'delete',
  path: `${SEASON}/divisions/{division}/adjustments/{adjustment}`,
  tags: competitionTags,
  summary: 'Take a points adjustment back (admins)',
  description: 'The standings no longer count it; it is kept with who took it back and when.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: StandingsAdjustmentParamsSchema },
  responses: { 204: { description: 'It no longer counts.' }, ...errorResponses(401, 403, 404, 409) },
})

const individual = createRoute({
  operationId: 'getDivisionIndividualStandings',
  method: 'get',
  path: `${SEASON}/divisions/{division}/individual-standings`,
  tags: competitionTags,
  summary: 'Every player of a division: games, legs, averages, 180s',
  description: readers,
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: DivisionParamsSchema },
  responses: { 200: jsonResponse('The players.', IndividualStandingsSchema), ...errorResponses(401, 403, 404) },
})

const leaderboards = createRoute({
  operationId: 'getSeasonLeaderboards',
  method: 'get',
  path: `${SEASON}/leaderboards`,
  tags: competitionTags,
  summary: 'The season’s leaderboards: 180s and 171s, short legs, games played, high checkouts',
  description: readers,
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: {
    params: SeasonParamsSchema,
    query: z.object({ division: z.string().min(1).max(100).optional() }),
  },
  responses: { 200: jsonResponse('The boards.', LeagueLeaderboardsSchema), ...errorResponses(401, 403, 404) },
})

const statistics = createRoute({
  operationId: 'getTeamStatistics',
  method: 'get',
  path: `${SEASON}/teams/{team}/statistics`,
  tags: competitionTags,
  summary: 'A team’s place in its division, its players’ figures and its matches this season',
  description: readers,
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: TeamParamsSchema },
  responses: { 200: jsonResponse('The statistics.', TeamStatisticsSchema), ...errorResponses(401, 403, 404) },
})

export const competitionLeagueNightRoutes = createRouter()
  .openapi(list, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param'), query: c.req.valid('query') }
    return respond(c, await listLeagueMatches(c.get('db'), input), LeagueMatchListSchema)
  })
  .openapi(detail, async (c) => {
    return respond(
      c,
      await getLeagueMatch(c.get('db'), { caller: c.get('auth').user, ...c.req.valid('param') }),
      LeagueMatchSchema,
    )
  })
  .openapi(lineup, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param'), lineup: c.req.valid('json') }
    return respond(c, await afterCommit(c, await submitLineup(c.get('db'), input)), LeagueMatchSchema)
  })
  .openapi(start, async (c) => {
    const started = await afterCommit(
      c,
      await startLeagueGame(c.get('db'), { caller: c.get('auth').user, ...c.req.valid('param') }),
    )
    if (!started.ok) return respond(c, started, StartedLeagueGameSchema, 201)
    return respond(c, ok({ match_id: started.value.matchId }), StartedLeagueGameSchema, started.value.isNew ? 201 : 200)
  })
  .openapi(result, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param'), result: c.req.valid('json') }
    return respond(c, await afterCommit(c, await enterLeagueGameResult(c.get('db'), input)), LeagueMatchSchema)
  })
  .openapi(confirm, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param'), side: c.req.valid('json').side }
    return respond(c, await afterCommit(c, await confirmLeagueMatch(c.get('db'), input)), LeagueMatchSchema)
  })
  .openapi(dispute, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param'), reason: c.req.valid('json').reason }
    return respond(c, await afterCommit(c, await disputeLeagueMatch(c.get('db'), input)), LeagueMatchSchema)
  })
  .openapi(standings, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param') }
    return respond(c, await divisionStandings(c.get('db'), input), LeagueStandingsSchema)
  })
  .openapi(addAdjustment, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param'), adjustment: c.req.valid('json') }
    return respond(
      c,
      await afterCommit(c, await addStandingsAdjustment(c.get('db'), input)),
      StandingsAdjustmentSchema,
      201,
    )
  })
  .openapi(removeAdjustment, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param') }
    return respondEmpty(c, await afterCommit(c, await removeStandingsAdjustment(c.get('db'), input)))
  })
  .openapi(individual, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param') }
    return respond(c, await divisionIndividualStandings(c.get('db'), input), IndividualStandingsSchema)
  })
  .openapi(leaderboards, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param'), division: c.req.valid('query').division }
    return respond(c, await seasonLeaderboards(c.get('db'), input), LeagueLeaderboardsSchema)
  })
  .openapi(statistics, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param') }
    return respond(c, await teamStatistics(c.get('db'), input), TeamStatisticsSchema)
  })
