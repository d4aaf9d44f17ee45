import type { z } from 'zod'
import type {
  EntrySchema,
  ImportEntriesResultSchema,
  ManageOverviewSchema,
  MyTournamentsSchema,
  StartedGameSchema,
  TournamentAuditSchema,
  TournamentDetailSchema,
  TournamentPageSchema,
  TournamentSchema,
  CallGameInput,
  CorrectionConflict,
  CreateEntryInput,
  DeciderInput,
  DrawInput,
  GameResultInput,
  ImportEntriesInput,
  RegisterForTournamentInput,
  TournamentInput,
  TournamentListQuery,
  UpdateEntryInput,
  UpdateTournamentInput,
} from '../schemas/tournaments'
import { ApiRequestError, type ApiClient } from './api-client'

const tournamentPath = (id: string) => `/tournaments/${encodeURIComponent(id)}`
const entryPath = (id: string, entryId: string) => `${tournamentPath(id)}/entries/${encodeURIComponent(entryId)}`
const gamePath = (id: string, gameId: string) => `${tournamentPath(id)}/games/${encodeURIComponent(gameId)}`

/** The query string of `GET /tournaments`: only the filters that are set, page 1 left out. */
function listSearch({ status, search, page }: TournamentListQuery): string {
  const params = new URLSearchParams()
  if (status) params.set('status', status)
  const term = search?.trim()
  if (term) params.set('search', term)
  if (page !== undefined && Number(page) !== 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** `GET /tournaments?status&search&page` (anyone): public tournaments, 24 per page. */
export async function listTournaments(client: ApiClient, query: TournamentListQuery = {}, signal?: AbortSignal) {
  return client.request<z.output<typeof TournamentPageSchema>>(`/tournaments${listSearch(query)}`, { signal })
}

/** `POST /tournaments` (signed in): a new tournament in the caller's organisation (201). */
export async function createTournament(client: ApiClient, input: TournamentInput) {
  return client.request<z.output<typeof TournamentSchema>>('/tournaments', { method: 'POST', body: input })
}

/** `GET /tournaments/{id}`: settings, entries, groups, games, ranking and what the caller may do. */
export async function fetchTournament(client: ApiClient, id: string, signal?: AbortSignal) {
  return client.request<z.output<typeof TournamentDetailSchema>>(tournamentPath(id), { signal })
}

/** `PATCH /tournaments/{id}` (organisers): the format, type and phases only before the draw. */
export async function updateTournament(client: ApiClient, id: string, input: UpdateTournamentInput) {
  return client.request<z.output<typeof TournamentSchema>>(tournamentPath(id), { method: 'PATCH', body: input })
}

/** `DELETE /tournaments/{id}` (organisers, 204). */
export async function deleteTournament(client: ApiClient, id: string) {
  await client.request<unknown>(tournamentPath(id), { method: 'DELETE' })
}

/** `GET /me/tournaments` (signed in): what the caller organises and plays in. */
export async function fetchMyTournaments(client: ApiClient, signal?: AbortSignal) {
  return client.request<z.output<typeof MyTournamentsSchema>>('/me/tournaments', { signal })
}

/** `GET /manage/overview` (signed in): the organiser's home with what needs attention. */
export async function fetchManageOverview(client: ApiClient, signal?: AbortSignal) {
  return client.request<z.output<typeof ManageOverviewSchema>>('/manage/overview', { signal })
}

/** `POST /tournaments/{id}/entries` (organisers, before the draw): a player or pair (201). */
export async function createEntry(client: ApiClient, id: string, input: CreateEntryInput) {
  return client.request<z.output<typeof EntrySchema>>(`${tournamentPath(id)}/entries`, { method: 'POST', body: input })
}

/** `PATCH /tournaments/{id}/entries/{entryId}` (organisers): seed, check-in, or withdrawal after the draw. */
export async function updateEntry(client: ApiClient, id: string, entryId: string, input: UpdateEntryInput) {
  return client.request<z.output<typeof EntrySchema>>(entryPath(id, entryId), { method: 'PATCH', body: input })
}

/** `DELETE /tournaments/{id}/entries/{entryId}` (organisers, before the draw, 204). */
export async function deleteEntry(client: ApiClient, id: string, entryId: string) {
  await client.request<unknown>(entryPath(id, entryId), { method: 'DELETE' })
}

/** `POST /tournaments/{id}/entries/import` (organisers): entries from CSV, all lines or none. */
export async function importEntries(client: ApiClient, id: string, input: ImportEntriesInput) {
  return client.request<z.output<typeof ImportEntriesResultSchema>>(`${tournamentPath(id)}/entries/import`, {
    method: 'POST',
    body: input,
  })
}

/** `POST /tournaments/{id}/register` (signed in, sign-up open): the caller's own entry (201). */
export async function registerForTournament(client: ApiClient, id: string, input: RegisterForTournamentInput = {}) {
  return client.request<z.output<typeof EntrySchema>>(`${tournamentPath(id)}/register`, { method: 'POST', body: input })
}

/** `DELETE /tournaments/{id}/register` (signed in, before the draw, 204): takes the caller's entry back. */
export async function cancelRegistration(client: ApiClient, id: string) {
  await client.request<unknown>(`${tournamentPath(id)}/register`, { method: 'DELETE' })
}

/** `POST /tournaments/{id}/draw` (organisers, before play): groups or bracket drawn (again). */
export async function drawTournament(client: ApiClient, id: string, input: DrawInput = {}) {
  return client.request<z.output<typeof TournamentDetailSchema>>(`${tournamentPath(id)}/draw`, {
    method: 'POST',
    body: input,
  })
}

/** `POST /tournaments/{id}/games/{gameId}/call` (organisers): sends a ready game to a board. */
export async function callGame(client: ApiClient, id: string, gameId: string, input: CallGameInput) {
  return client.request<z.output<typeof TournamentDetailSchema>>(`${gamePath(id, gameId)}/call`, {
    method: 'POST',
    body: input,
  })
}

/** `DELETE /tournaments/{id}/games/{gameId}/call` (organisers): the game is no longer called. */
export async function uncallGame(client: ApiClient, id: string, gameId: string) {
  return client.request<z.output<typeof TournamentDetailSchema>>(`${gamePath(id, gameId)}/call`, { method: 'DELETE' })
}

/** `POST /tournaments/{id}/games/{gameId}/match` (organisers): the live match to score the game on (201). */
export async function startGameMatch(client: ApiClient, id: string, gameId: string) {
  return client.request<z.output<typeof StartedGameSchema>>(`${gamePath(id, gameId)}/match`, { method: 'POST' })
}

/**
 * `PUT /tournaments/{id}/games/{gameId}/result` (organisers): enters or corrects a result. A correction that would
 * change a game already played downstream throws an `ApiRequestError` (409); read it with `correctionConflictOf`.
 */
export async function enterGameResult(client: ApiClient, id: string, gameId: string, input: GameResultInput) {
  return client.request<z.output<typeof TournamentDetailSchema>>(`${gamePath(id, gameId)}/result`, {
    method: 'PUT',
    body: input,
  })
}

/** `DELETE /tournaments/{id}/games/{gameId}/result` (organisers): the game is undecided again. */
export async function removeGameResult(client: ApiClient, id: string, gameId: string) {
  return client.request<z.output<typeof TournamentDetailSchema>>(`${gamePath(id, gameId)}/result`, { method: 'DELETE' })
}

/** `POST /tournaments/{id}/groups/{group}/decider` (organisers): settles a tie the chain left. */
export async function setGroupDecider(client: ApiClient, id: string, group: string, input: DeciderInput) {
  return client.request<z.output<typeof TournamentDetailSchema>>(
    `${tournamentPath(id)}/groups/${encodeURIComponent(group)}/decider`,
    {
      method: 'POST',
      body: input,
    },
  )
}

/** `GET /tournaments/{id}/audit` (organisers): results entered and corrected, newest first. */
export async function fetchTournamentAudit(client: ApiClient, id: string, signal?: AbortSignal) {
  return client.request<z.output<typeof TournamentAuditSchema>>(`${tournamentPath(id)}/audit`, { signal })
}

/** The refused correction (message and blocking games) when a result was answered with 409, else null. */
export function correctionConflictOf(error: unknown): CorrectionConflict | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null
  // The server's 409 body (`CorrectionConflictSchema`): its message and the games in the way.
  const body = error.body as Partial<CorrectionConflict> | null
  return typeof body?.message === 'string' && Array.isArray(body.blocking_game_ids)
    ? { message: body.message, blocking_game_ids: body.blocking_game_ids }
    : null
}
