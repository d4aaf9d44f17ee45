'use client'

// The client islands of a server component page (docs/adr/031), apart from the package's main entry: a page that
// renders its content on the server loads these and what they import, never the route table's screens or the
// client app's providers. Their props are plain data (a server page hands them over); the host's server page module
// provides the messages, colour mode and platform around them.
export { PhoneNavMenu, type PhoneNavMenuProps } from './app/shell/phone-nav-menu'
export { PreferenceMenus } from './app/shell/preference-menus'
export { SkipLink } from './app/shell/skip-link'
export { MarkReady } from './app/shell/mark-ready'
export {
  TournamentListControls,
  type TournamentListControlsProps,
} from './tournaments/tournament-list/tournament-list-controls'
export { TournamentStart } from './tournaments/parts/tournament-header/tournament-start'
export { PlatformProvider, type LinkProps, type Platform, type PublicConfig } from './app/platform/platform-context'
export { ColourModeProvider } from './app/colour-mode/colour-mode-context'
export { reloadAfterChunkError } from './app/shell/chunk-error'
export { writeListSearch } from './tournaments/tournament-list/list-address'
export { useDocumentLanguage } from './app/language/use-document-language'
export { PageLoadingBar, ShellEnd } from './app/shell/shell-parts'
