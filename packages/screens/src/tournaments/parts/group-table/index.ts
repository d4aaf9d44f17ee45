export { GroupTable, type GroupTableProps } from './group-table'
