import type { z } from 'zod'
import type {
  RankingDetailSchema,
  RankingHistorySchema,
  RankingListSchema,
  RankingInput,
  UpdateRankingInput,
} from '../schemas/rankings'
import type { ApiClient } from './api-client'

const rankingPath = (id: string) => `/rankings/${encodeURIComponent(id)}`

/** `GET /rankings` (anyone): the public rankings with their leaders. */
export async function listRankings(client: ApiClient, signal?: AbortSignal) {
  return client.request<z.output<typeof RankingListSchema>>('/rankings', { signal })
}

/** `GET /me/rankings` (signed in): the rankings of the organisations the caller manages. */
export async function fetchMyRankings(client: ApiClient, signal?: AbortSignal) {
  return client.request<z.output<typeof RankingListSchema>>('/me/rankings', { signal })
}

/** `GET /rankings/{id}` (anyone who may see it): the order of merit today. */
export async function fetchRanking(client: ApiClient, id: string, signal?: AbortSignal) {
  return client.request<z.output<typeof RankingDetailSchema>>(rankingPath(id), { signal })
}

/** `GET /rankings/{id}/players/{participantId}/history`: a player's position after each tournament. */
export async function fetchRankingHistory(client: ApiClient, id: string, participantId: string, signal?: AbortSignal) {
  return client.request<z.output<typeof RankingHistorySchema>>(
    `${rankingPath(id)}/players/${encodeURIComponent(participantId)}/history`,
    {
      signal,
    },
  )
}

/** `POST /rankings` (signed in, 201): a new ranking in the caller's organisation. */
export async function createRanking(client: ApiClient, input: RankingInput) {
  return client.request<z.output<typeof RankingDetailSchema>>('/rankings', { method: 'POST', body: input })
}

/** `PATCH /rankings/{id}` (its organisers): only the fields sent change. */
export async function updateRanking(client: ApiClient, id: string, input: UpdateRankingInput) {
  return client.request<z.output<typeof RankingDetailSchema>>(rankingPath(id), { method: 'PATCH', body: input })
}

/** `DELETE /rankings/{id}` (its organisers, 204). */
export async function deleteRanking(client: ApiClient, id: string) {
  await client.request<unknown>(rankingPath(id), { method: 'DELETE' })
}
