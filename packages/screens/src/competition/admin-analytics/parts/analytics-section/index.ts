export { AnalyticsSection } from './analytics-section'
