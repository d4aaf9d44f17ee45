export { ManageRankingsScreen, type ManageRankingsScreenProps } from './manage-rankings-screen'
