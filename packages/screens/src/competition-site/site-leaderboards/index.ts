export { SiteLeaderboardsScreen, type SiteLeaderboardsScreenProps } from './site-leaderboards-screen'
export { leaderboardPages, type LeaderboardPage } from './leaderboard-pages'
