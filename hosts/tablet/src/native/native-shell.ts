import type { DeviceSettingsStore, NativeShell, NativeShellState } from '@oche/screens'

/** A newer web bundle, downloaded and checked, ready to be switched to. */
export type AvailableUpdate = { version: string; bundleId: string }

/** The device's side of the shell: each part is a Capacitor plugin in the app, a fake in the tests. */
export type NativeDevice = {
  /** The hardware back button; `canGoBack` is whether the web view has history to go back to. */
  onBackButton: (handler: (event: { canGoBack: boolean }) => void) => () => void
  /** The app comes back to the foreground. */
  onResume: (handler: () => void) => () => void
  /** Leaves the app (to the tablet's launcher). */
  exitApp: () => void
  /** Keeps the screen on (`true`) or lets it sleep again (`false`). */
  keepAwake: (on: boolean) => void
  updater: Updater
}

export type Updater = {
  /** Tells the updater that the running bundle started fine (else it rolls back to the previous one). */
  ready: () => Promise<void>
  /** Looks for a newer bundle than the running one and downloads it; null when there is none (or it failed). */
  check: () => Promise<AvailableUpdate | null>
  /** Switches to the downloaded bundle: the app restarts in it. */
  install: (update: AvailableUpdate) => Promise<void>
}

/** What the shell needs of the app's navigation. */
export type ShellNavigation = {
  /** The tablet's home screen (the board, or its login): the only place the back button leaves the app from. */
  isHome: () => boolean
  back: () => void
  home: () => void
  /** Closes an open dialog or menu, as Escape does; false when none is open. */
  closeOverlay?: () => boolean
}

export type NativeShellController = NativeShell & {
  /** Checks for a newer bundle now (on start and on every resume). */
  checkForUpdate: () => Promise<void>
  /** Removes the plugin listeners. */
  dispose: () => void
}

/**
 * The native shell's behaviour, apart from the plugins: the back button goes back, asks before leaving a game and
 * leaves the app only from the home screen; the screen stays on while a game is scored; an update is offered only
 * between games; resume listeners run and updates are looked for again.
 */
export function createNativeShell({
  device,
  navigation,
  settings,
}: {
  device: NativeDevice
  navigation: ShellNavigation
  settings: DeviceSettingsStore
}): NativeShellController {
  let scoring = false
  let confirmLeaveGame = false
  let available: AvailableUpdate | null = null
  let declined: string | null = null
  let canGoBack = false
  let snapshot: NativeShellState = { update: null, confirmLeaveGame: false }
  const listeners = new Set<() => void>()
  const resumeListeners = new Set<() => void>()

  const publish = () => {
    const update = available && !scoring && available.version !== declined ? { version: available.version } : null
    if (update?.version === snapshot.update?.version && confirmLeaveGame === snapshot.confirmLeaveGame) return
    snapshot = { update, confirmLeaveGame }
    for (const listener of listeners) listener()
  }

  const leave = () => {
    if (navigation.isHome()) device.exitApp()
    else if (canGoBack) navigation.back()
    else navigation.home()
  }

  const checkForUpdate = async () => {
    const found = await device.updater.check().catch(() => null)
    if (found) available = found
    publish()
  }

  const stopBack = device.onBackButton((event) => {
    canGoBack = event.canGoBack
    if (confirmLeaveGame) {
      // Back again while asked: stay in the game.
      confirmLeaveGame = false
      publish()
    } else if (navigation.closeOverlay?.()) {
      // A dialog or menu was open: back closes it, as on any Android screen.
    } else if (scoring) {
      confirmLeaveGame = true
      publish()
    } else leave()
  })
  const stopResume = device.onResume(() => {
    for (const listener of resumeListeners) listener()
    void checkForUpdate()
  })

  return {
    setScoring: (next) => {
      if (next === scoring) return
      scoring = next
      device.keepAwake(next)
      if (!next) confirmLeaveGame = false
      publish()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => snapshot,
    applyUpdate: async () => {
      // Never in the middle of a game: the prompt is not shown then, and a late tap does nothing.
      if (!available || scoring) return
      await device.updater.install(available)
    },
    declineUpdate: () => {
      declined = available?.version ?? null
      publish()
    },
    answerLeaveGame: (answer) => {
      confirmLeaveGame = false
      publish()
      if (answer) leave()
    },
    onResume: (listener) => {
      resumeListeners.add(listener)
      return () => resumeListeners.delete(listener)
    },
    settings,
    checkForUpdate,
    dispose: () => {
      stopBack()
      stopResume()
    },
  }
}
