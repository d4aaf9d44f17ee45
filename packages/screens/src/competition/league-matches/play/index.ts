export { LeagueGamePlayScreen, type LeagueGamePlayScreenProps } from './league-game-play-screen'
