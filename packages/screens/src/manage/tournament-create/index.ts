export { TournamentCreateScreen, type TournamentCreateScreenProps } from './tournament-create-screen'
