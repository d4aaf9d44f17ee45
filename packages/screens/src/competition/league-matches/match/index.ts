export { LeagueMatchScreen, type LeagueMatchScreenProps } from './league-match-screen'
