export { SiteFrame, type SiteFrameProps } from './site-frame'
export { SiteLoadError, SiteLoading, SiteNotFound, type SiteNotFoundProps } from './site-states'
export { siteColours, type SiteColours } from './site-colours'
export {
  siteHomePath,
  sitePagePath,
  useSitePaths,
  type SitePageName,
  type SitePageParams,
  type SitePaths,
} from '../site-paths'
export { refetchWhileLive, siteFallbackInterval, useRealtimeDown, useSiteUpdates } from './site-live'
export { SiteTimeZone } from './site-time-zone'
