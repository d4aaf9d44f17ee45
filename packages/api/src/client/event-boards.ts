import type { z } from 'zod'
import type {
  EventBoardsLiveSchema,
  TabletStateSchema,
  CallInput,
  QueueGameInput,
  QueueOrderInput,
  TabletHeartbeatInput,
  UpdateCallingSettingsInput,
  WalkoverInput,
} from '../schemas/event-boards'
import type { AppendEventResultSchema, AppendEventInput } from '../schemas/matches'
import type { ApiClient } from './api-client'

const livePath = (id: string) => `/events/${encodeURIComponent(id)}`
const gamePath = (id: string, gameId: string) => `${livePath(id)}/games/${encodeURIComponent(gameId)}`

/** `GET /events/{id}/live` (anyone who may see the event): boards, queue, latest results; devices for organisers. */
export async function fetchEventBoardsLive(client: ApiClient, id: string, signal?: AbortSignal) {
  return client.request<z.output<typeof EventBoardsLiveSchema>>(`${livePath(id)}/live`, { signal })
}

/** `PATCH /events/{id}/calling` (its organisers): automatic calling, rest and no-show minutes. */
export async function updateCallingSettings(client: ApiClient, id: string, input: UpdateCallingSettingsInput) {
  return client.request<z.output<typeof EventBoardsLiveSchema>>(`${livePath(id)}/calling`, {
    method: 'PATCH',
    body: input,
  })
}

/** `POST /events/{id}/calls` (its organisers): calls a waiting game, or moves a called one, to a free board. */
export async function callGameToBoard(client: ApiClient, id: string, input: CallInput) {
  return client.request<z.output<typeof EventBoardsLiveSchema>>(`${livePath(id)}/calls`, {
    method: 'POST',
    body: input,
  })
}

/** `DELETE /events/{id}/calls/{gameId}` (its organisers): takes a called game off its board, held in the queue. */
export async function uncallGameFromBoard(client: ApiClient, id: string, gameId: string) {
  return client.request<z.output<typeof EventBoardsLiveSchema>>(`${livePath(id)}/calls/${encodeURIComponent(gameId)}`, {
    method: 'DELETE',
  })
}

/** `PUT /events/{id}/queue` (its organisers): the organiser's order of waiting games. */
export async function reorderEventQueue(client: ApiClient, id: string, input: QueueOrderInput) {
  return client.request<z.output<typeof EventBoardsLiveSchema>>(`${livePath(id)}/queue`, { method: 'PUT', body: input })
}

/** `PATCH /events/{id}/queue/{gameId}` (its organisers): holds a waiting game back, or lets it go. */
export async function holdQueuedGame(client: ApiClient, id: string, gameId: string, input: QueueGameInput) {
  return client.request<z.output<typeof EventBoardsLiveSchema>>(`${livePath(id)}/queue/${encodeURIComponent(gameId)}`, {
    method: 'PATCH',
    body: input,
  })
}

/** `POST /events/{id}/games/{gameId}/walkover` (its organisers): a called game's no-show, decided for `winner`. */
export async function giveWalkover(client: ApiClient, id: string, gameId: string, input: WalkoverInput) {
  return client.request<z.output<typeof EventBoardsLiveSchema>>(`${gamePath(id, gameId)}/walkover`, {
    method: 'POST',
    body: input,
  })
}

/** `POST /events/{id}/games/{gameId}/confirm` (its organisers): confirms a finished game for its players. */
export async function confirmBoardGame(client: ApiClient, id: string, gameId: string) {
  return client.request<z.output<typeof EventBoardsLiveSchema>>(`${gamePath(id, gameId)}/confirm`, { method: 'POST' })
}

/** `GET /tablet/state` (board token): what the board's tablet shows now. */
export async function fetchTabletState(client: ApiClient, signal?: AbortSignal) {
  return client.request<z.output<typeof TabletStateSchema>>('/tablet/state', { signal })
}

/** `POST /tablet/games/{gameId}/start` (board token): starts the game called to this board; its match is made. */
export async function startTabletGame(client: ApiClient, gameId: string) {
  return client.request<z.output<typeof TabletStateSchema>>(`/tablet/games/${encodeURIComponent(gameId)}/start`, {
    method: 'POST',
  })
}

/** `POST /tablet/games/{gameId}/confirm` (board token): both players confirmed the result; the board is free. */
export async function confirmTabletGame(client: ApiClient, gameId: string) {
  return client.request<z.output<typeof TabletStateSchema>>(`/tablet/games/${encodeURIComponent(gameId)}/confirm`, {
    method: 'POST',
  })
}

/**
 * `POST /tablet/matches/{id}/events` (board token): as `appendMatchEvent`, for the match of this board's game. The
 * same event id again answers the stored result; 409 carries the current match (`matchConflictOf`).
 */
export async function appendTabletMatchEvent(client: ApiClient, matchId: string, input: AppendEventInput) {
  return client.request<z.output<typeof AppendEventResultSchema>>(
    `/tablet/matches/${encodeURIComponent(matchId)}/events`,
    {
      method: 'POST',
      body: input,
    },
  )
}

/** `POST /tablet/heartbeat` (board token, 204): the tablet's outbox size and version, for device health. */
export async function sendTabletHeartbeat(client: ApiClient, input: TabletHeartbeatInput) {
  await client.request<unknown>('/tablet/heartbeat', { method: 'POST', body: input })
}
