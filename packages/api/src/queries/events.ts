import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../client/api-client'
import {
  createBoard,
  createEvent,
  createVenue,
  deleteBoard,
  deleteEvent,
  deleteVenue,
  fetchEvent,
  fetchMyEvents,
  fetchTabletBoard,
  linkEventTournament,
  listBoards,
  listVenues,
  logInTablet,
  regenerateBoardCode,
  unlinkEventTournament,
  updateBoard,
  updateEvent,
  updateVenue,
} from '../client/events'
import type {
  BoardInput,
  EventInput,
  TabletLoginInput,
  UpdateBoardInput,
  UpdateEventInput,
  UpdateVenueInput,
  VenueInput,
} from '../schemas/events'

/**
 * Query keys and options for events, their boards and the tablet's board: the only place these keys are written.
 * The boards sit under the event's detail key, so invalidating `eventQueries.detail(…)` refetches them too.
 */
export const eventQueries = {
  all: () => ['events'] as const,
  mine: (client: ApiClient) =>
    queryOptions({
      queryKey: [...eventQueries.all(), 'mine'] as const,
      queryFn: ({ signal }) => fetchMyEvents(client, signal),
    }),
  detail: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: [...eventQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => fetchEvent(client, id, signal),
    }),
  boards: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: [...eventQueries.all(), 'detail', id, 'boards'] as const,
      queryFn: ({ signal }) => listBoards(client, id, signal),
    }),
  tabletBoard: (client: ApiClient) =>
    queryOptions({
      queryKey: [...eventQueries.all(), 'tabletBoard'] as const,
      queryFn: ({ signal }) => fetchTabletBoard(client, signal),
    }),
}

/**
 * Mutation options for events and boards: a key and the client call; screens invalidate and toast themselves.
 * A board's login code is only in the answer of `create`, `createBoard` and `regenerateCode`: show it there.
 */
export const eventMutations = {
  all: () => ['events', 'mutation'] as const,
  create: (client: ApiClient) =>
    mutationOptions({
      mutationKey: [...eventMutations.all(), 'create'] as const,
      mutationFn: (input: EventInput) => createEvent(client, input),
    }),
  update: (client: ApiClient, id: string) =>
    mutationOptions({
      mutationKey: [...eventMutations.all(), 'update', id] as const,
      mutationFn: (input: UpdateEventInput) => updateEvent(client, id, input),
    }),
  remove: (client: ApiClient, id: string) =>
    mutationOptions({
      mutationKey: [...eventMutations.all(), 'remove', id] as const,
      mutationFn: () => deleteEvent(client, id),
    }),
  linkTournament: (client: ApiClient, id: string) =>
    mutationOptions({
      mutationKey: [...eventMutations.all(), 'linkTournament', id] as const,
      mutationFn: (tournamentId: string) => linkEventTournament(client, id, tournamentId),
    }),
  unlinkTournament: (client: ApiClient, id: string) =>
    mutationOptions({
      mutationKey: [...eventMutations.all(), 'unlinkTournament', id] as const,
      mutationFn: (tournamentId: string) => unlinkEventTournament(client, id, tournamentId),
    }),
  createBoard: (client: ApiClient, id: string) =>
    mutationOptions({
      mutationKey: [...eventMutations.all(), 'createBoard', id] as const,
      mutationFn: (input: BoardInput) => createBoard(client, id, input),
    }),
  updateBoard: (client: ApiClient, id: string) =>
    mutationOptions({
      mutationKey: [...eventMutations.all(), 'updateBoard', id] as const,
      mutationFn: ({ boardId, input }: { boardId: string; input: UpdateBoardInput }) =>
        updateBoard(client, id, boardId, input),
    }),
  removeBoard: (client: ApiClient, id: string) =>
    mutationOptions({
      mutationKey: [...eventMutations.all(), 'removeBoard', id] as const,
      mutationFn: (boardId: string) => deleteBoard(client, id, boardId),
    }),
  regenerateCode: (client: ApiClient, id: string) =>
    mutationOptions({
      mutationKey: [...eventMutations.all(), 'regenerateCode', id] as const,
      mutationFn: (boardId: string) => regenerateBoardCode(client, id, boardId),
    }),
  tabletLogin: (client: ApiClient) =>
    mutationOptions({
      mutationKey: [...eventMutations.all(), 'tabletLogin'] as const,
      mutationFn: (input: TabletLoginInput) => logInTablet(client, input),
    }),
}

/** Query keys and options for the organiser's venues (event locations). After any venue mutation, invalidate `venueQueries.all()`. */
export const venueQueries = {
  all: () => ['venues'] as const,
  list: (client: ApiClient) =>
    queryOptions({
      queryKey: [...venueQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => listVenues(client, signal),
    }),
}

/** Mutation options for venues: a key and the client call; screens invalidate and toast themselves. */
export const venueMutations = {
  all: () => ['venues', 'mutation'] as const,
  create: (client: ApiClient) =>
    mutationOptions({
      mutationKey: [...venueMutations.all(), 'create'] as const,
      mutationFn: (input: VenueInput) => createVenue(client, input),
    }),
  update: (client: ApiClient) =>
    mutationOptions({
      mutationKey: [...venueMutations.all(), 'update'] as const,
      mutationFn: ({ id, input }: { id: string; input: UpdateVenueInput }) => updateVenue(client, id, input),
    }),
  remove: (client: ApiClient) =>
    mutationOptions({
      mutationKey: [...venueMutations.all(), 'remove'] as const,
      mutationFn: (id: string) => deleteVenue(client, id),
    }),
}
