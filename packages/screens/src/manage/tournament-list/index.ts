export { TournamentListScreen, type TournamentListScreenProps } from './tournament-list-screen'
