import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../client/api-client'
import {
  createRanking,
  deleteRanking,
  fetchMyRankings,
  fetchRanking,
  fetchRankingHistory,
  listRankings,
  updateRanking,
} from '../client/rankings'
import type { RankingInput, UpdateRankingInput } from '../schemas/rankings'

/**
 * Query keys and options for rankings: the only place these keys are written. A player's history sits under the
 * ranking's detail key, so invalidating `rankingQueries.detail(…)` (on `ranking.updated`) refetches it too.
 */
export const rankingQueries = {
  all: () => ['rankings'] as const,
  list: (client: ApiClient) =>
    queryOptions({
      queryKey: [...rankingQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => listRankings(client, signal),
    }),
  mine: (client: ApiClient) =>
    queryOptions({
      queryKey: [...rankingQueries.all(), 'mine'] as const,
      queryFn: ({ signal }) => fetchMyRankings(client, signal),
    }),
  detail: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: [...rankingQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => fetchRanking(client, id, signal),
    }),
  history: (client: ApiClient, id: string, participantId: string) =>
    queryOptions({
      queryKey: [...rankingQueries.all(), 'detail', id, 'history', participantId] as const,
      queryFn: ({ signal }) => fetchRankingHistory(client, id, participantId, signal),
    }),
}

/** Mutation options for rankings: a key and the client call; screens invalidate `rankingQueries.all()` and toast. */
export const rankingMutations = {
  all: () => ['rankings', 'mutation'] as const,
  create: (client: ApiClient) =>
    mutationOptions({
      mutationKey: [...rankingMutations.all(), 'create'] as const,
      mutationFn: (input: RankingInput) => createRanking(client, input),
    }),
  update: (client: ApiClient, id: string) =>
    mutationOptions({
      mutationKey: [...rankingMutations.all(), 'update', id] as const,
      mutationFn: (input: UpdateRankingInput) => updateRanking(client, id, input),
    }),
  remove: (client: ApiClient, id: string) =>
    mutationOptions({
      mutationKey: [...rankingMutations.all(), 'remove', id] as const,
      mutationFn: () => deleteRanking(client, id),
    }),
}
