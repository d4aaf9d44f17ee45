import type { ReactNode } from 'react'
import { fn } from 'storybook/test'
import { PlatformProvider, usePlatform } from '../../../app/platform/platform-context'
import type { DeviceSettingsStore, NativeShell, NativeShellState } from '../../../app/platform/native-shell'

/** Stories only: a native shell as the tablet app gives it, driven by the story (resume, back button, updates). */
export type StoryShell = NativeShell & {
  /** The app comes back to the foreground. */
  resume: () => void
  /** The hardware back button: during a game the shell asks first. */
  pressBack: () => void
  /** A newer bundle was downloaded. */
  offer: (version: string) => void
  isScoring: () => boolean
}

export function storySettings(overrides: Partial<DeviceSettingsStore> = {}): DeviceSettingsStore {
  return {
    current: { apiUrl: 'https://oche.example.org/api', realtimeHost: '' },
    defaults: { apiUrl: 'https://oche.example.org/api', realtimeHost: '' },
    buildId: '2026.11.26-1',
    save: fn(async () => undefined),
    ...overrides,
  }
}

export function createStoryShell(settings: DeviceSettingsStore = storySettings()): StoryShell {
  let scoring = false
  let offered: string | null = null
  let state: NativeShellState = { update: null, confirmLeaveGame: false }
  const listeners = new Set<() => void>()
  const resumeListeners = new Set<() => void>()
  const set = (next: Partial<NativeShellState>) => {
    state = { ...state, ...next }
    for (const listener of listeners) listener()
  }
  const publishUpdate = () => set({ update: offered && !scoring ? { version: offered } : null })
  return {
    setScoring: fn((next: boolean) => {
      scoring = next
      publishUpdate()
    }),
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => state,
    applyUpdate: fn(async () => undefined),
    declineUpdate: fn(() => {
      offered = null
      publishUpdate()
    }),
    answerLeaveGame: fn(() => set({ confirmLeaveGame: false })),
    onResume: (listener) => {
      resumeListeners.add(listener)
      return () => resumeListeners.delete(listener)
    },
    settings,
    resume: () => {
      for (const listener of resumeListeners) listener()
    },
    pressBack: () => {
      if (scoring) set({ confirmLeaveGame: true })
    },
    offer: (version) => {
      offered = version
      publishUpdate()
    },
    isScoring: () => scoring,
  }
}

/** Stories only: the story's platform, with `shell` as its native app shell. */
export function WithNativeShell({ shell, children }: { shell: NativeShell; children: ReactNode }) {
  const platform = usePlatform()
  return <PlatformProvider value={{ ...platform, native: shell }}>{children}</PlatformProvider>
}
