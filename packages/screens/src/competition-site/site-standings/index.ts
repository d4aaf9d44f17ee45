export { SiteStandingsScreen, type SiteStandingsScreenProps } from './site-standings-screen'
