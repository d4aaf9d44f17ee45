export { TournamentTable, type TournamentTableProps } from './tournament-table'
