export { PublicTournamentListScreen, type PublicTournamentListScreenProps } from './public-tournament-list-screen'
