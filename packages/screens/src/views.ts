// The server-safe entry (docs/adr/031): views, components with no hooks and no context that take their data, an
// `IntlShape` and the host's link as props, without the package's 'use client'. A server component page renders
// them on the server; the client screens render the same views with `useIntl()` and their queries. A test walks
// this entry's imports and fails on a hook, a context or a client directive (src/views.test.ts).
export {
  TournamentListEmptyView,
  TournamentListErrorView,
  TournamentListView,
  tournamentListActionLabel,
  type TournamentListViewProps,
} from './tournaments/tournament-list/tournament-list-view'
export { readListSearch, writeListSearch } from './tournaments/tournament-list/list-address'
export { tournamentListQuery } from './tournaments/tournament-list/list-search'
export {
  AccountLinksView,
  AppHeaderView,
  appNavItems,
  type AccountLinksViewProps,
  type AppHeaderViewProps,
} from './app/shell/app-header-view'
export { AppNavLinks, appNavLabel, type AppNavItem, type AppNavLinksProps } from './app/shell/app-nav-links'
export { AppFooterView, type AppFooterViewProps } from './app/shell/app-footer-view'
export { AppLogoView, type AppLogoViewProps } from './app/shell/app-logo-view'
export { HomeView, type HomeViewProps } from './home/home-screen/home-view'
