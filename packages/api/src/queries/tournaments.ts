import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../client/api-client'
import {
  callGame,
  cancelRegistration,
  createEntry,
  createTournament,
  deleteEntry,
  deleteTournament,
  drawTournament,
  enterGameResult,
  fetchManageOverview,
  fetchMyTournaments,
  fetchTournament,
  fetchTournamentAudit,
  importEntries,
  listTournaments,
  registerForTournament,
  removeGameResult,
  setGroupDecider,
  startGameMatch,
  uncallGame,
  updateEntry,
  updateTournament,
} from '../client/tournaments'
import type {
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

/**
 * Query keys and options for tournaments: the only place these keys are written. Realtime handlers that only
 * have an id write into (or invalidate) `tournamentQueries.detail(api, id).queryKey`; the audit sits under it, so
 * invalidating the detail refetches the audit too.
 */
export const tournamentQueries = {
  all: () => ['tournaments'] as const,
  list: (client: ApiClient, query: TournamentListQuery = {}) =>
    queryOptions({
      queryKey: [
        ...tournamentQueries.all(),
        'list',
        { status: query.status ?? null, search: query.search?.trim() ?? '', page: Number(query.page ?? 1) },
      ] as const,
      queryFn: ({ signal }) => listTournaments(client, query, signal),
    }),
  detail: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: [...tournamentQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => fetchTournament(client, id, signal),
    }),
  audit: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: [...tournamentQueries.all(), 'detail', id, 'audit'] as const,
      queryFn: ({ signal }) => fetchTournamentAudit(client, id, signal),
    }),
  mine: (client: ApiClient) =>
    queryOptions({
      queryKey: [...tournamentQueries.all(), 'mine'] as const,
      queryFn: ({ signal }) => fetchMyTournaments(client, signal),
    }),
  manageOverview: (client: ApiClient) =>
    queryOptions({
      queryKey: [...tournamentQueries.all(), 'manageOverview'] as const,
      queryFn: ({ signal }) => fetchManageOverview(client, signal),
    }),
}

/**
 * Mutation options for tournaments: a key and the client call. Calls that answer the whole `TournamentDetail`
 * (draw, call, results, deciders) let a screen `setQueryData` on `tournamentQueries.detail(…).queryKey` with it.
 */
export const tournamentMutations = {
  all: () => ['tournaments', 'mutation'] as const,
  create: (client: ApiClient) =>
    mutationOptions({
      mutationKey: [...tournamentMutations.all(), 'create'] as const,
      mutationFn: (input: TournamentInput) => createTournament(client, input),
    }),
  update: (client: ApiClient, id: string) =>
    mutationOptions({
      mutationKey: [...tournamentMutations.all(), 'update', id] as const,
      mutationFn: (input: UpdateTournamentInput) => updateTournament(client, id, input),
    }),
  remove: (client: ApiClient, id: string) =>
    mutationOptions({
      mutationKey: [...tournamentMutations.all(), 'remove', id] as const,
      mutationFn: () => deleteTournament(client, id),
    }),
  createEntry: (client: ApiClient, id: string) =>
    mutationOptions({
      mutationKey: [...tournamentMutations.all(), 'createEntry', id] as const,
      mutationFn: (input: CreateEntryInput) => createEntry(client, id, input),
    }),
  updateEntry: (client: ApiClient, id: string) =>
    mutationOptions({
      mutationKey: [...tournamentMutations.all(), 'updateEntry', id] as const,
      mutationFn: ({ entryId, input }: { entryId: string; input: UpdateEntryInput }) =>
        updateEntry(client, id, entryId, input),
    }),
  removeEntry: (client: ApiClient, id: string) =>
    mutationOptions({
      mutationKey: [...tournamentMutations.all(), 'removeEntry', id] as const,
      mutationFn: (entryId: string) => deleteEntry(client, id, entryId),
    }),
  importEntries: (client: ApiClient, id: string) =>
    mutationOptions({
      mutationKey: [...tournamentMutations.all(), 'importEntries', id] as const,
      mutationFn: (input: ImportEntriesInput) => importEntries(client, id, input),
    }),
  register: (client: ApiClient, id: string) =>
    mutationOptions({
      mutationKey: [...tournamentMutations.all(), 'register', id] as const,
      mutationFn: (input: RegisterForTournamentInput) => registerForTournament(client, id, input),
    }),
  cancelRegistration: (client: ApiClient, id: string) =>
    mutationOptions({
      mutationKey: [...tournamentMutations.all(), 'cancelRegistration', id] as const,
      mutationFn: () => cancelRegistration(client, id),
    }),
  draw: (client: ApiClient, id: string) =>
    mutationOptions({
      mutationKey: [...tournamentMutations.all(), 'draw', id] as const,
      mutationFn: (input: DrawInput) => drawTournament(client, id, input),
    }),
  callGame: (client: ApiClient, id: string) =>
    mutationOptions({
      mutationKey: [...tournamentMutations.all(), 'callGame', id] as const,
      mutationFn: ({ gameId, board }: { gameId: string; board: string | null }) =>
        callGame(client, id, gameId, { board }),
    }),
  uncallGame: (client: ApiClient, id: string) =>
    mutationOptions({
      mutationKey: [...tournamentMutations.all(), 'uncallGame', id] as const,
      mutationFn: (gameId: string) => uncallGame(client, id, gameId),
    }),
  startGameMatch: (client: ApiClient, id: string) =>
    mutationOptions({
      mutationKey: [...tournamentMutations.all(), 'startGameMatch', id] as const,
      mutationFn: (gameId: string) => startGameMatch(client, id, gameId),
    }),
  enterResult: (client: ApiClient, id: string) =>
    mutationOptions({
      mutationKey: [...tournamentMutations.all(), 'enterResult', id] as const,
      mutationFn: ({ gameId, input }: { gameId: string; input: GameResultInput }) =>
        enterGameResult(client, id, gameId, input),
    }),
  removeResult: (client: ApiClient, id: string) =>
    mutationOptions({
      mutationKey: [...tournamentMutations.all(), 'removeResult', id] as const,
      mutationFn: (gameId: string) => removeGameResult(client, id, gameId),
    }),
  setDecider: (client: ApiClient, id: string) =>
    mutationOptions({
      mutationKey: [...tournamentMutations.all(), 'setDecider', id] as const,
      mutationFn: ({ group, input }: { group: string; input: DeciderInput }) =>
        setGroupDecider(client, id, group, input),
    }),
}
