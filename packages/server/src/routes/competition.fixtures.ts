import { createRoute } from '@hono/zod-openapi'
import {
  DivisionParamsSchema,
  FixtureListSchema,
  FixtureParamsSchema,
  FixtureSchema,
  GenerateFixturesInputSchema,
  RescheduleFixtureInputSchema,
  SeasonParamsSchema,
} from '@oche/api'
import { requireUser } from '../http/guards'
import { bearerSecurity, errorResponses, jsonBody, jsonResponse } from '../http/openapi'
import { respond } from '../http/respond'
import { createRouter } from '../http/router'
import {
  generateDivisionFixtures,
  generateSeasonFixtures,
  listDivisionFixtures,
  listSeasonFixtures,
  rescheduleFixture,
} from '../services/competition/fixtures'
import { SEASON, competitionTags } from './competition'

// `/api/competition/manage/organisations/{org}/seasons/{season}/…fixtures…`: the fixture list (the spec's matches
// of a group), made by `@oche/darts`' generator, for the organisation's admins.

const generateNote =
  'Made from the season’s settings (round robin, night mode, league nights, boards per match), the teams’ venues ' +
  'and nights and the venues’ boards and nights; the division’s former fixtures are replaced. Refused (409) once a ' +
  'match concerned has a result, or when the season cannot hold the fixtures (the body names the team, division, ' +
  'venue or date).'

const seasonList = createRoute({
  operationId: 'listSeasonFixtures',
  method: 'get',
  path: `${SEASON}/fixtures`,
  tags: competitionTags,
  summary: 'The season’s fixture list (admins)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: SeasonParamsSchema },
  responses: { 200: jsonResponse('The fixtures by week.', FixtureListSchema), ...errorResponses(401, 403, 404) },
})

const seasonGenerate = createRoute({
  operationId: 'generateSeasonFixtures',
  method: 'post',
  path: `${SEASON}/fixtures/generate`,
  tags: competitionTags,
  summary: 'Generate the fixture list of the whole season, or of the divisions listed (admins)',
  description: `${generateNote} Divisions with fewer than two teams are left out of a whole season.`,
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: SeasonParamsSchema, body: jsonBody(GenerateFixturesInputSchema) },
  responses: {
    200: jsonResponse('The season’s fixtures.', FixtureListSchema),
    ...errorResponses(401, 403, 404, 409, 422),
  },
})

const divisionList = createRoute({
  operationId: 'listDivisionFixtures',
  method: 'get',
  path: `${SEASON}/divisions/{division}/fixtures`,
  tags: competitionTags,
  summary: 'A division’s fixture list (admins)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: DivisionParamsSchema },
  responses: { 200: jsonResponse('The fixtures by week.', FixtureListSchema), ...errorResponses(401, 403, 404) },
})

const divisionGenerate = createRoute({
  operationId: 'generateDivisionFixtures',
  method: 'post',
  path: `${SEASON}/divisions/{division}/fixtures/generate`,
  tags: competitionTags,
  summary: 'Generate one division’s fixture list (admins)',
  description: `${generateNote} A division generated alone shares its venues with no other division.`,
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: DivisionParamsSchema },
  responses: {
    200: jsonResponse('The division’s fixtures.', FixtureListSchema),
    ...errorResponses(401, 403, 404, 409),
  },
})

const reschedule = createRoute({
  operationId: 'rescheduleFixture',
  method: 'post',
  path: `${SEASON}/fixtures/{fixture}/reschedule`,
  tags: competitionTags,
  summary: 'Move a match to another date, or postpone it, with the reason (admins, and the captains of its teams)',
  description:
    'The old date and the reason stay in its `reschedules`. A new date must not be a day either team already plays and ' +
    'must fit the venue’s nights and boards (422 on `date`); a played match stays where it is (409). A captain moves it ' +
    'earlier at any time, later only within the season’s `postponement` limits (422 `postponement.*` on `date`).',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: FixtureParamsSchema, body: jsonBody(RescheduleFixtureInputSchema) },
  responses: { 200: jsonResponse('The match.', FixtureSchema), ...errorResponses(401, 403, 404, 409, 422) },
})

export const competitionFixturesRoutes = createRouter()
  .openapi(seasonList, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param') }
    return respond(c, await listSeasonFixtures(c.get('db'), input), FixtureListSchema)
  })
  .openapi(seasonGenerate, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param'), request: c.req.valid('json') }
    return respond(c, await generateSeasonFixtures(c.get('db'), input), FixtureListSchema)
  })
  .openapi(divisionList, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param') }
    return respond(c, await listDivisionFixtures(c.get('db'), input), FixtureListSchema)
  })
  .openapi(divisionGenerate, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param') }
    return respond(c, await generateDivisionFixtures(c.get('db'), input), FixtureListSchema)
  })
  .openapi(reschedule, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param'), change: c.req.valid('json') }
    return respond(c, await rescheduleFixture(c.get('db'), input), FixtureSchema)
  })
