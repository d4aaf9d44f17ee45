export { SeasonLine } from './season-line'
export { SitePage, type SitePageProps } from './site-page'
export { sitePageState, type SitePageState } from './site-page-state'
