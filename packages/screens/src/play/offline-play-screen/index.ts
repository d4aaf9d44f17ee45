export { OfflinePlayScreen, type OfflinePlayScreenProps } from './offline-play-screen'
