export { PlayScreen, type PlayScreenProps } from './play-screen'
export { BotScreen, type BotScreenProps } from './bot-screen'
export { OfflinePlayScreen, type OfflinePlayScreenProps } from './offline-play-screen'
export { offlinePlayPaths } from './parts/offline-paths'
