export {
  AnalyticsTable,
  type AnalyticsTableCell,
  type AnalyticsTableColumn,
  type AnalyticsTableProps,
  type AnalyticsTableRow,
} from './analytics-table'
