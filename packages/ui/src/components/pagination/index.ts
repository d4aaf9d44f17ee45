export { Pagination, type PaginationProps } from './pagination'
export { getPaginationItems, type PaginationItem } from './pagination-items'
