import {
  competitionSiteQueries,
  siteContentQueries,
  type LeagueMatchList,
  type LeagueStandings,
  type SiteNewsSummary,
} from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../app/platform/platform-context'
import { refetchWhileLive, siteFallbackInterval, useRealtimeDown } from '../parts/site-frame'
import { useSiteContext, useSiteRef } from '../parts/use-site'
import { latestNewsQuery } from '../site-news/news-pages'
import { homeMatches, type HomeMatches } from './home-matches'

/** The divisions' tables on the home page: loaded apart from the matches, so a failure leaves the matches shown. */
export type HomeStandings =
  { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; tables: LeagueStandings[] }

/** The latest news on the home page: none when the organisation does not show its news page. */
export type HomeNews =
  | { status: 'hidden' }
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; items: SiteNewsSummary[] }

export type SiteHomePage =
  /** The site's context is still loading or failed: the frame shows that. */
  | { status: 'frame' }
  | ({
      /** The organisation's name, and the season's (null while it has none). */
      name: string
      seasonName: string | null
      /** The newest articles, loaded apart from the matches (a failure leaves the rest shown). */
      news: HomeNews
    } & (
      | { status: 'loading' }
      | { status: 'error'; retry: () => void }
      /** The organisation has no season yet. */
      | { status: 'noSeason' }
      | {
          status: 'ready'
          matches: HomeMatches
          isEmpty: boolean
          /** The season has several divisions (and cups): each match says its own. */
          hasDivisions: boolean
          /** The organisation shows its fixture list, where "All matches" goes. */
          showsCalendar: boolean
          standings: HomeStandings
        }
    ))

const matchStates = (matches: LeagueMatchList) => matches.map((match) => match.state)

/**
 * The home of a league's site: the season's matches (for the current league night, results, next and live
 * matches), every league division's table and, when the organisation shows its news, the newest articles. Both are
 * kept current by the season's realtime channel (the frame's `useSiteUpdates`); while a match is live and that
 * connection is down, they are asked again every minute instead.
 */
export function useSiteHome(season: string | undefined): SiteHomePage {
  const { api } = usePlatform()
  const ref = useSiteRef(season)
  const context = useSiteContext(ref)
  const hasSeason = Boolean(context.data?.season)
  const realtimeDown = useRealtimeDown()
  const matches = useQuery({
    ...competitionSiteQueries.matches(api, ref),
    enabled: hasSeason,
    refetchInterval: refetchWhileLive(matchStates, realtimeDown),
  })
  const isLive = matches.data?.some((match) => match.state === 'live') ?? false
  const standings = useQuery({
    ...competitionSiteQueries.divisionStandings(api, ref),
    enabled: hasSeason,
    refetchInterval: isLive && realtimeDown ? siteFallbackInterval : false,
  })
  const showsNews = context.data?.organisation.pages.includes('news') ?? false
  const latest = useQuery({ ...siteContentQueries.publicNews(api, ref, latestNewsQuery), enabled: showsNews })
  if (!context.data) return { status: 'frame' }
  const news: HomeNews = !showsNews
    ? { status: 'hidden' }
    : latest.data
      ? { status: 'ready', items: latest.data.items }
      : latest.error
        ? { status: 'error', retry: () => void latest.refetch() }
        : { status: 'loading' }
  const names = { name: context.data.organisation.name, seasonName: context.data.season?.name ?? null, news }
  if (!context.data.season) return { status: 'noSeason', ...names }
  const leagueDivisions = new Set(
    context.data.divisions.filter((division) => division.kind === 'league').map((division) => division.slug),
  )
  if (matches.error) return { status: 'error', retry: () => void matches.refetch(), ...names }
  if (!matches.data) return { status: 'loading', ...names }
  return {
    status: 'ready',
    ...names,
    matches: homeMatches(matches.data, (match) => leagueDivisions.has(match.division.slug)),
    isEmpty: matches.data.length === 0,
    hasDivisions: context.data.divisions.length > 1,
    showsCalendar: context.data.organisation.pages.includes('calendar'),
    standings: standings.data
      ? { status: 'ready', tables: standings.data }
      : standings.error
        ? { status: 'error', retry: () => void standings.refetch() }
        : { status: 'loading' },
  }
}
