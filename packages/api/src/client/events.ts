import type { z } from 'zod'
import type {
  BoardListSchema,
  BoardSchema,
  BoardWithCodeSchema,
  CreatedEventSchema,
  EventDetailSchema,
  MyEventsSchema,
  TabletBoardSchema,
  TabletSessionSchema,
  VenueListSchema,
  VenueSchema,
  BoardInput,
  EventInput,
  TabletLoginInput,
  UpdateBoardInput,
  UpdateEventInput,
  UpdateVenueInput,
  VenueInput,
} from '../schemas/events'
import type { ApiClient } from './api-client'

const venuePath = (id: string) => `/event-locations/${encodeURIComponent(id)}`
const eventPath = (id: string) => `/events/${encodeURIComponent(id)}`
const boardPath = (id: string, boardId: string) => `${eventPath(id)}/boards/${encodeURIComponent(boardId)}`

/** `GET /event-locations` (signed in): the caller's venues, by name. */
export async function listVenues(client: ApiClient, signal?: AbortSignal) {
  return client.request<z.output<typeof VenueListSchema>>('/event-locations', { signal })
}

/** `POST /event-locations` (signed in): a new venue in the caller's organisation (201). */
export async function createVenue(client: ApiClient, input: VenueInput) {
  return client.request<z.output<typeof VenueSchema>>('/event-locations', { method: 'POST', body: input })
}

/** `PATCH /event-locations/{id}` (its organisers): only the fields sent change. */
export async function updateVenue(client: ApiClient, id: string, input: UpdateVenueInput) {
  return client.request<z.output<typeof VenueSchema>>(venuePath(id), { method: 'PATCH', body: input })
}

/** `DELETE /event-locations/{id}` (its organisers, 204): refused with 409 while an event takes place there. */
export async function deleteVenue(client: ApiClient, id: string) {
  await client.request<unknown>(venuePath(id), { method: 'DELETE' })
}

/** `GET /me/events` (signed in): the events the caller organises, latest first. */
export async function fetchMyEvents(client: ApiClient, signal?: AbortSignal) {
  return client.request<z.output<typeof MyEventsSchema>>('/me/events', { signal })
}

/** `POST /events` (signed in, 201): the event and its venue's default boards with their login codes, this once. */
export async function createEvent(client: ApiClient, input: EventInput) {
  return client.request<z.output<typeof CreatedEventSchema>>('/events', { method: 'POST', body: input })
}

/** `GET /events/{id}` (anyone; private events for their organisers): the event, its venue and tournaments. */
export async function fetchEvent(client: ApiClient, id: string, signal?: AbortSignal) {
  return client.request<z.output<typeof EventDetailSchema>>(eventPath(id), { signal })
}

/** `PATCH /events/{id}` (its organisers): a new venue leaves the boards as they are. */
export async function updateEvent(client: ApiClient, id: string, input: UpdateEventInput) {
  return client.request<z.output<typeof EventDetailSchema>>(eventPath(id), { method: 'PATCH', body: input })
}

/** `DELETE /events/{id}` (its organisers, 204): the event and its boards; its tournaments stay. */
export async function deleteEvent(client: ApiClient, id: string) {
  await client.request<unknown>(eventPath(id), { method: 'DELETE' })
}

/** `POST /events/{id}/tournaments/{tournamentId}` (its organisers): plays the tournament at the event. */
export async function linkEventTournament(client: ApiClient, id: string, tournamentId: string) {
  return client.request<z.output<typeof EventDetailSchema>>(
    `${eventPath(id)}/tournaments/${encodeURIComponent(tournamentId)}`,
    {
      method: 'POST',
    },
  )
}

/** `DELETE /events/{id}/tournaments/{tournamentId}` (its organisers): takes the tournament out of the event. */
export async function unlinkEventTournament(client: ApiClient, id: string, tournamentId: string) {
  return client.request<z.output<typeof EventDetailSchema>>(
    `${eventPath(id)}/tournaments/${encodeURIComponent(tournamentId)}`,
    {
      method: 'DELETE',
    },
  )
}

/** `GET /events/{id}/boards` (its organisers): the boards by number, without codes. */
export async function listBoards(client: ApiClient, id: string, signal?: AbortSignal) {
  return client.request<z.output<typeof BoardListSchema>>(`${eventPath(id)}/boards`, { signal })
}

/** `POST /events/{id}/boards` (its organisers, 201): the new board with its login code, this once. */
export async function createBoard(client: ApiClient, id: string, input: BoardInput) {
  return client.request<z.output<typeof BoardWithCodeSchema>>(`${eventPath(id)}/boards`, {
    method: 'POST',
    body: input,
  })
}

/** `PATCH /events/{id}/boards/{boardId}` (its organisers): renames a board or switches it on or off. */
export async function updateBoard(client: ApiClient, id: string, boardId: string, input: UpdateBoardInput) {
  return client.request<z.output<typeof BoardSchema>>(boardPath(id, boardId), { method: 'PATCH', body: input })
}

/** `DELETE /events/{id}/boards/{boardId}` (its organisers, 204): its tablets are logged out. */
export async function deleteBoard(client: ApiClient, id: string, boardId: string) {
  await client.request<unknown>(boardPath(id, boardId), { method: 'DELETE' })
}

/** `POST /events/{id}/boards/{boardId}/code` (its organisers): a new login code; its tablets are logged out. */
export async function regenerateBoardCode(client: ApiClient, id: string, boardId: string) {
  return client.request<z.output<typeof BoardWithCodeSchema>>(`${boardPath(id, boardId)}/code`, { method: 'POST' })
}

/** `POST /tablet/login` (anyone, 201): the board token for the /tablet routes, and its board. */
export async function logInTablet(client: ApiClient, input: TabletLoginInput) {
  return client.request<z.output<typeof TabletSessionSchema>>('/tablet/login', { method: 'POST', body: input })
}

/** `GET /tablet/board` (board token): the board this tablet is logged in to, with its event. */
export async function fetchTabletBoard(client: ApiClient, signal?: AbortSignal) {
  return client.request<z.output<typeof TabletBoardSchema>>('/tablet/board', { signal })
}
