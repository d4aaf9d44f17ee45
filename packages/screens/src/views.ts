// The server-safe entry (docs/adr/031): views, components with no hooks and no context that take their data, an
// `IntlShape` and the host's link as props, without the package's 'use client'. A server component page renders
// them on the server; the client screens render the same views with `useIntl()` and their queries. A test walks
// this entry's imports and fails on a hook, a context or a client directive (src/views.test.ts).
export { TournamentListView, type TournamentListViewProps } from './tournaments/tournament-list/tournament-list-view'
export {
  AppHeaderView,
  AppNavLinks,
  appNavItems,
  appNavLabel,
  type AppHeaderViewProps,
  type AppNavItem,
  type AppNavLinksProps,
} from './app/shell/app-header-view'
export { AppFooterView, type AppFooterViewProps } from './app/shell/app-footer-view'
export { AppLogoView, type AppLogoViewProps } from './app/shell/app-logo-view'
