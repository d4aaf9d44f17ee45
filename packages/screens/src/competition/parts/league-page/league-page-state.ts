import type { Organisation, Season } from '@oche/api'
import type { UseQueryResult } from '@tanstack/react-query'
import { failedStatus } from '../competition-states'

/**
 * What a league-night page (read by the organisation's admins and the season's players) shows instead of its
 * content, or `ready` with the organisation and season.
 */
export type LeaguePageState =
  | { status: 'loading' }
  /** The organisation, the season or the page's own subject (a team) is not there. */
  | { status: 'notFound' }
  /** No role in the organisation, or none in this season. */
  | { status: 'forbidden' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; organisation: Organisation; season: Season }

/**
 * The state of a league-night page from its organisation's and season's queries and its own: a 404 anywhere first,
 * then a 403 anywhere, then any other failure (retried together), then loading until every query has its data.
 */
export function leaguePageState(
  organisation: UseQueryResult<Organisation>,
  season: UseQueryResult<Season>,
  own: readonly UseQueryResult<unknown>[],
): LeaguePageState {
  const queries = [organisation, season, ...own]
  const statuses = queries.map((query) => failedStatus(query.error))
  if (statuses.includes(404)) return { status: 'notFound' }
  if (statuses.includes(403)) return { status: 'forbidden' }
  const failed = queries.filter((query) => query.error)
  if (failed.length > 0) return { status: 'error', retry: () => void failed.forEach((query) => query.refetch()) }
  if (!organisation.data || !season.data || own.some((query) => query.data === undefined)) return { status: 'loading' }
  return { status: 'ready', organisation: organisation.data, season: season.data }
}
