import type { z } from 'zod'
import type { CompetitionVenueParams } from '../schemas/competition'
import type { BoardListSchema, BoardSchema, BoardWithCodeSchema, BoardInput, UpdateBoardInput } from '../schemas/events'
import type { StartedLeagueGameSchema } from '../schemas/league-matches'
import type { TabletLeagueGameParams, VenueBoardParams } from '../schemas/venue-boards'
import type { ApiClient } from './api-client'

// A league venue's boards (ADR 016): the organisation's admins manage them; a venue board's tablet starts the
// league games played there.

const e = encodeURIComponent
const boardsPath = (ref: CompetitionVenueParams) =>
  `/competition/manage/organisations/${e(ref.org)}/venues/${e(ref.venue)}/boards`
const boardPath = (ref: VenueBoardParams) => `${boardsPath(ref)}/${e(ref.board)}`

/** `GET …/venues/{venue}/boards` (admins): the venue's boards by number, without codes. */
export async function listVenueBoards(client: ApiClient, ref: CompetitionVenueParams, signal?: AbortSignal) {
  return client.request<z.output<typeof BoardListSchema>>(boardsPath(ref), { signal })
}

/** `POST …/venues/{venue}/boards` (admins, 201): the board with its login code, this once. */
export async function createVenueBoard(client: ApiClient, ref: CompetitionVenueParams, input: BoardInput) {
  return client.request<z.output<typeof BoardWithCodeSchema>>(boardsPath(ref), { method: 'POST', body: input })
}

/** `PATCH …/venues/{venue}/boards/{board}` (admins): its name, or switched on or off (off logs its tablets out). */
export async function updateVenueBoard(client: ApiClient, ref: VenueBoardParams, input: UpdateBoardInput) {
  return client.request<z.output<typeof BoardSchema>>(boardPath(ref), { method: 'PATCH', body: input })
}

/** `DELETE …/venues/{venue}/boards/{board}` (admins, 204): its tablets are logged out. */
export async function deleteVenueBoard(client: ApiClient, ref: VenueBoardParams) {
  await client.request<unknown>(boardPath(ref), { method: 'DELETE' })
}

/** `POST …/venues/{venue}/boards/{board}/code` (admins): a new login code; its tablets are logged out. */
export async function regenerateVenueBoardCode(client: ApiClient, ref: VenueBoardParams) {
  return client.request<z.output<typeof BoardWithCodeSchema>>(`${boardPath(ref)}/code`, { method: 'POST' })
}

/** `POST /tablet/league/{fixtureId}/games/{game}/start` (venue board token): the engine match the game is scored on. */
export async function startTabletLeagueGame(client: ApiClient, ref: TabletLeagueGameParams) {
  return client.request<z.output<typeof StartedLeagueGameSchema>>(
    `/tablet/league/${e(ref.fixtureId)}/games/${e(String(ref.game))}/start`,
    {
      method: 'POST',
    },
  )
}
