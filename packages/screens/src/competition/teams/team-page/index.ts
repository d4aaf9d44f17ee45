export { TeamPageScreen, type TeamPageScreenProps } from './team-page-screen'
