import type { DeviceSettings, DeviceSettingsStore } from '@oche/screens'

/** A small key-value store on the device (`@capacitor/preferences` in the app, a Map in the tests). */
export type KeyValueStorage = {
  get: (key: string) => Promise<string | null>
  set: (key: string, value: string) => Promise<void>
  remove: (key: string) => Promise<void>
}

export const settingsKeys = { apiUrl: 'oche.apiUrl', realtimeHost: 'oche.realtimeHost' } as const

/** What the build was configured with (Vite env); in a browser on the same origin, `/api`. */
export function buildDefaults(env: { VITE_OCHE_API_URL?: string; VITE_OCHE_REALTIME_HOST?: string }): DeviceSettings {
  return { apiUrl: env.VITE_OCHE_API_URL || '/api', realtimeHost: env.VITE_OCHE_REALTIME_HOST ?? '' }
}

/** The settings the app starts with: what an organiser stored on this device, else the build's. */
export async function loadDeviceSettings(storage: KeyValueStorage, defaults: DeviceSettings): Promise<DeviceSettings> {
  const [apiUrl, realtimeHost] = await Promise.all([
    storage.get(settingsKeys.apiUrl).catch(() => null),
    storage.get(settingsKeys.realtimeHost).catch(() => null),
  ])
  return { apiUrl: apiUrl || defaults.apiUrl, realtimeHost: realtimeHost ?? defaults.realtimeHost }
}

/**
 * The settings store the screens' settings dialog uses: saving keeps what differs from the build on the device
 * (what equals the build is removed, so a later build's defaults apply again) and restarts the app with it.
 */
export function createDeviceSettingsStore({
  storage,
  current,
  defaults,
  buildId,
  restart,
}: {
  storage: KeyValueStorage
  current: DeviceSettings
  defaults: DeviceSettings
  buildId: string
  restart: () => void
}): DeviceSettingsStore {
  return {
    current,
    defaults,
    buildId,
    save: async (next) => {
      const apiUrl = next.apiUrl.trim().replace(/\/+$/, '')
      const realtimeHost = next.realtimeHost.trim()
      await (apiUrl && apiUrl !== defaults.apiUrl
        ? storage.set(settingsKeys.apiUrl, apiUrl)
        : storage.remove(settingsKeys.apiUrl))
      await (realtimeHost !== defaults.realtimeHost
        ? storage.set(settingsKeys.realtimeHost, realtimeHost)
        : storage.remove(settingsKeys.realtimeHost))
      restart()
    },
  }
}

/** The realtime server's host and port from a `host[:port]` setting; null when the server's own settings apply. */
export function realtimeOverride(realtimeHost: string): { host: string; port?: number } | null {
  const value = realtimeHost.trim()
  if (!value) return null
  const match = /^([^:/\s]+)(?::(\d{1,5}))?$/.exec(value)
  if (!match?.[1]) return null
  return match[2] ? { host: match[1], port: Number(match[2]) } : { host: match[1] }
}

/** Where the newest tablet bundle is announced: beside the web host's own build file, on the API's origin. */
export function updateManifestUrl(apiUrl: string, override?: string): string | null {
  if (override) return override
  try {
    return new URL('/builds/tablet/latest.json', apiUrl).toString()
  } catch {
    // A relative API URL (`/api`): the app runs in a browser on the platform's origin, with no native updater.
    return null
  }
}
