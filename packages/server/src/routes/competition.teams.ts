import { createRoute } from '@hono/zod-openapi'
import {
  ExistingTeamInputSchema,
  ExistingTeamListSchema,
  RemoveMemberQuerySchema,
  SeasonParamsSchema,
  SetCaptainInputSchema,
  TeamInputSchema,
  TeamListSchema,
  TeamMemberInputSchema,
  TeamMemberListSchema,
  TeamMemberParamsSchema,
  TeamMemberSchema,
  TeamParamsSchema,
  TeamSchema,
  TransferMemberInputSchema,
  UpdateTeamInputSchema,
  UpdateTeamMemberInputSchema,
} from '@oche/api'
import { requireUser } from '../http/guards'
import { bearerSecurity, errorResponses, jsonBody, jsonResponse } from '../http/openapi'
import { respond, respondEmpty } from '../http/respond'
import { createRouter } from '../http/router'
import {
  addTeamMember,
  listTeamMembers,
  removeTeamMember,
  setCaptain,
  transferMember,
  updateTeamMember,
} from '../services/competition/members'
import {
  addExistingTeam,
  createTeam,
  getTeam,
  listExistingTeams,
  listTeams,
  updateTeam,
} from '../services/competition/teams'
import { SEASON, competitionTags } from './competition'

// `/api/competition/manage/organisations/{org}/seasons/{season}/teams/…`: the season's teams and their members.
// Admins manage every team; a team's captain changes its name, club and members; its players read it.

const TEAM = `${SEASON}/teams/{team}`
const MEMBER = `${TEAM}/members/{member}`

const list = createRoute({
  operationId: 'listTeams',
  method: 'get',
  path: `${SEASON}/teams`,
  tags: competitionTags,
  summary: 'The season’s teams (admins)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: SeasonParamsSchema },
  responses: { 200: jsonResponse('The teams, by name.', TeamListSchema), ...errorResponses(401, 403, 404) },
})

const create = createRoute({
  operationId: 'createTeam',
  method: 'post',
  path: `${SEASON}/teams`,
  tags: competitionTags,
  summary: 'Add a new team to the season (admins)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: SeasonParamsSchema, body: jsonBody(TeamInputSchema) },
  responses: { 201: jsonResponse('The new team.', TeamSchema), ...errorResponses(401, 403, 404, 409, 422) },
})

const existing = createRoute({
  operationId: 'listExistingTeams',
  method: 'get',
  path: `${SEASON}/teams/existing`,
  tags: competitionTags,
  summary: 'Teams of earlier seasons that do not play this one yet (admins)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: SeasonParamsSchema },
  responses: { 200: jsonResponse('The teams, by name.', ExistingTeamListSchema), ...errorResponses(401, 403, 404) },
})

const bringExisting = createRoute({
  operationId: 'addExistingTeam',
  method: 'post',
  path: `${SEASON}/teams/existing`,
  tags: competitionTags,
  summary: 'Bring a team of an earlier season into this one, with its players (admins)',
  description:
    'Name, venue and night come from `from_season` (the team’s latest season when left out); with `with_members`, ' +
    'its current players there join, captain included, except those already in a team this season.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: SeasonParamsSchema, body: jsonBody(ExistingTeamInputSchema) },
  responses: { 201: jsonResponse('The team in this season.', TeamSchema), ...errorResponses(401, 403, 404, 409, 422) },
})

const get = createRoute({
  operationId: 'getTeam',
  method: 'get',
  path: TEAM,
  tags: competitionTags,
  summary: 'A team in the season (admins, its captain and players)',
  description: '`team` is the team’s slug; a former slug answers the team with its current `slug`.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: TeamParamsSchema },
  responses: { 200: jsonResponse('The team.', TeamSchema), ...errorResponses(401, 403, 404) },
})

const update = createRoute({
  operationId: 'updateTeam',
  method: 'patch',
  path: TEAM,
  tags: competitionTags,
  summary: 'Change a team (admins; its captain: name and club only)',
  description:
    'A captain sending anything else gets 403. A new division is refused (409) once a match of the old or new one ' +
    'was played; the fixtures of both are deleted, to be generated again.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: TeamParamsSchema, body: jsonBody(UpdateTeamInputSchema) },
  responses: { 200: jsonResponse('The team.', TeamSchema), ...errorResponses(401, 403, 404, 409, 422) },
})

const members = createRoute({
  operationId: 'listTeamMembers',
  method: 'get',
  path: `${TEAM}/members`,
  tags: competitionTags,
  summary: 'The team’s members, current and former (admins, its captain and players)',
  description: '`contact` is null except for admins and the team’s captain.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: TeamParamsSchema },
  responses: { 200: jsonResponse('The members.', TeamMemberListSchema), ...errorResponses(401, 403, 404) },
})

const addMember = createRoute({
  operationId: 'addTeamMember',
  method: 'post',
  path: `${TEAM}/members`,
  tags: competitionTags,
  summary: 'Add a player to the team (admins, its captain)',
  description:
    'A participant of the organisation (`participant_id`) or a new guest (`name`). A player is in one team per ' +
    'season (422 on `participant_id`); a new captain replaces the former one.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: TeamParamsSchema, body: jsonBody(TeamMemberInputSchema) },
  responses: { 201: jsonResponse('The membership.', TeamMemberSchema), ...errorResponses(401, 403, 404, 409, 422) },
})

const updateMember = createRoute({
  operationId: 'updateTeamMember',
  method: 'patch',
  path: MEMBER,
  tags: competitionTags,
  summary: 'Change a current member: role, start, contact (admins, the team’s captain)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: TeamMemberParamsSchema, body: jsonBody(UpdateTeamMemberInputSchema) },
  responses: { 200: jsonResponse('The membership.', TeamMemberSchema), ...errorResponses(401, 403, 404, 409, 422) },
})

const transfer = createRoute({
  operationId: 'transferTeamMember',
  method: 'post',
  path: `${MEMBER}/transfer`,
  tags: competitionTags,
  summary: 'Move a player to another team of the season (admins)',
  description: 'The membership ends on `date` and a new one, as a player, starts that day; both stay in the history.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: TeamMemberParamsSchema, body: jsonBody(TransferMemberInputSchema) },
  responses: {
    201: jsonResponse('The new membership.', TeamMemberSchema),
    ...errorResponses(401, 403, 404, 409, 422),
  },
})

const removeMember = createRoute({
  operationId: 'removeTeamMember',
  method: 'delete',
  path: MEMBER,
  tags: competitionTags,
  summary: 'A player leaves the team (admins, the team’s captain)',
  description: 'On `on` (today when left out); the membership stays in the history.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: TeamMemberParamsSchema, query: RemoveMemberQuerySchema },
  responses: { 204: { description: 'The player has left.' }, ...errorResponses(401, 403, 404, 409, 422) },
})

const captain = createRoute({
  operationId: 'setTeamCaptain',
  method: 'put',
  path: `${TEAM}/captain`,
  tags: competitionTags,
  summary: 'Make a current member the team’s captain (admins, the team’s captain)',
  description: 'The former captain becomes a player.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: TeamParamsSchema, body: jsonBody(SetCaptainInputSchema) },
  responses: {
    200: jsonResponse('The new captain’s membership.', TeamMemberSchema),
    ...errorResponses(401, 403, 404, 409, 422),
  },
})

export const competitionTeamsRoutes = createRouter()
  .openapi(list, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param') }
    return respond(c, await listTeams(c.get('db'), input), TeamListSchema)
  })
  .openapi(create, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param'), team: c.req.valid('json') }
    return respond(c, await createTeam(c.get('db'), input), TeamSchema, 201)
  })
  .openapi(existing, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param') }
    return respond(c, await listExistingTeams(c.get('db'), input), ExistingTeamListSchema)
  })
  .openapi(bringExisting, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param'), existing: c.req.valid('json') }
    return respond(c, await addExistingTeam(c.get('db'), input), TeamSchema, 201)
  })
  .openapi(get, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param') }
    return respond(c, await getTeam(c.get('db'), input), TeamSchema)
  })
  .openapi(update, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param'), changes: c.req.valid('json') }
    return respond(c, await updateTeam(c.get('db'), input), TeamSchema)
  })
  .openapi(members, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param') }
    return respond(c, await listTeamMembers(c.get('db'), input), TeamMemberListSchema)
  })
  .openapi(addMember, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param'), member: c.req.valid('json') }
    return respond(c, await addTeamMember(c.get('db'), input), TeamMemberSchema, 201)
  })
  .openapi(updateMember, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param'), changes: c.req.valid('json') }
    return respond(c, await updateTeamMember(c.get('db'), input), TeamMemberSchema)
  })
  .openapi(transfer, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param'), transfer: c.req.valid('json') }
    return respond(c, await transferMember(c.get('db'), input), TeamMemberSchema, 201)
  })
  .openapi(removeMember, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param'), on: c.req.valid('query').on }
    return respondEmpty(c, await removeTeamMember(c.get('db'), input))
  })
  .openapi(captain, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param'), memberId: c.req.valid('json').member_id }
    return respond(c, await setCaptain(c.get('db'), input), TeamMemberSchema)
  })
