export { RankingEditScreen, type RankingEditScreenProps } from './ranking-edit-screen'
