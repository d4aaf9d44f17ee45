import { localizedPath, locales } from '@oche/i18n'

/**
 * The pages a service worker must precache for offline play, in every language (`/play/offline`, `/nl/play/offline`,
 * …). The screen needs nothing from the network: the engine, the bot and IndexedDB all run in the page.
 */
export const offlinePlayPaths: readonly string[] = locales.map((locale) => localizedPath('/play/offline', locale))
