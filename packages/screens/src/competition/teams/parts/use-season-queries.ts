import { competitionQueries, type Organisation, type Season } from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../app/platform/platform-context'
import { pageFailure, type PageWaiting } from './page-status'

/** The organisation and season every teams page loads, and who the user is there. */
export function useSeasonQueries(org: string, seasonSlug: string) {
  const { api } = usePlatform()
  const ref = { org, season: seasonSlug }
  const organisation = useQuery(competitionQueries.organisation(api, { org }))
  const season = useQuery(competitionQueries.season(api, ref))
  return { api, ref, organisation, season, isAdmin: organisation.data?.role === 'admin' }
}

/** What a page has once its organisation and season are there. */
export type SeasonReady = { status: 'ready'; organisation: Organisation; season: Season }

/**
 * The state of a page for the organisation's admins only, from its organisation, season and own queries (`others`,
 * enabled for admins): why it cannot show, `denied` for a captain or player, loading, or ready with the organisation
 * and season (the caller then waits for its own queries' data).
 */
export function adminSeasonPage(
  base: ReturnType<typeof useSeasonQueries>,
  others: readonly { error: unknown; refetch: () => unknown }[],
): PageWaiting | SeasonReady {
  const failure = pageFailure(base.organisation, [base.season, ...others])
  if (failure) return failure
  if (base.organisation.data && !base.isAdmin) return { status: 'denied' }
  if (!base.organisation.data || !base.season.data) return { status: 'loading' }
  return { status: 'ready', organisation: base.organisation.data, season: base.season.data }
}
