export { SiteCupStandingsScreen, type SiteCupStandingsScreenProps } from './site-cup-standings-screen'
