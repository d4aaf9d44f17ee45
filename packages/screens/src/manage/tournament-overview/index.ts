export { TournamentOverviewScreen, type TournamentOverviewScreenProps } from './tournament-overview-screen'
