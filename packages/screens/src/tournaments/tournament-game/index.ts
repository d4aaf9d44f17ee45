export { TournamentGameScreen, type TournamentGameScreenProps } from './tournament-game-screen'
