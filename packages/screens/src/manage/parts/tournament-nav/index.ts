export { ManageTournamentNav, type ManageTournamentNavProps } from './manage-tournament-nav'
export { tournamentPages, type ManageTournamentPage } from './tournament-pages'
