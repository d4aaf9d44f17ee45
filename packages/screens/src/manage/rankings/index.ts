export { ManageRankingsScreen, type ManageRankingsScreenProps } from './manage-rankings'
export { RankingCreateScreen, type RankingCreateScreenProps } from './ranking-create'
export { RankingEditScreen, type RankingEditScreenProps } from './ranking-edit'
export { ManageRankingScreen, type ManageRankingScreenProps } from './manage-ranking'
