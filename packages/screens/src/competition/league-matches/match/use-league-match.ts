import {
  competitionQueries,
  leagueNightQueries,
  type LeagueMatch,
  type LeagueMatchParams,
  type Organisation,
  type Season,
} from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../app/platform/platform-context'
import { failedStatus } from '../../parts/competition-states'
import { useLeagueUpdates } from '../../parts/league-updates'

/** Why a league match page shows no match: loading, not there, no role in the organisation, or a failure. */
export type LeagueMatchBlocked =
  | { status: 'loading' }
  /** `season`: the organisation or season is not there; `match`: the match is not in the season. */
  | { status: 'notFound'; what: 'season' | 'match' }
  | { status: 'forbidden' }
  | { status: 'error'; retry: () => void }

export type LeagueMatchPage =
  LeagueMatchBlocked | { status: 'ready'; organisation: Organisation; season: Season; match: LeagueMatch }

/**
 * A team match of a season with its organisation and season, kept current by the season's `league.{seasonId}`
 * channel: every `league.updated` refetches the season's league night (this match among it). The organisation's
 * admins and the season's players read it; anyone else is `forbidden`.
 */
export function useLeagueMatch(ref: LeagueMatchParams): LeagueMatchPage {
  const { api } = usePlatform()
  const organisation = useQuery(competitionQueries.organisation(api, { org: ref.org }))
  const season = useQuery(competitionQueries.season(api, ref))
  const match = useQuery(leagueNightQueries.match(api, ref))
  useLeagueUpdates(match.data ? season.data?.id : undefined, ref)
  const all = [organisation, season, match]
  const statuses = all.map((query) => failedStatus(query.error))
  if (statuses.slice(0, 2).includes(404)) return { status: 'notFound', what: 'season' }
  if (statuses.includes(404)) return { status: 'notFound', what: 'match' }
  if (statuses.includes(403)) return { status: 'forbidden' }
  const failed = all.filter((query) => query.error)
  if (failed.length > 0) return { status: 'error', retry: () => void failed.forEach((query) => query.refetch()) }
  if (!organisation.data || !season.data || !match.data) return { status: 'loading' }
  return { status: 'ready', organisation: organisation.data, season: season.data, match: match.data }
}
