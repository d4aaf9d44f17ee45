import type { z } from 'zod'
import type { SeasonParams } from '../schemas/competition'
import type {
  CupListSchema,
  CupSchema,
  CupDrawInput,
  CupEntriesInput,
  CupEntryParams,
  CupInput,
  CupParams,
  UpdateCupInput,
} from '../schemas/league-cup'
import type { ApiClient } from './api-client'

// The league cup's calls (`…/seasons/{season}/cups…`, league-rules.md §9).

const e = encodeURIComponent
const seasonPath = (ref: SeasonParams) => `/competition/manage/organisations/${e(ref.org)}/seasons/${e(ref.season)}`
const cupPath = (ref: CupParams) => `${seasonPath(ref)}/cups/${e(ref.cup)}`

/** `GET …/seasons/{season}/cups`: the season's cups. */
export async function listCups(client: ApiClient, ref: SeasonParams, signal?: AbortSignal) {
  return client.request<z.output<typeof CupListSchema>>(`${seasonPath(ref)}/cups`, { signal })
}

/** `GET …/cups/{cup}`: the cup with its teams, draw, groups, brackets and rankings. */
export async function fetchCup(client: ApiClient, ref: CupParams, signal?: AbortSignal) {
  return client.request<z.output<typeof CupSchema>>(cupPath(ref), { signal })
}

/** `POST …/seasons/{season}/cups` (admins, 201). */
export async function createCup(client: ApiClient, ref: SeasonParams, input: CupInput) {
  return client.request<z.output<typeof CupSchema>>(`${seasonPath(ref)}/cups`, { method: 'POST', body: input })
}

/** `PATCH …/cups/{cup}` (admins). */
export async function updateCup(client: ApiClient, ref: CupParams, input: UpdateCupInput) {
  return client.request<z.output<typeof CupSchema>>(cupPath(ref), { method: 'PATCH', body: input })
}

/** `DELETE …/cups/{cup}` (admins, 204): refused once a match of the cup has a result. */
export async function deleteCup(client: ApiClient, ref: CupParams) {
  await client.request<unknown>(cupPath(ref), { method: 'DELETE' })
}

/** `PUT …/cups/{cup}/entries` (admins, before the draw): the cup's teams. */
export async function setCupEntries(client: ApiClient, ref: CupParams, input: CupEntriesInput) {
  return client.request<z.output<typeof CupSchema>>(`${cupPath(ref)}/entries`, { method: 'PUT', body: input })
}

/** `POST …/cups/{cup}/entries/{team}` (the team's captain in an optional cup before the draw, admins). */
export async function enterCup(client: ApiClient, ref: CupEntryParams) {
  return client.request<z.output<typeof CupSchema>>(`${cupPath(ref)}/entries/${e(ref.team)}`, { method: 'POST' })
}

/** `DELETE …/cups/{cup}/entries/{team}` (the team's captain, admins): out before the draw, withdrawn after it. */
export async function withdrawFromCup(client: ApiClient, ref: CupEntryParams) {
  return client.request<z.output<typeof CupSchema>>(`${cupPath(ref)}/entries/${e(ref.team)}`, { method: 'DELETE' })
}

/** `POST …/cups/{cup}/draw` (admins): draw the cup, or draw it again while no match has a result. */
export async function performCupDraw(client: ApiClient, ref: CupParams, input: CupDrawInput = {}) {
  return client.request<z.output<typeof CupSchema>>(`${cupPath(ref)}/draw`, { method: 'POST', body: input })
}
