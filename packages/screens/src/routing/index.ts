export {
  routes,
  routeRedirects,
  findRoute,
  isBuiltScreen,
  type RouteName,
  type RouteNamed,
  type RouteRedirect,
} from './routes'
export {
  defineRoute,
  show,
  type PathParams,
  type RouteData,
  type RouteDefinition,
  type RouteDefinitionOf,
  type RouteGuard,
  type RouteLayout,
  type RouteParams,
  type RouteScreenInput,
  type RouteSite,
  type RouteSubject,
  type RouteQuery,
  type RouteQueryContext,
  type RouteValidation,
  type ScreenArea,
  type ScreenAreas,
  type ShownScreen,
} from './route-definition'
export { routeData, routeSubject } from './route-data'
export { routePath, type RouteParamsOf } from './route-path'
export { resolveRoute, fillPath, siteForHost, splitLocale, toPattern, type ResolvedRoute } from './match-route'
export {
  evaluateGuard,
  tabletModeRedirect,
  manifestFor,
  isScoringScreen,
  type GuardContext,
  type GuardResult,
} from './guards'
export { colourModeScript, systemBarColours, forcedColourMode } from '../app/colour-mode/colour-mode'
export { storageKeys, cookieLifetimes } from '../app/preferences/storage-keys'
export {
  brand,
  notFoundMessages,
  forbiddenMessages,
  routeHead,
  titleTemplate,
  type SiteBrand,
  type SubjectRecord,
} from './route-metadata'
export { offlinePlayPaths } from '../play/parts/offline-paths'
export { routeValidationError } from './route-validation'
export { errorPageMessageSets, pageMessageSets } from './page-messages'
