export { PageLoading, type PageLoadingProps } from './page-loading'
export { PageState, PageStateLink, type PageStateLinkProps, type PageStateProps } from './page-state'
