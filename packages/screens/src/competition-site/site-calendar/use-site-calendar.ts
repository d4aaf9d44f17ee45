import {
  competitionSiteQueries,
  type CompetitionSiteContext,
  type CompetitionSiteRef,
  type LeagueMatchList,
} from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../app/platform/platform-context'
import { refetchWhileLive, useRealtimeDown } from '../parts/site-frame'
import { useSiteContext, useSiteRef } from '../parts/use-site'

export type SiteCalendarPage =
  /** The site's context is still loading or failed: the frame shows that. */
  | { status: 'frame' }
  /** The organisation does not show its calendar. */
  | { status: 'notShown' }
  /** The organisation has no season yet. */
  | { status: 'noSeason' }
  | ({ ref: CompetitionSiteRef; context: CompetitionSiteContext } & (
      { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; matches: LeagueMatchList }
    ))

/**
 * Every match of the season (the same list the home page reads), filtered on the page; kept current by the season's
 * realtime channel, or asked again every minute while a match is live and that connection is down. `ref` is what the
 * iCal feeds' addresses are built from.
 */
export function useSiteCalendar(season: string | undefined): SiteCalendarPage {
  const { api } = usePlatform()
  const ref = useSiteRef(season)
  const context = useSiteContext(ref)
  const isShown = Boolean(context.data?.organisation.pages.includes('calendar'))
  const hasSeason = Boolean(context.data?.season)
  const realtimeDown = useRealtimeDown()
  const matches = useQuery({
    ...competitionSiteQueries.matches(api, ref),
    enabled: isShown && hasSeason,
    refetchInterval: refetchWhileLive((data: LeagueMatchList) => data.map((match) => match.state), realtimeDown),
  })
  if (!context.data) return { status: 'frame' }
  if (!isShown) return { status: 'notShown' }
  if (!hasSeason) return { status: 'noSeason' }
  const loaded = { ref, context: context.data }
  if (matches.error) return { status: 'error', retry: () => void matches.refetch(), ...loaded }
  if (!matches.data) return { status: 'loading', ...loaded }
  return { status: 'ready', matches: matches.data, ...loaded }
}
