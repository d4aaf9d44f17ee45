/**
 * What the native app shell (the Capacitor tablet app, `hosts/tablet`) offers the screens, on `Platform.native`.
 * A browser host leaves it out: every screen works without it. The host keeps the plugins behind it; the screens
 * draw the prompts (`tablet/parts/native-shell`) and tell the shell when a game is being scored.
 */
export type NativeShell = {
  /**
   * A screen says a game is being scored on it (`true`) or no longer (`false`): the shell keeps the screen awake,
   * asks before the back button leaves the game, and holds an update back until the game is over.
   */
  setScoring: (scoring: boolean) => void
  /** Subscribes to changes of `getSnapshot()`; returns the unsubscribe (for `useSyncExternalStore`). */
  subscribe: (listener: () => void) => () => void
  getSnapshot: () => NativeShellState
  /** Installs the offered update and restarts the app in it (or rejects: the prompt says it failed). */
  applyUpdate: () => Promise<void>
  /** Not now: the prompt comes back with the next version, or on the next start. */
  declineUpdate: () => void
  /** The answer to "Leave the game?" after the back button was pressed during a game. */
  answerLeaveGame: (leave: boolean) => void
  /** Calls `listener` each time the app comes back to the foreground; returns the unsubscribe. */
  onResume: (listener: () => void) => () => void
  /** Where this device's app finds its Oche: set at build time, changed by an organiser on the board login. */
  settings: DeviceSettingsStore
}

export type NativeShellState = {
  /** A newer web bundle that is ready to install, shown only while no game is being scored. */
  update: { version: string } | null
  /** The back button was pressed during a game: ask before leaving it. */
  confirmLeaveGame: boolean
}

/** The server addresses of a self-hosted Oche, as this device uses them. */
export type DeviceSettings = {
  /** The API's base URL, `https://oche.example/api`. */
  apiUrl: string
  /** The realtime (Pusher protocol) server's host, `oche.example` or `realtime.example:6001`; empty: the server's. */
  realtimeHost: string
}

export type DeviceSettingsStore = {
  /** What the app runs with now. */
  current: DeviceSettings
  /** What the build was made with (Vite env at build time). */
  defaults: DeviceSettings
  /** The build id of the running web bundle. */
  buildId: string
  /** Stores new settings on the device and restarts the app with them. */
  save: (settings: DeviceSettings) => Promise<void>
}
