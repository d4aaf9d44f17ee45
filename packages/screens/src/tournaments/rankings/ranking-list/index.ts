export { RankingsScreen } from './rankings-screen'
