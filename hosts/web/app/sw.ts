/// <reference lib="webworker" />
import { defaultCache } from '@serwist/turbopack/worker'
import { NetworkFirst, Serwist, type PrecacheEntry, type SerwistGlobalConfig } from 'serwist'

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined
  }
}

declare const self: ServiceWorkerGlobalScope

const offlinePlay = /^\/(?:(?:en|nl|fr|de)\/)?play\/offline\/?$/

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    // The offline play page: fresh from the network when there is one, else the copy precached at install.
    {
      matcher: ({ request, url }) => request.mode === 'navigate' && offlinePlay.test(url.pathname),
      handler: new NetworkFirst({ cacheName: 'offline-play', networkTimeoutSeconds: 3 }),
    },
    ...defaultCache,
  ],
})

serwist.addEventListeners()
