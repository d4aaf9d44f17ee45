export { AdminAnalyticsGeneralScreen, type AdminAnalyticsGeneralScreenProps } from './admin-analytics-general-screen'
