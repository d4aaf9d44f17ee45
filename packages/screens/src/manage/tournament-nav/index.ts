export { ManageTournamentNav, type ManageTournamentNavProps } from './manage-tournament-nav'
export { tournamentPages } from './tournament-pages'
