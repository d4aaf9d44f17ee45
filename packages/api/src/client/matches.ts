import type { z } from 'zod'
import type {
  AppendEventResultSchema,
  MatchInvitationListSchema,
  MatchInvitationSchema,
  MatchListSchema,
  MatchSchema,
  AnswerMatchInvitationInput,
  AppendEventInput,
  CreateMatchInput,
  Match,
} from '../schemas/matches'
import type { MyMatchPageSchema, MyMatchListQuery } from '../schemas/my-matches'
import type { MyStatsSchema, MyStatsQuery } from '../schemas/my-stats'
import { ApiRequestError, type ApiClient } from './api-client'

/**
 * `POST /matches` (signed in): a new casual or bot match, or an offline upload. With a client-made `id` the call
 * is idempotent: the same id again answers the match already stored (200 instead of 201).
 */
export async function createMatch(client: ApiClient, input: CreateMatchInput) {
  return client.request<z.output<typeof MatchSchema>>('/matches', { method: 'POST', body: input })
}

/** `GET /matches/{id}` (anyone): the match with its whole event log. */
export async function fetchMatch(client: ApiClient, id: string, signal?: AbortSignal) {
  return client.request<z.output<typeof MatchSchema>>(`/matches/${encodeURIComponent(id)}`, { signal })
}

/**
 * `POST /matches/{id}/events` (the match's owner): appends one event built on `version`. Sending the same event id
 * again answers the stored result. A 409 (another event came first) throws an `ApiRequestError`; read the current
 * match from it with `matchConflictOf`.
 */
export async function appendMatchEvent(client: ApiClient, matchId: string, input: AppendEventInput) {
  return client.request<z.output<typeof AppendEventResultSchema>>(`/matches/${encodeURIComponent(matchId)}/events`, {
    method: 'POST',
    body: input,
  })
}

/** `GET /matches/mine` (signed in): the caller's matches, newest first, without their event logs. */
export async function listMyMatches(client: ApiClient, signal?: AbortSignal) {
  return client.request<z.output<typeof MatchListSchema>>('/matches/mine', { signal })
}

/**
 * `GET /user/matches` (signed in): a page of the matches the caller played, newest first, filtered by kind, period
 * and result. Only the filters that are set go in the query string.
 */
export async function listUserMatches(client: ApiClient, query: MyMatchListQuery = {}, signal?: AbortSignal) {
  const params = new URLSearchParams()
  if (query.kind) params.set('kind', query.kind)
  if (query.period) params.set('period', query.period)
  if (query.result) params.set('result', query.result)
  if (query.page !== undefined && Number(query.page) !== 1) params.set('page', String(query.page))
  if (query.per_page !== undefined) params.set('per_page', String(query.per_page))
  const search = params.toString()
  return client.request<z.output<typeof MyMatchPageSchema>>(`/user/matches${search ? `?${search}` : ''}`, { signal })
}

/**
 * `GET /user/stats` (signed in): the caller's figures over their finished matches, in all and over time, filtered
 * by kind and period. Only the filters that are set go in the query string.
 */
export async function fetchMyStats(client: ApiClient, query: MyStatsQuery = {}, signal?: AbortSignal) {
  const params = new URLSearchParams()
  if (query.kind) params.set('kind', query.kind)
  if (query.period) params.set('period', query.period)
  const search = params.toString()
  return client.request<z.output<typeof MyStatsSchema>>(`/user/stats${search ? `?${search}` : ''}`, { signal })
}

/** `GET /matches/invitations` (signed in): the matches others put you in, waiting for your answer. */
export async function listMatchInvitations(client: ApiClient, signal?: AbortSignal) {
  return client.request<z.output<typeof MatchInvitationListSchema>>('/matches/invitations', { signal })
}

/** `POST /matches/{id}/invitation` (the invited user): accept (the match joins your history) or decline. */
export async function answerMatchInvitation(client: ApiClient, matchId: string, input: AnswerMatchInvitationInput) {
  return client.request<z.output<typeof MatchInvitationSchema>>(`/matches/${encodeURIComponent(matchId)}/invitation`, {
    method: 'POST',
    body: input,
  })
}

/** `DELETE /matches/{id}/history` (signed in): takes a match out of your own history; others keep it. */
export async function removeMatchFromHistory(client: ApiClient, matchId: string) {
  await client.request<unknown>(`/matches/${encodeURIComponent(matchId)}/history`, { method: 'DELETE' })
}

/** The match as the server holds it when an append was refused with 409, else null. */
export function matchConflictOf(error: unknown): Match | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null
  // The server's 409 body (`MatchConflictSchema`): the match as it holds it.
  const match = (error.body as { match?: Match } | null)?.match
  return typeof match === 'object' && match !== null && Array.isArray(match.events) ? match : null
}
