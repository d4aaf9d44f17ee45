export {
  AdminAnalyticsTournamentsScreen,
  type AdminAnalyticsTournamentsScreenProps,
} from './admin-analytics-tournaments-screen'
