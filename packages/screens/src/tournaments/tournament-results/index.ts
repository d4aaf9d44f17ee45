export { TournamentResultsScreen, type TournamentResultsScreenProps } from './tournament-results-screen'
