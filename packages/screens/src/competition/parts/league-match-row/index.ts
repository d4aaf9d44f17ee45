export { LeagueMatchRow, type LeagueMatchRowProps } from './league-match-row'
