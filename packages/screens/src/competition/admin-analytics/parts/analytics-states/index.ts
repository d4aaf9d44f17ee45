export { AnalyticsEmptyState, AnalyticsForbiddenState, type AnalyticsEmptyStateProps } from './analytics-states'
