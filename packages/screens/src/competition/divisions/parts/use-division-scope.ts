import { competitionQueries, type ApiClient, type Organisation, type Season, type SeasonParams } from '@oche/api'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { usePlatform } from '../../../app/platform/platform-context'
import { failedStatus } from '../../parts/competition-states'

/** Why a division page is not shown: what the page says instead of its content. */
export type DivisionPageBlocked =
  | { status: 'loading' }
  /** `season`: the organisation or season is not there; `division`: the division (or what the page shows of it). */
  | { status: 'notFound'; what: 'season' | 'division' }
  /** `noRole`: nothing in the organisation; `notAdmin`: a captain or player, who may not run divisions. */
  | { status: 'forbidden'; reason: 'noRole' | 'notAdmin' }
  | { status: 'error'; retry: () => void }

/** What every division page loads: the organisation (the caller's role) and the season, seen by its admins. */
export type SeasonScope = {
  api: ApiClient
  ref: SeasonParams
  organisation: UseQueryResult<Organisation>
  season: UseQueryResult<Season>
  /** Only the organisation's admins run divisions: the other queries wait for this. */
  isAdmin: boolean
}

/** The organisation and season of a division page; queries for admins only pass `enabled: scope.isAdmin`. */
export function useSeasonScope(org: string, season: string): SeasonScope {
  const { api } = usePlatform()
  const ref = { org, season }
  const organisation = useQuery(competitionQueries.organisation(api, { org }))
  const seasonQuery = useQuery(competitionQueries.season(api, ref))
  return { api, ref, organisation, season: seasonQuery, isAdmin: organisation.data?.role === 'admin' }
}

/** The division of a page, for its admins. */
export function useScopedDivision(scope: SeasonScope, division: string) {
  return useQuery({ ...competitionQueries.division(scope.api, { ...scope.ref, division }), enabled: scope.isAdmin })
}

/** The organisation and season of a loaded page. */
export type ScopeData = { organisation: Organisation; season: Season }

/**
 * The organisation and season once every query of the page has its data, or why not: a missing organisation, season
 * or division first, then no role, then a failure, then a captain's or player's visit (unless `membersRead`: the
 * division's page, whose standings they read), then loading. The page's own queries are passed to be waited for;
 * their data is the page's to read.
 */
export function scopeState(
  scope: SeasonScope,
  queries: readonly UseQueryResult[],
  { membersRead = false }: { membersRead?: boolean } = {},
): DivisionPageBlocked | ({ status: 'ready' } & ScopeData) {
  const all = [scope.organisation, scope.season, ...queries]
  const statuses = all.map((query) => failedStatus(query.error))
  if (statuses.slice(0, 2).includes(404)) return { status: 'notFound', what: 'season' }
  if (statuses.includes(404)) return { status: 'notFound', what: 'division' }
  if (statuses.includes(403)) return { status: 'forbidden', reason: 'noRole' }
  const failed = all.filter((query) => query.error)
  if (failed.length > 0) return { status: 'error', retry: () => void failed.forEach((query) => query.refetch()) }
  const { data: organisation } = scope.organisation
  if (organisation && !scope.isAdmin && !membersRead) return { status: 'forbidden', reason: 'notAdmin' }
  const { data: season } = scope.season
  if (!organisation || !season || queries.some((query) => query.data === undefined)) return { status: 'loading' }
  return { status: 'ready', organisation, season }
}
