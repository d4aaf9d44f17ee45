export { TournamentPlayersScreen, type TournamentPlayersScreenProps } from './tournament-players-screen'
