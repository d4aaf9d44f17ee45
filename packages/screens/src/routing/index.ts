export {
  routes,
  routeRedirects,
  type RouteDefinition,
  type RouteGuard,
  type RouteLayout,
  type RouteRedirect,
  type RouteSite,
} from './routes'
export {
  resolveRoute,
  routePath,
  siteForHost,
  splitLocale,
  toPattern,
  type ResolvedRoute,
  type RouteParams,
} from './match-route'
export {
  evaluateGuard,
  tabletModeRedirect,
  manifestFor,
  isScoringScreen,
  type GuardContext,
  type GuardResult,
} from './guards'
export { builtScreens, isBuiltScreen, type BuiltScreenName } from './built-screens'
export { colourModeScript, systemBarColours, forcedColourMode } from '../app/colour-mode/colour-mode'
export { storageKeys, cookieLifetimes } from '../app/preferences/storage-keys'
export { routeTitles, routeDescriptions, titleTemplate, brand } from './route-titles'
export { offlinePlayPaths } from '../play/offline-paths'
export { routeValidationError, routeValidators, type RouteValidation } from './route-validation'
