import { createRoute } from '@hono/zod-openapi'
import {
  ApiErrorSchema,
  CreateEntryInputSchema,
  EntryParamsSchema,
  EntrySchema,
  ImportEntriesInputSchema,
  ImportEntriesResultSchema,
  RegisterForTournamentInputSchema,
  TournamentInputSchema,
  TournamentListQuerySchema,
  TournamentPageSchema,
  TournamentParamsSchema,
  TournamentSchema,
  UpdateEntryInputSchema,
  UpdateTournamentInputSchema,
} from '@oche/api'
import { afterCommit } from '../http/after-commit'
import { anyone, requireUser } from '../http/guards'
import { bearerSecurity, errorResponses, jsonBody, jsonResponse } from '../http/openapi'
import { respond, respondEmpty } from '../http/respond'
import { createRouter } from '../http/router'
import { cancelRegistration } from '../services/tournaments/cancel-registration'
import { createEntry } from '../services/tournaments/create-entry'
import { createTournament, type NewTournament } from '../services/tournaments/create-tournament'
import { deleteEntry } from '../services/tournaments/delete-entry'
import { deleteTournament } from '../services/tournaments/delete-tournament'
import { importEntries } from '../services/tournaments/import-entries'
import { listTournaments } from '../services/tournament-lists/list-tournaments'
import { registerForTournament } from '../services/tournaments/register-for-tournament'
import { updateEntry } from '../services/tournament-play/update-entry'
import { updateTournament } from '../services/tournaments/update-tournament'

const conflict = (description: string) => ({ 409: jsonResponse(description, ApiErrorSchema) })

const create = createRoute({
  operationId: 'createTournament',
  method: 'post',
  path: '/',
  tags: ['tournaments'],
  summary: 'Create a tournament in your organisation (signed-in organisers)',
  description:
    'A draft in your personal organisation (made on first use). Every phase of the format gets its settings: the ' +
    'ones given, defaults for the others (501, straight in, double out, first to 3; first to 4 in the final). ' +
    'Knockout phases must not allow a draw (422 on `phases.<stage>.format`). A test tournament is deleted 24 ' +
    'hours after it was made.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { body: jsonBody(TournamentInputSchema) },
  responses: { 201: jsonResponse('The new tournament.', TournamentSchema), ...errorResponses(401, 422) },
})

const list = createRoute({
  operationId: 'listTournaments',
  method: 'get',
  path: '/',
  tags: ['tournaments'],
  summary: 'Public tournaments, 24 per page (anyone)',
  description:
    'Public, non-test tournaments. `upcoming` soonest first, `live` and `finished` newest first; without a ' +
    'filter live ones come first. `search` matches the name or the venue.',
  security: [],
  middleware: [anyone()] as const,
  request: { query: TournamentListQuerySchema },
  responses: { 200: jsonResponse('One page of tournaments.', TournamentPageSchema), ...errorResponses(422) },
})

const update = createRoute({
  operationId: 'updateTournament',
  method: 'patch',
  path: '/{id}',
  tags: ['tournaments'],
  summary: "Change a tournament's settings (its organisers)",
  description:
    'Only the fields sent change. The format, type and phases are fixed once the draw is made (422 on the field ' +
    'when the value differs).',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: TournamentParamsSchema, body: jsonBody(UpdateTournamentInputSchema) },
  responses: { 200: jsonResponse('The tournament.', TournamentSchema), ...errorResponses(401, 403, 404, 422) },
})

const remove = createRoute({
  operationId: 'deleteTournament',
  method: 'delete',
  path: '/{id}',
  tags: ['tournaments'],
  summary: 'Delete a tournament with its entries and games (its organisers)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: TournamentParamsSchema },
  responses: { 204: { description: 'The tournament is gone.' }, ...errorResponses(401, 403, 404, 422) },
})

const addEntry = createRoute({
  operationId: 'createTournamentEntry',
  method: 'post',
  path: '/{id}/entries',
  tags: ['tournaments'],
  summary: 'Enter a player or a pair before the draw (its organisers)',
  description:
    'One member for singles, two for pairs (422 on `members`): a participant of the organisation, or a new guest ' +
    'added to the participant list. Nobody plays twice in one tournament.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: TournamentParamsSchema, body: jsonBody(CreateEntryInputSchema) },
  responses: {
    201: jsonResponse('The new entry.', EntrySchema),
    ...conflict('The draw is made, or the tournament is full.'),
    ...errorResponses(401, 403, 404, 422),
  },
})

const changeEntry = createRoute({
  operationId: 'updateTournamentEntry',
  method: 'patch',
  path: '/{id}/entries/{entryId}',
  tags: ['tournaments'],
  summary: 'Seed, check in or withdraw an entry (its organisers)',
  description:
    '`seed` and `checked_in` before the draw, `withdrawn` after it (final; kept in the audit trail). Refused ' +
    'changes answer 422 on their field.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: EntryParamsSchema, body: jsonBody(UpdateEntryInputSchema) },
  responses: { 200: jsonResponse('The entry.', EntrySchema), ...errorResponses(401, 403, 404, 422) },
})

const removeEntry = createRoute({
  operationId: 'deleteTournamentEntry',
  method: 'delete',
  path: '/{id}/entries/{entryId}',
  tags: ['tournaments'],
  summary: 'Remove an entry before the draw (its organisers)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: EntryParamsSchema },
  responses: {
    204: { description: 'The entry is gone; its participants stay on the list.' },
    ...conflict('The draw is made: withdraw the entry instead.'),
    ...errorResponses(401, 403, 404, 422),
  },
})

const importCsv = createRoute({
  operationId: 'importTournamentEntries',
  method: 'post',
  path: '/{id}/entries/import',
  tags: ['tournaments'],
  summary: 'Enter players from a CSV file before the draw (its organisers)',
  description:
    'Every line is checked first: problems answer 422 with one message per problem on `csv`, naming the line, ' +
    'and nothing is stored. Lines whose players are entered already are skipped. The body may be up to 1.5 MB ' +
    '(other routes: 1 MB); a larger one answers 413.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: TournamentParamsSchema, body: jsonBody(ImportEntriesInputSchema) },
  responses: {
    200: jsonResponse('The entries made and the lines skipped.', ImportEntriesResultSchema),
    ...conflict('The draw is made, or the file has more players than the tournament has places.'),
    ...errorResponses(401, 403, 404, 422),
  },
})

const register = createRoute({
  operationId: 'registerForTournament',
  method: 'post',
  path: '/{id}/register',
  tags: ['tournaments'],
  summary: 'Sign up for a tournament (signed-in players)',
  description:
    'While sign-up is open, before the draw and while there is room. Pairs need `partner_name` (422). Answers 409 ' +
    'when sign-up is closed, the tournament is full or you are entered already.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: TournamentParamsSchema, body: jsonBody(RegisterForTournamentInputSchema) },
  responses: {
    201: jsonResponse('Your entry.', EntrySchema),
    ...conflict('Sign-up is closed, the tournament is full, or you are entered already.'),
    ...errorResponses(401, 404, 422),
  },
})

const unregister = createRoute({
  operationId: 'cancelTournamentRegistration',
  method: 'delete',
  path: '/{id}/register',
  tags: ['tournaments'],
  summary: 'Take your entry back before the draw (signed-in players)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: TournamentParamsSchema },
  responses: {
    204: { description: 'Your entry is gone.' },
    ...conflict('The draw is made: ask the organiser to withdraw you.'),
    ...errorResponses(401, 404, 422),
  },
})

/** Only the fields the client sent: the update schema fills defaults in for the others, which must not change. */
function sentFields(body: unknown, parsed: Partial<NewTournament>): Partial<NewTournament> {
  const sent = body && typeof body === 'object' ? Object.keys(body) : []
  return Object.fromEntries(Object.entries(parsed).filter(([key]) => sent.includes(key))) as Partial<NewTournament>
}

export const tournamentsRoutes = createRouter()
  .openapi(create, async (c) => {
    const result = await createTournament(c.get('db'), { user: c.get('auth').user, tournament: c.req.valid('json') })
    return respond(c, result, TournamentSchema, 201)
  })
  .openapi(list, async (c) => {
    const result = await listTournaments(c.get('db'), c.req.valid('query'))
    return respond(c, result, TournamentPageSchema)
  })
  .openapi(update, async (c) => {
    const changes = sentFields(await c.req.json(), c.req.valid('json'))
    const input = { userId: c.get('auth').user.id, tournamentId: c.req.valid('param').id, changes }
    const result = await afterCommit(c, await updateTournament(c.get('db'), input))
    return respond(c, result, TournamentSchema)
  })
  .openapi(remove, async (c) => {
    const input = { userId: c.get('auth').user.id, tournamentId: c.req.valid('param').id }
    const result = await afterCommit(c, await deleteTournament(c.get('db'), input))
    return respondEmpty(c, result)
  })
  .openapi(addEntry, async (c) => {
    const input = { userId: c.get('auth').user.id, tournamentId: c.req.valid('param').id, entry: c.req.valid('json') }
    const result = await afterCommit(c, await createEntry(c.get('db'), input))
    return respond(c, result, EntrySchema, 201)
  })
  .openapi(changeEntry, async (c) => {
    const { id, entryId } = c.req.valid('param')
    const actor = {
      userId: c.get('auth').user.id,
      impersonatorId: c.get('auth').impersonatorId,
      requestId: c.get('requestId'),
    }
    const input = { actor, tournamentId: id, entryId, changes: c.req.valid('json') }
    const result = await afterCommit(c, await updateEntry(c.get('db'), input))
    return respond(c, result, EntrySchema)
  })
  .openapi(removeEntry, async (c) => {
    const { id, entryId } = c.req.valid('param')
    const input = { userId: c.get('auth').user.id, tournamentId: id, entryId }
    const result = await afterCommit(c, await deleteEntry(c.get('db'), input))
    return respondEmpty(c, result)
  })
  .openapi(importCsv, async (c) => {
    const input = {
      userId: c.get('auth').user.id,
      tournamentId: c.req.valid('param').id,
      csv: c.req.valid('json').csv,
      language: c.get('language'),
    }
    const result = await afterCommit(c, await importEntries(c.get('db'), input))
    return respond(c, result, ImportEntriesResultSchema)
  })
  .openapi(register, async (c) => {
    const input = {
      user: c.get('auth').user,
      tournamentId: c.req.valid('param').id,
      partnerName: c.req.valid('json').partner_name,
    }
    const result = await afterCommit(c, await registerForTournament(c.get('db'), input))
    return respond(c, result, EntrySchema, 201)
  })
  .openapi(unregister, async (c) => {
    const input = { userId: c.get('auth').user.id, tournamentId: c.req.valid('param').id }
    const result = await afterCommit(c, await cancelRegistration(c.get('db'), input))
    return respondEmpty(c, result)
  })
