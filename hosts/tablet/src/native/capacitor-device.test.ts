import { beforeEach, describe, expect, it, vi } from 'vitest'

// The plugins at their JavaScript boundary: what the app asks of Android.
const listeners = new Map<string, (event?: unknown) => void>()
const remove = vi.fn(async () => undefined)
vi.mock('@capacitor/app', () => ({
  App: {
    addListener: vi.fn(async (name: string, handler: (event?: unknown) => void) => {
      listeners.set(name, handler)
      return { remove }
    }),
    exitApp: vi.fn(async () => undefined),
  },
}))
vi.mock('@capacitor/network', () => ({
  Network: {
    addListener: vi.fn(async (name: string, handler: (event?: unknown) => void) => {
      listeners.set(name, handler)
      return { remove }
    }),
  },
}))
vi.mock('@capacitor-community/keep-awake', () => ({
  KeepAwake: { keepAwake: vi.fn(async () => undefined), allowSleep: vi.fn(async () => undefined) },
}))
vi.mock('@capacitor/status-bar', () => ({
  Style: { Dark: 'DARK', Light: 'LIGHT', Default: 'DEFAULT' },
  StatusBar: { setStyle: vi.fn(async () => undefined), setBackgroundColor: vi.fn(async () => undefined) },
}))
vi.mock('@capacitor/preferences', () => {
  const values = new Map<string, string>()
  return {
    Preferences: {
      get: vi.fn(async ({ key }: { key: string }) => ({ value: values.get(key) ?? null })),
      set: vi.fn(async ({ key, value }: { key: string; value: string }) => void values.set(key, value)),
      remove: vi.fn(async ({ key }: { key: string }) => void values.delete(key)),
    },
  }
})

const { App } = await import('@capacitor/app')
const { KeepAwake } = await import('@capacitor-community/keep-awake')
const { StatusBar } = await import('@capacitor/status-bar')
const { capacitorDevice, paintSystemBars, preferencesStorage, relayNetworkRestored } =
  await import('./capacitor-device')
const { createNativeShell } = await import('./native-shell')
const { createDeviceSettingsStore } = await import('./device-settings')

const updater = { ready: vi.fn(async () => undefined), check: vi.fn(async () => null), install: vi.fn() }
const flush = () => new Promise((resolve) => setImmediate(resolve))

function startShell(path: string) {
  const settings = createDeviceSettingsStore({
    storage: preferencesStorage,
    current: { apiUrl: '/api', realtimeHost: '' },
    defaults: { apiUrl: '/api', realtimeHost: '' },
    buildId: '',
    restart: vi.fn(),
  })
  const navigation = { isHome: () => path === '/tablet', back: vi.fn(), home: vi.fn() }
  return { shell: createNativeShell({ device: capacitorDevice(updater), navigation, settings }), navigation }
}

beforeEach(() => {
  vi.clearAllMocks()
  listeners.clear()
})

describe('the native shell on the Capacitor plugins', () => {
  it('the back button during a game asks, and out of one at home leaves the app', async () => {
    const { shell } = startShell('/tablet')
    shell.setScoring(true)
    listeners.get('backButton')?.({ canGoBack: true })
    expect(shell.getSnapshot().confirmLeaveGame).toBe(true)
    expect(App.exitApp).not.toHaveBeenCalled()
    shell.answerLeaveGame(false)
    shell.setScoring(false)
    listeners.get('backButton')?.({ canGoBack: true })
    expect(App.exitApp).toHaveBeenCalledOnce()
  })

  it('the back button elsewhere goes back in the web view', () => {
    const { navigation } = startShell('/tournaments')
    listeners.get('backButton')?.({ canGoBack: true })
    expect(navigation.back).toHaveBeenCalledOnce()
    expect(App.exitApp).not.toHaveBeenCalled()
  })

  it('keeps the screen awake while scoring, and lets it sleep after', () => {
    const { shell } = startShell('/tablet')
    shell.setScoring(true)
    expect(KeepAwake.keepAwake).toHaveBeenCalledOnce()
    expect(KeepAwake.allowSleep).not.toHaveBeenCalled()
    shell.setScoring(false)
    expect(KeepAwake.allowSleep).toHaveBeenCalledOnce()
  })

  it('runs the resume listeners when Android brings the app back', () => {
    const { shell } = startShell('/tablet')
    const reloadUser = vi.fn()
    shell.onResume(reloadUser)
    listeners.get('resume')?.()
    expect(reloadUser).toHaveBeenCalledOnce()
  })

  it('removes its plugin listeners when disposed', async () => {
    const { shell } = startShell('/tablet')
    shell.dispose()
    await flush()
    expect(remove).toHaveBeenCalledTimes(2)
  })

  it('paints the system bars black in dark mode and white in light (spec §9)', async () => {
    await paintSystemBars(true)
    expect(StatusBar.setBackgroundColor).toHaveBeenLastCalledWith({ color: '#000000' })
    expect(StatusBar.setStyle).toHaveBeenLastCalledWith({ style: 'DARK' })
    await paintSystemBars(false)
    expect(StatusBar.setBackgroundColor).toHaveBeenLastCalledWith({ color: '#ffffff' })
    expect(StatusBar.setStyle).toHaveBeenLastCalledWith({ style: 'LIGHT' })
  })

  it('keeps the device settings in @capacitor/preferences', async () => {
    await preferencesStorage.set('oche.apiUrl', 'https://club.example/api')
    await expect(preferencesStorage.get('oche.apiUrl')).resolves.toBe('https://club.example/api')
    await preferencesStorage.remove('oche.apiUrl')
    await expect(preferencesStorage.get('oche.apiUrl')).resolves.toBeNull()
  })

  it('tells the page it is online again when Android reports the network back, so the outbox syncs', () => {
    const target = { dispatchEvent: vi.fn((_event: Event) => true) }
    relayNetworkRestored(target)
    listeners.get('networkStatusChange')?.({ connected: false, connectionType: 'none' })
    expect(target.dispatchEvent).not.toHaveBeenCalled()
    listeners.get('networkStatusChange')?.({ connected: true, connectionType: 'wifi' })
    expect(target.dispatchEvent).toHaveBeenCalledOnce()
    expect(target.dispatchEvent.mock.calls[0]?.[0]).toMatchObject({ type: 'online' })
  })
})
