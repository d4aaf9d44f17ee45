export { LiveMatchScreen, type LiveMatchScreenProps, type LiveMatchViewMode } from './live-match-screen'
