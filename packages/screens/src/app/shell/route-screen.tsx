import { createElement, lazy, type ComponentType } from 'react'
import * as home from '../../home/home-screen'
import type { RouteDefinition, RouteScreenInput, ScreenArea, ScreenAreas } from '../../routing/route-definition'

type AnyScreen = ComponentType<Record<string, unknown>>
type AreaScreenProps = { name: string; props: Record<string, unknown> }

/** Shows the named export of an area module. */
const fromModule = (module: object) =>
  function AreaScreen({ name, props }: AreaScreenProps) {
    return createElement((module as Record<string, AnyScreen>)[name]!, props)
  }

/** One lazily loaded area: its module is loaded (once) when one of its screens is first shown. */
const lazyArea = (load: () => Promise<object>) => lazy(() => load().then((module) => ({ default: fromModule(module) })))

/** The loader of each screen of an area, which answers a module exporting that screen by its name. */
type ScreenLoaders<Area> = { [Name in keyof Area]: () => Promise<Pick<Area, Name>> }

/**
 * An area whose screens are loaded one by one: a page loads its own screen's code, not its area's other screens'
 * (the league site's home does not load the match page's forms). For the areas of public pages (the league site, the
 * tournaments), where a visitor's phone downloads and runs everything the page loads before it responds, and the
 * tablet's (its sign-in does not load the scoring screen).
 */
function lazyScreens<Area>(loaders: ScreenLoaders<Area>): ComponentType<AreaScreenProps> {
  const screens = new Map<string, ComponentType<Record<string, unknown>>>()
  return function AreaScreen({ name, props }: AreaScreenProps) {
    let Screen = screens.get(name)
    if (!Screen) {
      const load = (loaders as Record<string, () => Promise<Record<string, AnyScreen>>>)[name]!
      Screen = lazy(() => load().then((module) => ({ default: module[name]! })))
      screens.set(name, Screen)
    }
    return createElement(Screen, props)
  }
}

const siteCup = () => import('../../competition-site/site-cup')
const rankingPage = () => import('../../tournaments/rankings/ranking-page')

// The home screen is in the first chunk; every other area is its own chunk (the league site's, the tournaments' and
// the tablet's, a chunk per screen): a page loads the code of its screen's area only.
const areas: { [Area in ScreenArea]: ComponentType<AreaScreenProps> } = {
  home: fromModule(home satisfies ScreenAreas['home']),
  accounts: lazyArea((): Promise<ScreenAreas['accounts']> => import('../../accounts')),
  legal: lazyArea((): Promise<ScreenAreas['legal']> => import('../../legal')),
  live: lazyArea((): Promise<ScreenAreas['live']> => import('../../live')),
  play: lazyArea((): Promise<ScreenAreas['play']> => import('../../play')),
  manage: lazyArea((): Promise<ScreenAreas['manage']> => import('../../manage')),
  tournaments: lazyScreens<ScreenAreas['tournaments']>({
    TournamentBracket: () => import('../../tournaments/parts/bracket'),
    GroupTable: () => import('../../tournaments/parts/group-table'),
    PublicTournamentListScreen: () => import('../../tournaments/tournament-list'),
    PublicTournamentOverviewScreen: () => import('../../tournaments/tournament-overview'),
    TournamentGamesScreen: () => import('../../tournaments/tournament-games'),
    TournamentGameScreen: () => import('../../tournaments/tournament-game'),
    TournamentGroupsScreen: () => import('../../tournaments/tournament-groups'),
    TournamentResultsScreen: () => import('../../tournaments/tournament-results'),
    TournamentBracketsScreen: () => import('../../tournaments/tournament-brackets'),
    RankingsScreen: () => import('../../tournaments/rankings/ranking-list'),
    RankingContent: rankingPage,
    RankingScreen: rankingPage,
  }),
  events: lazyArea((): Promise<ScreenAreas['events']> => import('../../events')),
  competition: lazyArea((): Promise<ScreenAreas['competition']> => import('../../competition')),
  competitionSite: lazyScreens<ScreenAreas['competitionSite']>({
    SiteCupBracketScreen: siteCup,
    SiteCupIndividualStandingsScreen: siteCup,
    SiteCupListScreen: siteCup,
    SiteCupStandingsScreen: siteCup,
    SiteGroupsScreen: () => import('../../competition-site/site-groups'),
    SiteIndividualStandingsScreen: () => import('../../competition-site/site-individual-standings'),
    SiteLeaderboardsScreen: () => import('../../competition-site/site-leaderboards'),
    SiteStandingsScreen: () => import('../../competition-site/site-standings'),
    SiteTeamScreen: () => import('../../competition-site/site-team'),
    SiteTeamListScreen: () => import('../../competition-site/site-team-list'),
    SiteCalendarScreen: () => import('../../competition-site/site-calendar'),
    SiteHelpScreen: () => import('../../competition-site/site-help'),
    SiteHomeScreen: () => import('../../competition-site/site-home'),
    SiteMatchScreen: () => import('../../competition-site/site-match'),
    SiteNewsScreen: () => import('../../competition-site/site-news'),
    SiteNewsItemScreen: () => import('../../competition-site/site-news-item'),
    SiteDocumentsScreen: () => import('../../competition-site/site-documents'),
    SiteBoardMembersScreen: () => import('../../competition-site/site-board-members'),
    SitePageNotFoundScreen: () => import('../../competition-site/site-page-not-found'),
  }),
  tablet: lazyScreens<ScreenAreas['tablet']>({
    TabletLoginScreen: () => import('../../tablet/tablet-login/tablet-login-screen'),
    TabletScreen: () => import('../../tablet/tablet-screen/tablet-screen'),
  }),
  tabletLive: lazyArea((): Promise<ScreenAreas['tabletLive']> => import('../../tablet/tablet-live')),
}

/** The screen of a built route (its definition's `screen`), with the props the definition gives it. */
export function RouteScreen({
  screen,
  ...input
}: RouteScreenInput & { screen: NonNullable<RouteDefinition['screen']> }) {
  const shown = screen(input)
  const Area = areas[shown.area]
  return <Area name={shown.name} props={shown.props as Record<string, unknown>} />
}
