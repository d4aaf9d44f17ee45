export { AnalyticsTiles, type AnalyticsTile, type AnalyticsTilesProps } from './analytics-tiles'
