export { RankingContent, RankingScreen, type RankingScreenProps } from './ranking-screen'
