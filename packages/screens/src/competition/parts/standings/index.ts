export { IndividualStandingsTable, type IndividualStandingsTableProps } from './individual-standings-table'
export {
  LeagueLeaderboard,
  LeagueLeaderboards,
  leaderboardLabel,
  leaderboardNames,
  type LeagueLeaderboardProps,
  type LeagueLeaderboardsProps,
  type LeaderboardName,
} from './league-leaderboards'
export { LeagueStandingsTable, type LeagueStandingsTableProps } from './league-standings-table'
export { boardPlayerColumn, boardRankColumn } from './leaderboard-table'
export { defaultPlayerSort, firstDirection, type PlayerSort, type PlayerSortColumn } from './sort-players'
export { StandingsOrder } from './why-above'
export { StandingsAdjustments, type StandingsAdjustmentsProps } from './standings-adjustments'
