export { ManageRankingScreen, type ManageRankingScreenProps } from './manage-ranking-screen'
