export { TournamentGamesScreen, type TournamentGamesScreenProps } from './tournament-games-screen'
