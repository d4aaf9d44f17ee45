import { z } from 'zod'
import type { SeasonParams } from '../schemas/competition'
import {
  CupListSchema,
  CupSchema,
  type CupDrawInput,
  type CupEntriesInput,
  type CupEntryParams,
  type CupInput,
  type CupParams,
  type UpdateCupInput,
} from '../schemas/league-cup'
import type { ApiClient } from './api-client'

// The league cup's calls (`…/seasons/{season}/cups…`, league-rules.md §9).

const e = encodeURIComponent
const seasonPath = (ref: SeasonParams) => `/competition/manage/organisations/${e(ref.org)}/seasons/${e(ref.season)}`
const cupPath = (ref: CupParams) => `${seasonPath(ref)}/cups/${e(ref.cup)}`

/** `GET …/seasons/{season}/cups`: the season's cups. */
export async function listCups(client: ApiClient, ref: SeasonParams, signal?: AbortSignal) {
  return client.request(`${seasonPath(ref)}/cups`, { schema: CupListSchema, signal })
}

/** `GET …/cups/{cup}`: the cup with its teams, draw, groups, brackets and rankings. */
export async function fetchCup(client: ApiClient, ref: CupParams, signal?: AbortSignal) {
  return client.request(cupPath(ref), { schema: CupSchema, signal })
}

/** `POST …/seasons/{season}/cups` (admins, 201). */
export async function createCup(client: ApiClient, ref: SeasonParams, input: CupInput) {
  return client.request(`${seasonPath(ref)}/cups`, { method: 'POST', body: input, schema: CupSchema })
}

/** `PATCH …/cups/{cup}` (admins). */
export async function updateCup(client: ApiClient, ref: CupParams, input: UpdateCupInput) {
  return client.request(cupPath(ref), { method: 'PATCH', body: input, schema: CupSchema })
}

/** `DELETE …/cups/{cup}` (admins, 204): refused once a match of the cup has a result. */
export async function deleteCup(client: ApiClient, ref: CupParams) {
  await client.request(cupPath(ref), { method: 'DELETE', schema: z.unknown() })
}

/** `PUT …/cups/{cup}/entries` (admins, before the draw): the cup's teams. */
export async function setCupEntries(client: ApiClient, ref: CupParams, input: CupEntriesInput) {
  return client.request(`${cupPath(ref)}/entries`, { method: 'PUT', body: input, schema: CupSchema })
}

/** `POST …/cups/{cup}/entries/{team}` (the team's captain in an optional cup before the draw, admins). */
export async function enterCup(client: ApiClient, ref: CupEntryParams) {
  return client.request(`${cupPath(ref)}/entries/${e(ref.team)}`, { method: 'POST', schema: CupSchema })
}

/** `DELETE …/cups/{cup}/entries/{team}` (the team's captain, admins): out before the draw, withdrawn after it. */
export async function withdrawFromCup(client: ApiClient, ref: CupEntryParams) {
  return client.request(`${cupPath(ref)}/entries/${e(ref.team)}`, { method: 'DELETE', schema: CupSchema })
}

/** `POST …/cups/{cup}/draw` (admins): draw the cup, or draw it again while no match has a result. */
export async function performCupDraw(client: ApiClient, ref: CupParams, input: CupDrawInput = {}) {
  return client.request(`${cupPath(ref)}/draw`, { method: 'POST', body: input, schema: CupSchema })
}
