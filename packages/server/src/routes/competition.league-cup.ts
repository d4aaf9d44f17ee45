import { createRoute } from '@hono/zod-openapi'
import {
  CupDrawInputSchema,
  CupEntriesInputSchema,
  CupEntryParamsSchema,
  CupInputSchema,
  CupListSchema,
  CupParamsSchema,
  CupSchema,
  SeasonParamsSchema,
  UpdateCupInputSchema,
} from '@oche/api'
import { afterCommit } from '../http/after-commit'
import { requireUser } from '../http/guards'
import { bearerSecurity, errorResponses, jsonBody, jsonResponse } from '../http/openapi'
import { respond, respondEmpty } from '../http/respond'
import { createRouter } from '../http/router'
import {
  createCup,
  deleteCup,
  drawCupNow,
  enterCup,
  getCup,
  listCups,
  setCupEntries,
  updateCup,
  withdrawFromCup,
} from '../services/league-cup/cups'
import { SEASON, competitionTags } from './competition'

// `/api/competition/manage/organisations/{org}/seasons/{season}/cups…`: the league cup (league-rules.md §9, ADR 015).
// The season's admins and players read; captains enter and withdraw their own team; admins do everything. Its
// matches are the season's matches (`…/matches/{match}`). Changes are told on `league.{seasonId}`.

const CUP = `${SEASON}/cups/{cup}`
const readers = 'The organisation’s admins and the season’s players.'

const list = createRoute({
  operationId: 'listCups',
  method: 'get',
  path: `${SEASON}/cups`,
  tags: competitionTags,
  summary: 'The season’s cups in order',
  description: readers,
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: SeasonParamsSchema },
  responses: { 200: jsonResponse('The cups.', CupListSchema), ...errorResponses(401, 403, 404) },
})

const create = createRoute({
  operationId: 'createCup',
  method: 'post',
  path: `${SEASON}/cups`,
  tags: competitionTags,
  summary: 'Add a cup to the season (admins)',
  description:
    'A straight draw with optional entry unless sent; without a template, the season’s with its first game as ' +
    'deciding game when its games could leave a match level. A template whose match could end level is refused ' +
    '(422 `cup.*` on `template`). The slug is unique among the season’s divisions and cups.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: SeasonParamsSchema, body: jsonBody(CupInputSchema) },
  responses: { 201: jsonResponse('The new cup.', CupSchema), ...errorResponses(401, 403, 404, 409, 422) },
})

const get = createRoute({
  operationId: 'getCup',
  method: 'get',
  path: CUP,
  tags: competitionTags,
  summary: 'A cup: its teams, draw, groups with their tables, brackets and rankings',
  description: `${readers} Recomputed from the draw and the results; \`can\` says what the caller may do.`,
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: CupParamsSchema },
  responses: { 200: jsonResponse('The cup.', CupSchema), ...errorResponses(401, 403, 404) },
})

const update = createRoute({
  operationId: 'updateCup',
  method: 'patch',
  path: CUP,
  tags: competitionTags,
  summary: 'Change a cup (admins)',
  description:
    'Format and entry rule are fixed once drawn (409 `cup.drawn`), the template once a match has a lineup (409 ' +
    '`cup.started`); name, slug, position and dates change at any time.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: CupParamsSchema, body: jsonBody(UpdateCupInputSchema) },
  responses: { 200: jsonResponse('The cup.', CupSchema), ...errorResponses(401, 403, 404, 409, 422) },
})

const remove = createRoute({
  operationId: 'deleteCup',
  method: 'delete',
  path: CUP,
  tags: competitionTags,
  summary: 'Delete a cup while none of its matches has a result (admins)',
  description: 'Its entries and fixtures go with it (409 `cup.hasResults` once a match has a result).',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: CupParamsSchema },
  responses: { 204: { description: 'The cup is gone.' }, ...errorResponses(401, 403, 404, 409) },
})

const entries = createRoute({
  operationId: 'setCupEntries',
  method: 'put',
  path: `${CUP}/entries`,
  tags: competitionTags,
  summary: 'Set the cup’s teams before the draw (admins)',
  description: 'Teams left out leave the cup. A team not of the season is refused (422 `cup.unknownTeam` on `teams`).',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: CupParamsSchema, body: jsonBody(CupEntriesInputSchema) },
  responses: { 200: jsonResponse('The cup.', CupSchema), ...errorResponses(401, 403, 404, 409, 422) },
})

const enter = createRoute({
  operationId: 'enterCupTeam',
  method: 'post',
  path: `${CUP}/entries/{team}`,
  tags: competitionTags,
  summary: 'Enter a team (its captain in an optional cup, admins) before the draw',
  description: 'A team already in answers the cup as it is; after the draw entries are closed (409 `cup.entryClosed`).',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: CupEntryParamsSchema },
  responses: { 200: jsonResponse('The cup.', CupSchema), ...errorResponses(401, 403, 404, 409) },
})

const withdraw = createRoute({
  operationId: 'withdrawCupTeam',
  method: 'delete',
  path: `${CUP}/entries/{team}`,
  tags: competitionTags,
  summary: 'Take a team out of the cup, or withdraw it after the draw (its captain, admins)',
  description:
    'Before the draw the team is simply out. After it, it is withdrawn: its matches not yet played are walkovers ' +
    'for its opponents, who go on. A team not in the cup answers the cup as it is.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: CupEntryParamsSchema },
  responses: { 200: jsonResponse('The cup.', CupSchema), ...errorResponses(401, 403, 404, 409) },
})

const draw = createRoute({
  operationId: 'drawCup',
  method: 'post',
  path: `${CUP}/draw`,
  tags: competitionTags,
  summary: 'Draw the cup, or draw it again while no match has a result (admins)',
  description:
    'A compulsory cup enters every team of the season first. The order drawn is stored; the group matches and the ' +
    'first-round knockout matches whose teams are known become fixtures on the cup’s dates (422 `cup.tooFewDates` ' +
    'when there are fewer dates than rounds, 422 `cup.tooFewTeams` under two teams). Drawn already: 409 ' +
    '`cup.alreadyDrawn` unless `redraw`, refused once a match has a result (409 `cup.hasResults`).',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: CupParamsSchema, body: jsonBody(CupDrawInputSchema) },
  responses: { 200: jsonResponse('The drawn cup.', CupSchema), ...errorResponses(401, 403, 404, 409, 422) },
})

export const competitionLeagueCupRoutes = createRouter()
  .openapi(list, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param') }
    return respond(c, await listCups(c.get('db'), input), CupListSchema)
  })
  .openapi(create, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param'), cup: c.req.valid('json') }
    return respond(c, await afterCommit(c, await createCup(c.get('db'), input)), CupSchema, 201)
  })
  .openapi(get, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param') }
    return respond(c, await getCup(c.get('db'), input), CupSchema)
  })
  .openapi(update, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param'), changes: c.req.valid('json') }
    return respond(c, await afterCommit(c, await updateCup(c.get('db'), input)), CupSchema)
  })
  .openapi(remove, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param') }
    return respondEmpty(c, await afterCommit(c, await deleteCup(c.get('db'), input)))
  })
  .openapi(entries, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param'), entries: c.req.valid('json') }
    return respond(c, await afterCommit(c, await setCupEntries(c.get('db'), input)), CupSchema)
  })
  .openapi(enter, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param') }
    return respond(c, await afterCommit(c, await enterCup(c.get('db'), input)), CupSchema)
  })
  .openapi(withdraw, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param') }
    return respond(c, await afterCommit(c, await withdrawFromCup(c.get('db'), input)), CupSchema)
  })
  .openapi(draw, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param'), request: c.req.valid('json') }
    return respond(c, await afterCommit(c, await drawCupNow(c.get('db'), input)), CupSchema)
  })
