export { TournamentBracketsScreen, type TournamentBracketsScreenProps } from './tournament-brackets-screen'
export type { BracketKind } from './bracket-stage'
