import {
  accountQueries,
  ApiRequestError,
  competitionSiteQueries,
  eventBoardQueries,
  eventQueries,
  fetchTournament,
  listPublicSiteNews,
  matchQueries,
  rankingQueries,
  siteContentQueries,
  tournamentQueries,
  type ApiClient,
  type CompetitionSiteRef,
} from '@oche/api'
import { latestNewsQuery, newsListQuery, newsPageOf } from '../competition-site/site-news/news-pages'
import { readListSearch } from '../tournaments/tournament-list/list-address'
import { tournamentListQuery } from '../tournaments/tournament-list/list-search'
import type { PathParams, RouteData, RouteDefinition, RouteParams, RouteQuery, RouteSubject } from './route-definition'
import type { RouteName, RouteNamed } from './routes'

// What the web host's server asks before it renders a page (issue 20), by route. Apart from the route table, which
// every page's browser code carries to find its screen: these queries (and the API's schemas they parse with) are
// the server's, and a screen's own `useQuery` of the same options is in that screen's chunk only.

/**
 * A league-site page's data: the site's context (`GET /competition/{domain}`, which every page of the site shows)
 * and the page's own queries, all for the season in the address (the current one when it has none).
 */
function siteData(
  season: string | undefined,
  queries: (
    client: ApiClient,
    ref: CompetitionSiteRef,
    searchParams: Record<string, string>,
  ) => RouteQuery[] = () => [],
): RouteData {
  return {
    queries: ({ client, domain, searchParams }) => {
      const ref = { domain, season: season ?? '' }
      return [competitionSiteQueries.context(client, ref), ...queries(client, ref, searchParams)]
    },
  }
}

/**
 * The league site's leaderboard pages (`individual/{board}`): the boards of the division or cup in `?division=`
 * (the whole season's without), as `SiteLeaderboardsScreen` asks them.
 */
function siteLeaderboardsData({ season }: { season?: string | undefined }): RouteData {
  return siteData(season, (client, ref, searchParams) => [
    competitionSiteQueries.leaderboards(client, ref, searchParams.division || undefined),
  ])
}

/**
 * The league site's home's latest news (`siteContentQueries.publicNews`, as the home asks it): an empty list when
 * the organisation does not show its news (the API answers 404), so that the home is never a 404 for it.
 */
function siteLatestNews(client: ApiClient, ref: CompetitionSiteRef) {
  return {
    ...siteContentQueries.publicNews(client, ref, latestNewsQuery),
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      try {
        return await listPublicSiteNews(client, ref, latestNewsQuery, signal)
      } catch (error) {
        // By shape: the error may come from another copy of `@oche/api` in another bundle.
        if ((error as { status?: unknown }).status !== 404) throw error
        return { items: [], total: 0, page: 1, page_size: latestNewsQuery.page_size ?? 1 }
      }
    },
  }
}

/**
 * A public tournament's page: its name (and its description) in the title and tags when shared or found by a search
 * engine, and `GET /tournaments/{id}`, which every one of its pages shows (`TournamentPage`'s `useTournament`), asked
 * on the server so that the first HTML holds the groups, games, brackets and results.
 */
function tournamentPageData({ tournament }: { tournament: string }): RouteData {
  return {
    subject: { kind: 'tournament', id: tournament },
    queries: ({ client }) => [tournamentQueries.detail(client, tournament)],
  }
}

/**
 * A tournament's game page: the tournament's page data, whose query answers 404 on the server when the game is not
 * one of the tournament's (the same key and answer as `useTournament`'s, so the screen finds it; the page is the
 * real 404 for a game that does not exist).
 */
function tournamentGameData({ tournament, id }: { tournament: string; id: string }): RouteData {
  return {
    ...tournamentPageData({ tournament }),
    queries: ({ client }) => [
      {
        queryKey: tournamentQueries.detail(client, tournament).queryKey,
        queryFn: async ({ signal }: { signal: AbortSignal }) => {
          const detail = await fetchTournament(client, tournament, signal)
          if (!detail.games.some((game) => game.id === id))
            throw new ApiRequestError(404, 'This game is not part of the tournament', {}, undefined, undefined, false)
          return detail
        },
      },
    ],
  }
}

/** What a route's page needs on the server, from the path's parameters. */
type RouteDataOf<Name extends RouteName> = (params: PathParams<RouteNamed<Name>['path']>) => RouteData

const routeDataTable: { [Name in RouteName]?: RouteDataOf<Name> } = {
  // Whether the platform still needs its first super admin (the home is then the first-run screen), as `HomeRoute`
  // asks it: the server page knows which page to render, and the client page never flickers.
  index: () => ({ queries: ({ client }) => [accountQueries.setup(client)] }),
  // The match with its score, as every view of it asks it (`liveMatchQuery`); the TV view's other matches are
  // asked in the browser (one of them gone must not make the page a 404).
  'live-id': ({ id }) => ({ queries: ({ client }) => [matchQueries.detail(client, id)] }),
  // The list and each ranking's table are in the first HTML: a search engine and a link preview see the order.
  rankings: () => ({ queries: ({ client }) => [rankingQueries.list(client)] }),
  'rankings-id': ({ id }) => ({ queries: ({ client }) => [rankingQueries.detail(client, id)] }),
  // The event and its boards at play, as `useEventPage` asks them.
  'events-event': ({ event }) => ({
    subject: { kind: 'event', id: event },
    queries: ({ client }) => [eventQueries.detail(client, event), eventBoardQueries.live(client, event)],
  }),
  // The tab, search and page of the address, as the screen reads them.
  tournaments: () => ({
    queries: ({ client, searchParams }) => [tournamentListQuery(client, readListSearch(searchParams))],
  }),
  'tournaments-tournament': tournamentPageData,
  'tournaments-tournament-games': tournamentPageData,
  'tournaments-tournament-games-id': tournamentGameData,
  'tournaments-tournament-groups': tournamentPageData,
  'tournaments-tournament-results': tournamentPageData,
  'tournaments-tournament-winner-brackets': tournamentPageData,
  'tournaments-tournament-consolation-brackets': tournamentPageData,
  'competition-site-index': () =>
    siteData(undefined, (client, ref) => [
      competitionSiteQueries.matches(client, ref),
      competitionSiteQueries.divisionStandings(client, ref),
      siteLatestNews(client, ref),
    ]),
  'competition-site-season': ({ season }) =>
    siteData(season, (client, ref) => [
      competitionSiteQueries.matches(client, ref),
      competitionSiteQueries.divisionStandings(client, ref),
      siteLatestNews(client, ref),
    ]),
  // The API answers 404 when the league does not show its news: the page is the real 404 then.
  'competition-site-season-news': ({ season }) =>
    siteData(season, (client, ref, searchParams) => [
      siteContentQueries.publicNews(client, ref, newsListQuery(newsPageOf(searchParams))),
    ]),
  // A draft, a scheduled article, a slug no article has or a hidden news page: the API's 404, the real 404.
  'competition-site-season-news-slug': ({ season, slug }) =>
    siteData(season, (client, ref) => [siteContentQueries.publicNewsItem(client, { ...ref, slug })]),
  'competition-site-season-calendar': ({ season }) =>
    siteData(season, (client, ref) => [competitionSiteQueries.matches(client, ref)]),
  // The API answers 404 when the league does not show its documents: the page is the real 404 then.
  'competition-site-season-documents': ({ season }) =>
    siteData(season, (client, ref) => [siteContentQueries.publicDocuments(client, ref)]),
  'competition-site-season-cup': ({ season }) =>
    siteData(season, (client, ref) => [competitionSiteQueries.cups(client, ref)]),
  'competition-site-season-help': ({ season }) => siteData(season),
  // The API answers 404 when the league does not show its board: the page is the real 404 then.
  'competition-site-season-board-members': ({ season }) =>
    siteData(season, (client, ref) => [siteContentQueries.publicBoardMembers(client, ref)]),
  'competition-site-season-groups': ({ season }) =>
    siteData(season, (client, ref) => [competitionSiteQueries.divisionStandings(client, ref)]),
  'competition-site-season-matches-match': ({ season, match }) =>
    siteData(season, (client, ref) => [competitionSiteQueries.match(client, { ...ref, match })]),
  'competition-site-season-individual-180-171': siteLeaderboardsData,
  'competition-site-season-individual-low-visits': siteLeaderboardsData,
  'competition-site-season-individual-games-played': siteLeaderboardsData,
  'competition-site-season-individual-high-checkouts': siteLeaderboardsData,
  'competition-site-season-cup-group-bracket': ({ season, group }) =>
    siteData(season, (client, ref) => [competitionSiteQueries.cup(client, { ...ref, cup: group })]),
  'competition-site-season-cup-group-standings': ({ season, group }) =>
    siteData(season, (client, ref) => [competitionSiteQueries.cup(client, { ...ref, cup: group })]),
  'competition-site-season-cup-group-individual-standings': ({ season, group }) =>
    siteData(season, (client, ref) => [
      competitionSiteQueries.individualStandings(client, { ...ref, division: group }),
    ]),
  'competition-site-season-groups-group-standings': ({ season, group }) =>
    siteData(season, (client, ref) => [competitionSiteQueries.standings(client, { ...ref, division: group })]),
  'competition-site-season-groups-group-teams': ({ season, group }) =>
    siteData(season, (client, ref) => [
      competitionSiteQueries.standings(client, { ...ref, division: group }),
      competitionSiteQueries.matches(client, ref, { division: group }),
    ]),
  'competition-site-season-groups-group-teams-team': ({ season, team }) =>
    siteData(season, (client, ref) => [competitionSiteQueries.team(client, { ...ref, team })]),
  'competition-site-season-groups-group-individual-standings': ({ season, group }) =>
    siteData(season, (client, ref) => [
      competitionSiteQueries.individualStandings(client, { ...ref, division: group }),
    ]),
}

/** What a page needs to render on the server (its subject, its queries), or undefined for a route without. */
export function routeData(route: RouteDefinition, params: RouteParams): RouteData | undefined {
  const data = (routeDataTable as Record<string, ((params: RouteParams) => RouteData) | undefined>)[route.name]
  return data?.(params)
}

/** The record a page is about (its data's `subject`), which the server loads for the title and Open Graph tags. */
export function routeSubject(route: RouteDefinition, params: RouteParams): RouteSubject | undefined {
  return routeData(route, params)?.subject
}
