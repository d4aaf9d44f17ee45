export { SiteTeamListScreen, type SiteTeamListScreenProps } from './site-team-list-screen'
