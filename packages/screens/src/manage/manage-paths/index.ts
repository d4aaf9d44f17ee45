export {
  manageEventPath,
  manageTournamentPath,
  managePaths,
  publicEventPath,
  publicTournamentPath,
  type ManageEventPage,
  type ManageTournamentPage,
} from './manage-paths'
