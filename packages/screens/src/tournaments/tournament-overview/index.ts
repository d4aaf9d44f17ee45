export {
  PublicTournamentOverviewScreen,
  type PublicTournamentOverviewScreenProps,
} from './public-tournament-overview-screen'
