export { manageTournamentPath, managePaths, publicTournamentPath, type ManageTournamentPage } from './manage-paths'
