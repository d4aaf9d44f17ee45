import type { AvailableUpdate, Updater } from './native-shell'

/** What `/builds/tablet/latest.json` announces: the newest tablet bundle, its address and its SHA-256. */
export type UpdateManifest = { version: string; url: string; checksum: string }

/** A manifest as it must be: a version, an https (or http) address and a SHA-256 in hex, else nothing. */
export function parseManifest(value: unknown): UpdateManifest | null {
  if (!value || typeof value !== 'object') return null
  const { version, url, checksum } = value as Record<string, unknown>
  if (typeof version !== 'string' || !version.trim()) return null
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) return null
  if (typeof checksum !== 'string' || !/^[0-9a-f]{64}$/i.test(checksum)) return null
  return { version: version.trim(), url, checksum: checksum.toLowerCase() }
}

/** The part of `@capgo/capacitor-updater` the app uses (mocked in the tests). */
export type BundlePlugin = {
  notifyAppReady: () => Promise<unknown>
  list: () => Promise<{ bundles: { id: string; version: string; status: string }[] }>
  download: (options: { url: string; version: string; checksum: string }) => Promise<{ id: string }>
  set: (options: { id: string }) => Promise<void>
}

/**
 * Live updates of the web bundle: the manifest on the platform says which bundle is newest; a bundle other than the
 * running one (its build id) is downloaded and checked against the manifest's SHA-256 by the plugin, then offered.
 */
export function createBundleUpdater({
  plugin,
  manifestUrl,
  runningVersion,
  fetchJson,
}: {
  plugin: BundlePlugin
  manifestUrl: string | null
  /** The build id of the running bundle (each bundle is built with its version as `VITE_OCHE_BUILD_ID`). */
  runningVersion: string
  fetchJson: (url: string) => Promise<unknown>
}): Updater {
  return {
    ready: async () => {
      await plugin.notifyAppReady()
    },
    check: async (): Promise<AvailableUpdate | null> => {
      if (!manifestUrl) return null
      const manifest = parseManifest(await fetchJson(manifestUrl).catch(() => null))
      if (!manifest || manifest.version === runningVersion) return null
      const { bundles } = await plugin.list()
      const stored = bundles.find((bundle) => bundle.version === manifest.version && bundle.status === 'success')
      const bundle = stored ?? (await plugin.download(manifest))
      return { version: manifest.version, bundleId: bundle.id }
    },
    install: async (update) => {
      await plugin.set({ id: update.bundleId })
    },
  }
}
