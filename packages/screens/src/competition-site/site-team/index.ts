export { SiteTeamScreen, type SiteTeamScreenProps } from './site-team-screen'
