export {
  StatsTable,
  type StatsTableLabels,
  type StatsTableProps,
  type StatsTableRow,
  type StatsTableSide,
  type StatsValue,
} from './stats-table'
