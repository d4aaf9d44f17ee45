import type { z } from 'zod'
import type { SeasonParams } from '../schemas/competition'
import type { SeasonPromotionSchema } from '../schemas/season-end'
import type { ApiClient } from './api-client'

// The end of a season's calls (league-rules.md §10).

const e = encodeURIComponent
const seasonPath = (ref: SeasonParams) => `/competition/manage/organisations/${e(ref.org)}/seasons/${e(ref.season)}`

/** `GET …/seasons/{season}/promotion` (admins): who goes up and down a division, from the season's tables now. */
export async function fetchSeasonPromotion(client: ApiClient, ref: SeasonParams, signal?: AbortSignal) {
  return client.request<z.output<typeof SeasonPromotionSchema>>(`${seasonPath(ref)}/promotion`, { signal })
}
