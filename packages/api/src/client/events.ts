import { z } from 'zod'
import {
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
  type BoardInput,
  type EventInput,
  type TabletLoginInput,
  type UpdateBoardInput,
  type UpdateEventInput,
  type UpdateVenueInput,
  type VenueInput,
} from '../schemas/events'
import type { ApiClient } from './api-client'

const venuePath = (id: string) => `/event-locations/${encodeURIComponent(id)}`
const eventPath = (id: string) => `/events/${encodeURIComponent(id)}`
const boardPath = (id: string, boardId: string) => `${eventPath(id)}/boards/${encodeURIComponent(boardId)}`

/** `GET /event-locations` (signed in): the caller's venues, by name. */
export async function listVenues(client: ApiClient, signal?: AbortSignal) {
  return client.request('/event-locations', { schema: VenueListSchema, signal })
}

/** `POST /event-locations` (signed in): a new venue in the caller's organisation (201). */
export async function createVenue(client: ApiClient, input: VenueInput) {
  return client.request('/event-locations', { method: 'POST', body: input, schema: VenueSchema })
}

/** `PATCH /event-locations/{id}` (its organisers): only the fields sent change. */
export async function updateVenue(client: ApiClient, id: string, input: UpdateVenueInput) {
  return client.request(venuePath(id), { method: 'PATCH', body: input, schema: VenueSchema })
}

/** `DELETE /event-locations/{id}` (its organisers, 204): refused with 409 while an event takes place there. */
export async function deleteVenue(client: ApiClient, id: string) {
  await client.request(venuePath(id), { method: 'DELETE', schema: z.unknown() })
}

/** `GET /me/events` (signed in): the events the caller organises, latest first. */
export async function fetchMyEvents(client: ApiClient, signal?: AbortSignal) {
  return client.request('/me/events', { schema: MyEventsSchema, signal })
}

/** `POST /events` (signed in, 201): the event and its venue's default boards with their login codes, this once. */
export async function createEvent(client: ApiClient, input: EventInput) {
  return client.request('/events', { method: 'POST', body: input, schema: CreatedEventSchema })
}

/** `GET /events/{id}` (anyone; private events for their organisers): the event, its venue and tournaments. */
export async function fetchEvent(client: ApiClient, id: string, signal?: AbortSignal) {
  return client.request(eventPath(id), { schema: EventDetailSchema, signal })
}

/** `PATCH /events/{id}` (its organisers): a new venue leaves the boards as they are. */
export async function updateEvent(client: ApiClient, id: string, input: UpdateEventInput) {
  return client.request(eventPath(id), { method: 'PATCH', body: input, schema: EventDetailSchema })
}

/** `DELETE /events/{id}` (its organisers, 204): the event and its boards; its tournaments stay. */
export async function deleteEvent(client: ApiClient, id: string) {
  await client.request(eventPath(id), { method: 'DELETE', schema: z.unknown() })
}

/** `POST /events/{id}/tournaments/{tournamentId}` (its organisers): plays the tournament at the event. */
export async function linkEventTournament(client: ApiClient, id: string, tournamentId: string) {
  return client.request(`${eventPath(id)}/tournaments/${encodeURIComponent(tournamentId)}`, {
    method: 'POST',
    schema: EventDetailSchema,
  })
}

/** `DELETE /events/{id}/tournaments/{tournamentId}` (its organisers): takes the tournament out of the event. */
export async function unlinkEventTournament(client: ApiClient, id: string, tournamentId: string) {
  return client.request(`${eventPath(id)}/tournaments/${encodeURIComponent(tournamentId)}`, {
    method: 'DELETE',
    schema: EventDetailSchema,
  })
}

/** `GET /events/{id}/boards` (its organisers): the boards by number, without codes. */
export async function listBoards(client: ApiClient, id: string, signal?: AbortSignal) {
  return client.request(`${eventPath(id)}/boards`, { schema: BoardListSchema, signal })
}

/** `POST /events/{id}/boards` (its organisers, 201): the new board with its login code, this once. */
export async function createBoard(client: ApiClient, id: string, input: BoardInput) {
  return client.request(`${eventPath(id)}/boards`, { method: 'POST', body: input, schema: BoardWithCodeSchema })
}

/** `PATCH /events/{id}/boards/{boardId}` (its organisers): renames a board or switches it on or off. */
export async function updateBoard(client: ApiClient, id: string, boardId: string, input: UpdateBoardInput) {
  return client.request(boardPath(id, boardId), { method: 'PATCH', body: input, schema: BoardSchema })
}

/** `DELETE /events/{id}/boards/{boardId}` (its organisers, 204): its tablets are logged out. */
export async function deleteBoard(client: ApiClient, id: string, boardId: string) {
  await client.request(boardPath(id, boardId), { method: 'DELETE', schema: z.unknown() })
}

/** `POST /events/{id}/boards/{boardId}/code` (its organisers): a new login code; its tablets are logged out. */
export async function regenerateBoardCode(client: ApiClient, id: string, boardId: string) {
  return client.request(`${boardPath(id, boardId)}/code`, { method: 'POST', schema: BoardWithCodeSchema })
}

/** `POST /tablet/login` (anyone, 201): the board token for the /tablet routes, and its board. */
export async function logInTablet(client: ApiClient, input: TabletLoginInput) {
  return client.request('/tablet/login', { method: 'POST', body: input, schema: TabletSessionSchema })
}

/** `GET /tablet/board` (board token): the board this tablet is logged in to, with its event. */
export async function fetchTabletBoard(client: ApiClient, signal?: AbortSignal) {
  return client.request('/tablet/board', { schema: TabletBoardSchema, signal })
}
