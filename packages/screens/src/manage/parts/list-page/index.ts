export { ListPage, type ListPageProps, type ListPageQuery } from './list-page'
