import { competitionQueries, type Organisation, type Season } from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../app/platform/platform-context'
import { failedStatus } from '../parts/competition-states'

export type SeasonList =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'forbidden' }
  | { status: 'error'; retry: () => void }
  /** `season` is the one the page is opened from (its path's season), for the way back. */
  | { status: 'ready'; organisation: Organisation; season: Season; seasons: Season[] }

/** The organisation's seasons (current first, then latest start first), seen from one of them. */
export function useSeasonList(org: string, seasonSlug: string): SeasonList {
  const { api } = usePlatform()
  const organisation = useQuery(competitionQueries.organisation(api, { org }))
  const season = useQuery(competitionQueries.season(api, { org, season: seasonSlug }))
  const seasons = useQuery(competitionQueries.seasons(api, { org }))
  const queries = [organisation, season, seasons]
  const statuses = queries.map((query) => failedStatus(query.error))
  if (statuses.includes(404)) return { status: 'notFound' }
  if (statuses.includes(403)) return { status: 'forbidden' }
  const failed = queries.filter((query) => query.error)
  if (failed.length > 0) return { status: 'error', retry: () => void failed.forEach((query) => query.refetch()) }
  if (organisation.data && season.data && seasons.data)
    return { status: 'ready', organisation: organisation.data, season: season.data, seasons: seasons.data }
  return { status: 'loading' }
}
