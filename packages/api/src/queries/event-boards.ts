import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../client/api-client'
import {
  callGameToBoard,
  confirmBoardGame,
  confirmTabletGame,
  fetchEventBoardsLive,
  fetchTabletState,
  giveWalkover,
  holdQueuedGame,
  reorderEventQueue,
  sendTabletHeartbeat,
  startTabletGame,
  uncallGameFromBoard,
  updateCallingSettings,
} from '../client/event-boards'
import type {
  CallInput,
  QueueGameInput,
  QueueOrderInput,
  TabletHeartbeatInput,
  UpdateCallingSettingsInput,
  WalkoverInput,
} from '../schemas/event-boards'
import { eventQueries } from './events'

/**
 * Query options for an event's boards at play and for the board tablet. `live` sits under the event's detail key,
 * so invalidating `eventQueries.detail(…)` refetches it too. Every mutation below answers the new
 * `EventBoardsLive` (or `TabletState`): put it in the cache with `setQueryData` instead of refetching.
 */
export const eventBoardQueries = {
  live: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: [...eventQueries.all(), 'detail', id, 'live'] as const,
      queryFn: ({ signal }) => fetchEventBoardsLive(client, id, signal),
    }),
  tabletState: (client: ApiClient) =>
    queryOptions({
      queryKey: [...eventQueries.all(), 'tabletState'] as const,
      queryFn: ({ signal }) => fetchTabletState(client, signal),
    }),
}

export const eventBoardMutations = {
  all: () => ['events', 'boards', 'mutation'] as const,
  updateCalling: (client: ApiClient, id: string) =>
    mutationOptions({
      mutationKey: [...eventBoardMutations.all(), 'updateCalling', id] as const,
      mutationFn: (input: UpdateCallingSettingsInput) => updateCallingSettings(client, id, input),
    }),
  call: (client: ApiClient, id: string) =>
    mutationOptions({
      mutationKey: [...eventBoardMutations.all(), 'call', id] as const,
      mutationFn: (input: CallInput) => callGameToBoard(client, id, input),
    }),
  uncall: (client: ApiClient, id: string) =>
    mutationOptions({
      mutationKey: [...eventBoardMutations.all(), 'uncall', id] as const,
      mutationFn: (gameId: string) => uncallGameFromBoard(client, id, gameId),
    }),
  reorder: (client: ApiClient, id: string) =>
    mutationOptions({
      mutationKey: [...eventBoardMutations.all(), 'reorder', id] as const,
      mutationFn: (input: QueueOrderInput) => reorderEventQueue(client, id, input),
    }),
  hold: (client: ApiClient, id: string) =>
    mutationOptions({
      mutationKey: [...eventBoardMutations.all(), 'hold', id] as const,
      mutationFn: ({ gameId, input }: { gameId: string; input: QueueGameInput }) =>
        holdQueuedGame(client, id, gameId, input),
    }),
  walkover: (client: ApiClient, id: string) =>
    mutationOptions({
      mutationKey: [...eventBoardMutations.all(), 'walkover', id] as const,
      mutationFn: ({ gameId, input }: { gameId: string; input: WalkoverInput }) =>
        giveWalkover(client, id, gameId, input),
    }),
  confirm: (client: ApiClient, id: string) =>
    mutationOptions({
      mutationKey: [...eventBoardMutations.all(), 'confirm', id] as const,
      mutationFn: (gameId: string) => confirmBoardGame(client, id, gameId),
    }),
  tabletStart: (client: ApiClient) =>
    mutationOptions({
      mutationKey: [...eventBoardMutations.all(), 'tabletStart'] as const,
      mutationFn: (gameId: string) => startTabletGame(client, gameId),
    }),
  tabletConfirm: (client: ApiClient) =>
    mutationOptions({
      mutationKey: [...eventBoardMutations.all(), 'tabletConfirm'] as const,
      mutationFn: (gameId: string) => confirmTabletGame(client, gameId),
    }),
  tabletHeartbeat: (client: ApiClient) =>
    mutationOptions({
      mutationKey: [...eventBoardMutations.all(), 'tabletHeartbeat'] as const,
      mutationFn: (input: TabletHeartbeatInput) => sendTabletHeartbeat(client, input),
    }),
}
