import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../client/api-client'
import {
  answerMatchInvitation,
  appendMatchEvent,
  createMatch,
  fetchMatch,
  listMatchInvitations,
  listMyMatches,
  listUserMatches,
  fetchMyStats,
  removeMatchFromHistory,
} from '../client/matches'
import type { MyStatsQuery } from '../schemas/my-stats'
import type { MyMatchListQuery } from '../schemas/my-matches'
import type { AnswerMatchInvitationInput, AppendEventInput, CreateMatchInput } from '../schemas/matches'

/**
 * Query keys and options for matches: the only place these keys are written. Realtime handlers that only have an
 * id write into `matchQueries.detail(api, id).queryKey` (the key does not depend on the client).
 */
export const matchQueries = {
  all: () => ['matches'] as const,
  detail: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: [...matchQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => fetchMatch(client, id, signal),
    }),
  mine: (client: ApiClient) =>
    queryOptions({
      queryKey: [...matchQueries.all(), 'mine'] as const,
      queryFn: ({ signal }) => listMyMatches(client, signal),
    }),
  /** The caller's played matches (`GET /user/matches`), under `all()` so an answered invitation refreshes them. */
  played: (client: ApiClient, query: MyMatchListQuery = {}) =>
    queryOptions({
      queryKey: [
        ...matchQueries.all(),
        'played',
        {
          kind: query.kind ?? null,
          period: query.period ?? null,
          result: query.result ?? null,
          page: Number(query.page ?? 1),
          per_page: query.per_page === undefined ? null : Number(query.per_page),
        },
      ] as const,
      queryFn: ({ signal }) => listUserMatches(client, query, signal),
    }),
  /** The caller's figures (`GET /user/stats`), under `all()` so a removed or accepted match refreshes them. */
  stats: (client: ApiClient, query: MyStatsQuery = {}) =>
    queryOptions({
      queryKey: [...matchQueries.all(), 'stats', { kind: query.kind ?? null, period: query.period ?? null }] as const,
      queryFn: ({ signal }) => fetchMyStats(client, query, signal),
    }),
  invitations: (client: ApiClient) =>
    queryOptions({
      queryKey: [...matchQueries.all(), 'invitations'] as const,
      queryFn: ({ signal }) => listMatchInvitations(client, signal),
    }),
}

/**
 * Mutation options for matches: a key and the client call. Scoring screens add the optimistic update
 * (`onMutate` with `applyEvent` of @oche/darts), the rollback and the refetch in their own `useMutation`.
 */
export const matchMutations = {
  all: () => ['matches', 'mutation'] as const,
  create: (client: ApiClient) =>
    mutationOptions({
      mutationKey: [...matchMutations.all(), 'create'] as const,
      mutationFn: (input: CreateMatchInput) => createMatch(client, input),
    }),
  appendEvent: (client: ApiClient, matchId: string) =>
    mutationOptions({
      mutationKey: [...matchMutations.all(), 'appendEvent', matchId] as const,
      mutationFn: (input: AppendEventInput) => appendMatchEvent(client, matchId, input),
    }),
  answerInvitation: (client: ApiClient) =>
    mutationOptions({
      mutationKey: [...matchMutations.all(), 'answerInvitation'] as const,
      mutationFn: ({ matchId, ...input }: AnswerMatchInvitationInput & { matchId: string }) =>
        answerMatchInvitation(client, matchId, input),
    }),
  removeFromHistory: (client: ApiClient) =>
    mutationOptions({
      mutationKey: [...matchMutations.all(), 'removeFromHistory'] as const,
      mutationFn: (matchId: string) => removeMatchFromHistory(client, matchId),
    }),
}
