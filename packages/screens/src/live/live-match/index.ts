export { LiveMatchScreen, type LiveMatchScreenProps } from './live-match-screen'
export type { LiveMatchViewMode, OverlayPosition, OverlayTheme } from './live-view-params'
