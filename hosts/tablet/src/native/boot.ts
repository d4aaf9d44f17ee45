import { CapacitorUpdater } from '@capgo/capacitor-updater'
import { Capacitor } from '@capacitor/core'
import { locales } from '@oche/i18n'
import type { DeviceSettings, DeviceSettingsStore } from '@oche/screens'
import { capacitorDevice, paintSystemBars, preferencesStorage, relayNetworkRestored } from './capacitor-device'
import { buildDefaults, createDeviceSettingsStore, loadDeviceSettings, updateManifestUrl } from './device-settings'
import { createNativeShell, type NativeShellController, type ShellNavigation } from './native-shell'
import { followColourMode } from './system-bars'
import { createBundleUpdater } from './updater'

/** What the app starts with: where its Oche is, and the native shell when it runs as the Capacitor app. */
export type TabletBoot = {
  settings: DeviceSettings
  buildId: string
  shell: NativeShellController | null
}

const localePrefix = new RegExp(`^/(${locales.join('|')})(?=/|$)`)

/** The page's path from the hash router's address (`#/nl/tablet?x` → `/tablet`). */
export function hashPath(hash: string): string {
  const path = hash.replace(/^#/, '').split(/[?#]/)[0] || '/'
  return path.replace(localePrefix, '') || '/'
}

/** The tablet's home screens: the board, and its login while no board is logged in. */
export const isHomePath = (path: string) => path === '/tablet' || path === '/tablet/login'

const windowNavigation: ShellNavigation = {
  isHome: () => isHomePath(hashPath(window.location.hash)),
  back: () => window.history.back(),
  home: () => {
    window.location.hash = '#/tablet'
  },
  closeOverlay: () => {
    // Radix dialogs and menus close on Escape, heard on the document.
    if (
      !document.querySelector(
        '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"], [role="menu"][data-state="open"]',
      )
    )
      return false
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    return true
  },
}

/** Reads the device's settings and, in the native app, starts the shell (back button, resume, bars, updates). */
export async function bootTablet(env: ImportMetaEnv = import.meta.env): Promise<TabletBoot> {
  const defaults = buildDefaults(env)
  const buildId = env.VITE_OCHE_BUILD_ID ?? ''
  if (!Capacitor.isNativePlatform()) return { settings: defaults, buildId, shell: null }

  const settings = await loadDeviceSettings(preferencesStorage, defaults)
  const store: DeviceSettingsStore = createDeviceSettingsStore({
    storage: preferencesStorage,
    current: settings,
    defaults,
    buildId,
    restart: () => window.location.reload(),
  })
  const updater = createBundleUpdater({
    plugin: CapacitorUpdater,
    manifestUrl: updateManifestUrl(settings.apiUrl, env.VITE_OCHE_UPDATE_URL),
    runningVersion: buildId,
    fetchJson: async (url) => {
      const response = await fetch(url, { cache: 'no-store' })
      return response.ok ? response.json() : null
    },
  })
  const shell = createNativeShell({ device: capacitorDevice(updater), navigation: windowNavigation, settings: store })
  // The bundle started: keep it (the updater rolls back a bundle that never says so), then look for a newer one.
  void updater
    .ready()
    .catch(() => undefined)
    .then(() => shell.checkForUpdate())
  followColourMode(document.documentElement, (dark) => void paintSystemBars(dark))
  relayNetworkRestored()
  return { settings, buildId, shell }
}
