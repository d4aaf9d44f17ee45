export { ManagedTournamentPage, type ManagedTournamentPageProps } from './managed-tournament-page'
export { useManagedTournament, type ManagedTournament } from './use-managed-tournament'
