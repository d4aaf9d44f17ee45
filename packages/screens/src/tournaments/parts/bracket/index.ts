export { TournamentBracket, type TournamentBracketProps } from './tournament-bracket'
