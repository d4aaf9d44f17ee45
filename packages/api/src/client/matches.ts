import {
  AppendEventResultSchema,
  MatchConflictSchema,
  MatchListSchema,
  MatchSchema,
  type AppendEventInput,
  type CreateMatchInput,
  type Match,
} from '../schemas/matches'
import { ApiRequestError, type ApiClient } from './api-client'

/**
 * `POST /matches` (signed in): a new casual or bot match, or an offline upload. With a client-made `id` the call
 * is idempotent: the same id again answers the match already stored (200 instead of 201).
 */
export async function createMatch(client: ApiClient, input: CreateMatchInput) {
  return client.request('/matches', { method: 'POST', body: input, schema: MatchSchema })
}

/** `GET /matches/{id}` (anyone): the match with its whole event log. */
export async function fetchMatch(client: ApiClient, id: string, signal?: AbortSignal) {
  return client.request(`/matches/${encodeURIComponent(id)}`, { schema: MatchSchema, signal })
}

/**
 * `POST /matches/{id}/events` (the match's owner): appends one event built on `version`. Sending the same event id
 * again answers the stored result. A 409 (another event came first) throws an `ApiRequestError`; read the current
 * match from it with `matchConflictOf`.
 */
export async function appendMatchEvent(client: ApiClient, matchId: string, input: AppendEventInput) {
  return client.request(`/matches/${encodeURIComponent(matchId)}/events`, {
    method: 'POST',
    body: input,
    schema: AppendEventResultSchema,
  })
}

/** `GET /matches/mine` (signed in): the caller's matches, newest first, without their event logs. */
export async function listMyMatches(client: ApiClient, signal?: AbortSignal) {
  return client.request('/matches/mine', { schema: MatchListSchema, signal })
}

/** The match as the server holds it when an append was refused with 409, else null. */
export function matchConflictOf(error: unknown): Match | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null
  const parsed = MatchConflictSchema.safeParse(error.body)
  return parsed.success ? parsed.data.match : null
}
