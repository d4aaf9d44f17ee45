export { AnalyticsBody, type AnalyticsBodyProps } from './analytics-body'
