export {
  LiveMatchScreen,
  type LiveMatchScreenProps,
  type LiveMatchViewMode,
  type OverlayPosition,
  type OverlayTheme,
} from './live-match'
