export { useLeagueUpdates } from './use-league-updates'
