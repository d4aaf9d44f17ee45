export {
  AnalyticsControls,
  AnalyticsFrame,
  AnalyticsNav,
  analyticsHref,
  type AnalyticsControlsProps,
  type AnalyticsFrameProps,
  type AnalyticsNavProps,
  type AnalyticsPageName,
} from './analytics-frame'
