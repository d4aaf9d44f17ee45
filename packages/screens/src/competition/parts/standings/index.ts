export { IndividualStandingsTable, type IndividualStandingsTableProps } from './individual-standings-table'
export { LeagueLeaderboards, type LeagueLeaderboardsProps, type LeaderboardName } from './league-leaderboards'
export { LeagueStandingsTable, type LeagueStandingsTableProps } from './league-standings-table'
export { StandingsOrder } from './why-above'
