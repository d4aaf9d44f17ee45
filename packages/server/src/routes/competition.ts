import { createRoute } from '@hono/zod-openapi'
import {
  AvailableOrganisationListSchema,
  OrganisationParamsSchema,
  OrganisationSchema,
  SeasonInputSchema,
  SeasonListSchema,
  SeasonMemberListSchema,
  SeasonParamsSchema,
  SeasonSchema,
  UpdateSeasonInputSchema,
} from '@oche/api'
import { requireUser } from '../http/guards'
import { bearerSecurity, errorResponses, jsonBody, jsonResponse } from '../http/openapi'
import { respond } from '../http/respond'
import { createRouter } from '../http/router'
import { listSeasonMembers } from '../services/competition/members'
import { getOrganisation, listAvailableOrganisations } from '../services/competition/organisations'
import { createSeason, getSeason, listSeasons, setCurrentSeason, updateSeason } from '../services/competition/seasons'

// `/api/competition/…`: the league side's management (spec §2 "Organisation management"). Parts of the prefix:
// `competition.divisions.ts`, `competition.teams.ts`, `competition.venues.ts`, `competition.fixtures.ts`,
// `competition.league-night.ts`, `competition.season-end.ts`.
// Authorisation is the services' (services/competition/access.ts): an organisation's admins (and super admins) do
// everything there, a team's captain changes their own team and its members, a player reads their own team.

/** Where every organisation route starts. */
export const ORGANISATION = '/manage/organisations/{org}'
export const SEASON = `${ORGANISATION}/seasons/{season}`
export const competitionTags = ['competition']

const availableOrganisations = createRoute({
  operationId: 'listManageableOrganisations',
  method: 'get',
  path: '/manage/available-organisations',
  tags: competitionTags,
  summary: 'The organisations you may manage: as an admin, or as a team’s captain (super admins: all)',
  description: 'Clients cache it after the first call (spec §7). A player who captains no team gets an empty list.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  responses: {
    200: jsonResponse('The organisations, by name.', AvailableOrganisationListSchema),
    ...errorResponses(401),
  },
})

const getOrganisationRoute = createRoute({
  operationId: 'getManagedOrganisation',
  method: 'get',
  path: ORGANISATION,
  tags: competitionTags,
  summary: 'An organisation (its admins, captains and players)',
  description:
    '`org` is its slug; a former slug answers the organisation with its current `slug`, so the client can redirect. ' +
    'Someone with no role in the organisation gets 403.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: OrganisationParamsSchema },
  responses: {
    200: jsonResponse('The organisation and your role there.', OrganisationSchema),
    ...errorResponses(401, 403, 404),
  },
})

const listSeasonsRoute = createRoute({
  operationId: 'listSeasons',
  method: 'get',
  path: `${ORGANISATION}/seasons`,
  tags: competitionTags,
  summary: 'The organisation’s seasons, current first (its admins, captains and players)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: OrganisationParamsSchema },
  responses: { 200: jsonResponse('The seasons.', SeasonListSchema), ...errorResponses(401, 403, 404) },
})

const createSeasonRoute = createRoute({
  operationId: 'createSeason',
  method: 'post',
  path: `${ORGANISATION}/seasons`,
  tags: competitionTags,
  summary: 'Add a season, empty or copied from an earlier one (admins)',
  description:
    'With `copy_from`, `copy` says what the new season takes over: settings (not the league nights: they are dates), ' +
    'divisions, teams with their division, venue and night, and their current players. `placements` put copied ' +
    'teams in other divisions: the end of season proposal (`GET …/seasons/{season}/promotion`) as accepted. ' +
    'The first season is current.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: OrganisationParamsSchema, body: jsonBody(SeasonInputSchema) },
  responses: { 201: jsonResponse('The new season.', SeasonSchema), ...errorResponses(401, 403, 404, 422) },
})

const getSeasonRoute = createRoute({
  operationId: 'getSeason',
  method: 'get',
  path: SEASON,
  tags: competitionTags,
  summary: 'A season (its organisation’s admins, captains and players)',
  description: 'A former slug answers the season with its current `slug`.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: SeasonParamsSchema },
  responses: { 200: jsonResponse('The season.', SeasonSchema), ...errorResponses(401, 403, 404) },
})

const updateSeasonRoute = createRoute({
  operationId: 'updateSeason',
  method: 'patch',
  path: SEASON,
  tags: competitionTags,
  summary: 'Change a season: dates, league nights and settings, archive (admins)',
  description:
    '`settings` are merged with the current ones. An archived season changes no more (409) until `is_archived: false`; ' +
    'the current season cannot be archived (422).',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: SeasonParamsSchema, body: jsonBody(UpdateSeasonInputSchema) },
  responses: { 200: jsonResponse('The season.', SeasonSchema), ...errorResponses(401, 403, 404, 409, 422) },
})

const setCurrentSeasonRoute = createRoute({
  operationId: 'setCurrentSeason',
  method: 'post',
  path: `${SEASON}/current`,
  tags: competitionTags,
  summary: 'Make a season the current one (admins)',
  description: 'The former current season no longer is. An archived season cannot be current (409).',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: SeasonParamsSchema },
  responses: { 200: jsonResponse('The season, now current.', SeasonSchema), ...errorResponses(401, 403, 404, 409) },
})

const seasonMembersRoute = createRoute({
  operationId: 'listSeasonMembers',
  method: 'get',
  path: `${SEASON}/members`,
  tags: competitionTags,
  summary: 'Every player of the season with their team (admins and captains)',
  description: 'Current and former memberships. `contact` is null except for admins and for the player’s own captain.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: SeasonParamsSchema },
  responses: { 200: jsonResponse('The players.', SeasonMemberListSchema), ...errorResponses(401, 403, 404) },
})

export const competitionRoutes = createRouter()
  .openapi(availableOrganisations, async (c) => {
    return respond(
      c,
      await listAvailableOrganisations(c.get('db'), { caller: c.get('auth').user }),
      AvailableOrganisationListSchema,
    )
  })
  .openapi(getOrganisationRoute, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param') }
    return respond(c, await getOrganisation(c.get('db'), input), OrganisationSchema)
  })
  .openapi(listSeasonsRoute, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param') }
    return respond(c, await listSeasons(c.get('db'), input), SeasonListSchema)
  })
  .openapi(createSeasonRoute, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param'), season: c.req.valid('json') }
    return respond(c, await createSeason(c.get('db'), input), SeasonSchema, 201)
  })
  .openapi(getSeasonRoute, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param') }
    return respond(c, await getSeason(c.get('db'), input), SeasonSchema)
  })
  .openapi(updateSeasonRoute, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param'), changes: c.req.valid('json') }
    return respond(c, await updateSeason(c.get('db'), input), SeasonSchema)
  })
  .openapi(setCurrentSeasonRoute, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param') }
    return respond(c, await setCurrentSeason(c.get('db'), input), SeasonSchema)
  })
  .openapi(seasonMembersRoute, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param') }
    return respond(c, await listSeasonMembers(c.get('db'), input), SeasonMemberListSchema)
  })
