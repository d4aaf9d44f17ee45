export { RankingCreateScreen, type RankingCreateScreenProps } from './ranking-create-screen'
