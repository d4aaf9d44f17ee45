import { describe, expect, it, vi } from 'vitest'

// In node there is no native platform: the app runs as it would in a browser.
vi.mock('@capacitor/core', () => ({ Capacitor: { isNativePlatform: () => false } }))
vi.mock('@capgo/capacitor-updater', () => ({ CapacitorUpdater: {} }))

const { bootTablet, hashPath, isHomePath } = await import('./boot')

describe('the tablet’s home screen', () => {
  it('is the board or its login, in any language', () => {
    expect(isHomePath(hashPath('#/tablet'))).toBe(true)
    expect(isHomePath(hashPath('#/nl/tablet/login?reason=revoked'))).toBe(true)
    expect(isHomePath(hashPath('#/de/tablet'))).toBe(true)
    expect(isHomePath(hashPath('#/tournaments'))).toBe(false)
    expect(isHomePath(hashPath(''))).toBe(false)
  })
})

describe('starting in a browser', () => {
  it('uses the build’s settings and has no native shell', async () => {
    await expect(
      bootTablet({ VITE_OCHE_API_URL: 'https://oche.example/api', VITE_OCHE_BUILD_ID: 'b7' } as ImportMetaEnv),
    ).resolves.toEqual({
      settings: { apiUrl: 'https://oche.example/api', realtimeHost: '' },
      buildId: 'b7',
      shell: null,
    })
  })
})
