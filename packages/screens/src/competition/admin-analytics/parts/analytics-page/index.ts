export { AnalyticsPage, useAnalyticsSearch, type AnalyticsPageProps } from './analytics-page'
