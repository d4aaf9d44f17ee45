export { ListTable, type ListTableProps } from './list-table'
