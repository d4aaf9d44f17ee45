import { KeepAwake } from '@capacitor-community/keep-awake'
import { App } from '@capacitor/app'
import { Network } from '@capacitor/network'
import { Preferences } from '@capacitor/preferences'
import { StatusBar, Style } from '@capacitor/status-bar'
import type { PluginListenerHandle } from '@capacitor/core'
import type { KeyValueStorage } from './device-settings'
import type { NativeDevice, Updater } from './native-shell'
import { systemBarsFor } from './system-bars'

/** A plugin listener as an unsubscribe function (the plugin hands its handle over asynchronously). */
function listen(handle: Promise<PluginListenerHandle>): () => void {
  return () => void handle.then((listener) => listener.remove()).catch(() => undefined)
}

/** The shell's device, on the Capacitor plugins. */
export function capacitorDevice(updater: Updater): NativeDevice {
  return {
    onBackButton: (handler) => listen(App.addListener('backButton', handler)),
    onResume: (handler) => listen(App.addListener('resume', handler)),
    exitApp: () => void App.exitApp(),
    keepAwake: (on) => void (on ? KeepAwake.keepAwake() : KeepAwake.allowSleep()).catch(() => undefined),
    updater,
  }
}

/** The device's settings, in `@capacitor/preferences` (the app's SharedPreferences on Android). */
export const preferencesStorage: KeyValueStorage = {
  get: async (key) => (await Preferences.get({ key })).value,
  set: (key, value) => Preferences.set({ key, value }),
  remove: (key) => Preferences.remove({ key }),
}

/** Paints the status bar for the colour mode (spec §9); where Android draws edge to edge, the page's own colour shows. */
export async function paintSystemBars(dark: boolean): Promise<void> {
  const bars = systemBarsFor(dark)
  await StatusBar.setStyle({ style: bars.icons === 'light' ? Style.Dark : Style.Light }).catch(() => undefined)
  await StatusBar.setBackgroundColor({ color: bars.background }).catch(() => undefined)
}

/**
 * When Android reports the network back, the page hears `online` at once (the outbox sends what waits, as on the
 * web), also where the web view itself is late to notice.
 */
export function relayNetworkRestored(target: Pick<Window, 'dispatchEvent'> = window): () => void {
  return listen(
    Network.addListener('networkStatusChange', (status) => {
      if (status.connected) target.dispatchEvent(new Event('online'))
    }),
  )
}
