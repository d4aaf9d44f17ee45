export { readSortQuery, sortQueryChanges, writeSiteQuery, type SiteQuery } from './site-query'
export { useSiteQuery } from './use-site-query'
