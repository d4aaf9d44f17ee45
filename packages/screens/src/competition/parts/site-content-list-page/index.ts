export { SiteContentListPage, type SiteContentListPageProps } from './site-content-list-page'
