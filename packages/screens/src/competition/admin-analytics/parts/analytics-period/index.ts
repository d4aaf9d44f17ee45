export { AnalyticsPeriodLine, type AnalyticsPeriodLineProps } from './analytics-period'
