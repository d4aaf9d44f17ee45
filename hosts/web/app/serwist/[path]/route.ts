import { spawnSync } from 'node:child_process'
import { createSerwistRoute } from '@serwist/turbopack'
import { offlinePlayPaths } from '@oche/screens/routing'

// The service worker (app/sw.ts), built with the app: it precaches the build's static files and the offline
// play pages, so /play/offline opens and scores with no network at all.
const revision = spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf-8' }).stdout?.trim() || crypto.randomUUID()

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: 'app/sw.ts',
  useNativeEsbuild: true,
  additionalPrecacheEntries: offlinePlayPaths.map((url) => ({ url, revision })),
})
