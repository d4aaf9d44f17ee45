export {
  TrendChart,
  type TrendChartColour,
  type TrendChartLabels,
  type TrendChartPoint,
  type TrendChartProps,
  type TrendChartSeries,
  type TrendChartView,
} from './trend-chart'
