// The league's public website (spec §2 "Public competition site", issue 16): shown on an organisation's own domain,
// in its name and colours. Every screen renders inside `parts/site-frame` and reads the site through
// `parts/use-site` (the host's encoded name and the `{season}` of the path).
export {
  SiteCupBracketScreen,
  SiteCupIndividualStandingsScreen,
  SiteCupListScreen,
  SiteCupStandingsScreen,
} from './site-cup'
export { SiteGroupsScreen } from './site-groups'
export { SiteIndividualStandingsScreen } from './site-individual-standings'
export { SiteLeaderboardsScreen } from './site-leaderboards'
export { SiteStandingsScreen } from './site-standings'
export { SiteTeamScreen } from './site-team'
export { SiteTeamListScreen } from './site-team-list'
export { SiteCalendarScreen, type SiteCalendarScreenProps } from './site-calendar'
export { SiteHelpScreen, type SiteHelpScreenProps } from './site-help'
export { SiteHomeScreen, type SiteHomeScreenProps } from './site-home'
export { SiteMatchScreen, type SiteMatchScreenProps } from './site-match'
export { SiteNewsScreen, type SiteNewsScreenProps } from './site-news'
export { SiteNewsItemScreen, type SiteNewsItemScreenProps } from './site-news-item'
export { SiteDocumentsScreen, type SiteDocumentsScreenProps } from './site-documents'
export { SiteBoardMembersScreen, type SiteBoardMembersScreenProps } from './site-board-members'
export { SitePageNotFoundScreen } from './site-page-not-found'
