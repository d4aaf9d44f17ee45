import { describe, expect, it, vi } from 'vitest'
import {
  buildDefaults,
  createDeviceSettingsStore,
  loadDeviceSettings,
  realtimeOverride,
  settingsKeys,
  updateManifestUrl,
  type KeyValueStorage,
} from './device-settings'

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial))
  const storage: KeyValueStorage = {
    get: async (key) => values.get(key) ?? null,
    set: async (key, value) => void values.set(key, value),
    remove: async (key) => void values.delete(key),
  }
  return { storage, values }
}

const defaults = buildDefaults({ VITE_OCHE_API_URL: 'https://oche.example/api', VITE_OCHE_REALTIME_HOST: '' })

describe('the device’s settings', () => {
  it('come from the build (Vite env), `/api` without one', () => {
    expect(defaults).toEqual({ apiUrl: 'https://oche.example/api', realtimeHost: '' })
    expect(buildDefaults({})).toEqual({ apiUrl: '/api', realtimeHost: '' })
  })

  it('are what an organiser stored on the device, over the build’s', async () => {
    const { storage } = memoryStorage({ [settingsKeys.apiUrl]: 'https://club.example/api' })
    await expect(loadDeviceSettings(storage, defaults)).resolves.toEqual({
      apiUrl: 'https://club.example/api',
      realtimeHost: '',
    })
  })

  it('fall back to the build’s when the storage cannot be read', async () => {
    const storage: KeyValueStorage = {
      get: () => Promise.reject(new Error('no storage')),
      set: async () => undefined,
      remove: async () => undefined,
    }
    await expect(loadDeviceSettings(storage, defaults)).resolves.toEqual(defaults)
  })

  it('are stored without a trailing slash and the app restarts with them', async () => {
    const { storage, values } = memoryStorage()
    const restart = vi.fn()
    const store = createDeviceSettingsStore({ storage, current: defaults, defaults, buildId: 'b1', restart })
    await store.save({ apiUrl: ' https://club.example/api/ ', realtimeHost: 'ws.club.example:6001' })
    expect(Object.fromEntries(values)).toEqual({
      [settingsKeys.apiUrl]: 'https://club.example/api',
      [settingsKeys.realtimeHost]: 'ws.club.example:6001',
    })
    expect(restart).toHaveBeenCalledOnce()
    await expect(loadDeviceSettings(storage, defaults)).resolves.toEqual({
      apiUrl: 'https://club.example/api',
      realtimeHost: 'ws.club.example:6001',
    })
  })

  it('equal to the build’s, are forgotten on the device so a later build’s apply', async () => {
    const { storage, values } = memoryStorage({ [settingsKeys.apiUrl]: 'https://club.example/api' })
    const store = createDeviceSettingsStore({ storage, current: defaults, defaults, buildId: 'b1', restart: vi.fn() })
    await store.save(defaults)
    expect(values.size).toBe(0)
  })
})

describe('the realtime host setting', () => {
  it('is a host with an optional port, empty for the server’s own', () => {
    expect(realtimeOverride('')).toBeNull()
    expect(realtimeOverride('ws.club.example')).toEqual({ host: 'ws.club.example' })
    expect(realtimeOverride(' ws.club.example:6001 ')).toEqual({ host: 'ws.club.example', port: 6001 })
    expect(realtimeOverride('https://ws.club.example')).toBeNull()
  })
})

describe('the update manifest’s address', () => {
  it('is beside the web host’s build file on the API’s origin, unless the build names one', () => {
    expect(updateManifestUrl('https://oche.example/api')).toBe('https://oche.example/builds/tablet/latest.json')
    expect(updateManifestUrl('https://oche.example/api', 'https://cdn.example/t.json')).toBe(
      'https://cdn.example/t.json',
    )
    expect(updateManifestUrl('/api')).toBeNull()
  })
})
