export { LeagueMatchListScreen, type LeagueMatchListScreenProps } from './league-match-list-screen'
