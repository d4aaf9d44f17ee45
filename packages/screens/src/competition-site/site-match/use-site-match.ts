import { competitionSiteQueries, type DivisionKind, type LeagueMatch } from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../app/platform/platform-context'
import { failedStatus } from '../../competition/parts/competition-states'
import { refetchWhileLive, useRealtimeDown } from '../parts/site-frame'
import { useSiteContext, useSiteRef } from '../parts/use-site'

export type SiteMatchPage =
  /** The site's context is still loading or failed: the frame shows that. */
  | { status: 'frame' }
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error'; retry: () => void }
  /** `divisionKind`: whether the match is of a league division or of a cup, whose pages differ. */
  | { status: 'ready'; match: LeagueMatch; divisionKind: DivisionKind }

/**
 * A team match as a visitor sees it (every game, its players once both lineups are in, legs and sign-off), kept
 * current by the season's realtime channel, or asked again every minute while it is live and that connection is down.
 */
export function useSiteMatch(season: string | undefined, slug: string): SiteMatchPage {
  const { api } = usePlatform()
  const ref = useSiteRef(season)
  const context = useSiteContext(ref)
  const realtimeDown = useRealtimeDown()
  const match = useQuery({
    ...competitionSiteQueries.match(api, { ...ref, match: slug }),
    refetchInterval: refetchWhileLive((data: LeagueMatch) => [data.state], realtimeDown),
  })
  if (!context.data) return { status: 'frame' }
  if (failedStatus(match.error) === 404) return { status: 'notFound' }
  if (match.error) return { status: 'error', retry: () => void match.refetch() }
  if (!match.data) return { status: 'loading' }
  const division = context.data.divisions.find((candidate) => candidate.slug === match.data.division.slug)
  return { status: 'ready', match: match.data, divisionKind: division?.kind ?? 'league' }
}
