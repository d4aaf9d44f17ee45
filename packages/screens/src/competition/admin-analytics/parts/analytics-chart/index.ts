export {
  AnalyticsChart,
  type AnalyticsChartPoint,
  type AnalyticsChartProps,
  type AnalyticsChartSeries,
} from './analytics-chart'
