export { LeaguePage, type LeaguePageProps } from './league-page'
export { leaguePageState, type LeaguePageState } from './league-page-state'
export { useLeaguePaths, type LeaguePaths } from './use-league-paths'
