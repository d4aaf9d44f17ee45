import { describe, expect, it, vi } from 'vitest'
import type { DeviceSettingsStore } from '@oche/screens'
import { createNativeShell, type AvailableUpdate, type NativeDevice } from './native-shell'

const settings: DeviceSettingsStore = {
  current: { apiUrl: 'https://oche.example/api', realtimeHost: '' },
  defaults: { apiUrl: 'https://oche.example/api', realtimeHost: '' },
  buildId: 'b1',
  save: async () => undefined,
}

/** A device whose plugins are fakes: the test presses its back button, resumes it and offers updates. */
function fakeDevice(update: AvailableUpdate | null = null) {
  let back: ((event: { canGoBack: boolean }) => void) | undefined
  let resume: (() => void) | undefined
  const device = {
    onBackButton: vi.fn((handler: (event: { canGoBack: boolean }) => void) => {
      back = handler
      return () => (back = undefined)
    }),
    onResume: vi.fn((handler: () => void) => {
      resume = handler
      return () => (resume = undefined)
    }),
    exitApp: vi.fn(),
    keepAwake: vi.fn(),
    updater: {
      ready: vi.fn(async () => undefined),
      check: vi.fn(async () => update),
      install: vi.fn(async () => undefined),
    },
  } satisfies NativeDevice
  return {
    device,
    pressBack: (canGoBack = true) => back?.({ canGoBack }),
    resume: () => resume?.(),
  }
}

function setUp({ path = '/tablet', update = null }: { path?: string; update?: AvailableUpdate | null } = {}) {
  const fake = fakeDevice(update)
  const navigation = {
    path,
    isHome: () => ['/tablet', '/tablet/login'].includes(navigation.path),
    back: vi.fn(),
    home: vi.fn(),
  }
  const shell = createNativeShell({ device: fake.device, navigation, settings })
  return { ...fake, navigation, shell }
}

describe('the hardware back button', () => {
  it('goes back in the app’s navigation away from the home screen', () => {
    const { shell, pressBack, navigation, device } = setUp({ path: '/profile' })
    pressBack(true)
    expect(navigation.back).toHaveBeenCalledOnce()
    expect(device.exitApp).not.toHaveBeenCalled()
    expect(shell.getSnapshot().confirmLeaveGame).toBe(false)
  })

  it('goes to the tablet’s home screen when there is nothing to go back to, without leaving the app', () => {
    const { pressBack, navigation, device } = setUp({ path: '/profile' })
    pressBack(false)
    expect(navigation.home).toHaveBeenCalledOnce()
    expect(device.exitApp).not.toHaveBeenCalled()
  })

  it('leaves the app from the tablet’s home screen', () => {
    const { pressBack, device, navigation } = setUp({ path: '/tablet' })
    pressBack(true)
    expect(device.exitApp).toHaveBeenCalledOnce()
    expect(navigation.back).not.toHaveBeenCalled()
  })

  it('never leaves a running game: it asks first, and “Keep scoring” stays', () => {
    const { shell, pressBack, device, navigation } = setUp({ path: '/tablet' })
    shell.setScoring(true)
    const listener = vi.fn()
    shell.subscribe(listener)
    pressBack(true)
    expect(shell.getSnapshot().confirmLeaveGame).toBe(true)
    expect(listener).toHaveBeenCalled()
    expect(device.exitApp).not.toHaveBeenCalled()
    shell.answerLeaveGame(false)
    expect(shell.getSnapshot().confirmLeaveGame).toBe(false)
    expect(device.exitApp).not.toHaveBeenCalled()
    expect(navigation.back).not.toHaveBeenCalled()
  })

  it('pressed again while asking, it closes the question and stays in the game', () => {
    const { shell, pressBack, device } = setUp({ path: '/tablet' })
    shell.setScoring(true)
    pressBack()
    pressBack()
    expect(shell.getSnapshot().confirmLeaveGame).toBe(false)
    expect(device.exitApp).not.toHaveBeenCalled()
  })

  it('closes an open dialog first, in a game or out of one', () => {
    const { shell, pressBack, navigation, device } = setUp({ path: '/tablet' })
    let open = true
    const closeOverlay = vi.fn(() => {
      const wasOpen = open
      open = false
      return wasOpen
    })
    Object.assign(navigation, { closeOverlay })
    shell.setScoring(true)
    pressBack()
    expect(closeOverlay).toHaveBeenCalledOnce()
    expect(shell.getSnapshot().confirmLeaveGame).toBe(false)
    expect(device.exitApp).not.toHaveBeenCalled()
    pressBack()
    expect(shell.getSnapshot().confirmLeaveGame).toBe(true)
    expect(navigation.back).not.toHaveBeenCalled()
  })

  it('leaves the game when the players confirm: back in navigation, or out of the app from home', () => {
    const away = setUp({ path: '/tablet/league' })
    away.shell.setScoring(true)
    away.pressBack(true)
    away.shell.answerLeaveGame(true)
    expect(away.navigation.back).toHaveBeenCalledOnce()

    const home = setUp({ path: '/tablet' })
    home.shell.setScoring(true)
    home.pressBack(true)
    home.shell.answerLeaveGame(true)
    expect(home.device.exitApp).toHaveBeenCalledOnce()
  })
})

describe('keep-awake', () => {
  it('keeps the screen on while a game is scored and lets it sleep after', () => {
    const { shell, device } = setUp()
    shell.setScoring(true)
    shell.setScoring(true)
    expect(device.keepAwake.mock.calls).toEqual([[true]])
    shell.setScoring(false)
    expect(device.keepAwake.mock.calls).toEqual([[true], [false]])
  })
})

describe('the update prompt', () => {
  const update = { version: '1.5.0', bundleId: 'bundle-7' }

  it('offers a newer bundle and installs it on confirm', async () => {
    const { shell, device } = setUp({ update })
    await shell.checkForUpdate()
    expect(shell.getSnapshot().update).toEqual({ version: '1.5.0' })
    await shell.applyUpdate()
    expect(device.updater.install).toHaveBeenCalledWith(update)
  })

  it('declined, it goes away and stays away for that version', async () => {
    const { shell, device, resume } = setUp({ update })
    await shell.checkForUpdate()
    shell.declineUpdate()
    expect(shell.getSnapshot().update).toBeNull()
    resume()
    await vi.waitFor(() => expect(device.updater.check).toHaveBeenCalledTimes(2))
    expect(shell.getSnapshot().update).toBeNull()
    expect(device.updater.install).not.toHaveBeenCalled()
  })

  it('comes back for a newer version than the one declined', async () => {
    const { shell, device } = setUp({ update })
    await shell.checkForUpdate()
    shell.declineUpdate()
    device.updater.check.mockResolvedValueOnce({ version: '1.6.0', bundleId: 'bundle-8' })
    await shell.checkForUpdate()
    expect(shell.getSnapshot().update).toEqual({ version: '1.6.0' })
  })

  it('waits for the end of a game: not shown while scoring, and never installed then', async () => {
    const { shell, device } = setUp({ update })
    shell.setScoring(true)
    await shell.checkForUpdate()
    expect(shell.getSnapshot().update).toBeNull()
    await shell.applyUpdate()
    expect(device.updater.install).not.toHaveBeenCalled()
    shell.setScoring(false)
    expect(shell.getSnapshot().update).toEqual({ version: '1.5.0' })
  })

  it('shows nothing when there is no newer bundle or the check fails', async () => {
    const { shell, device } = setUp()
    await shell.checkForUpdate()
    expect(shell.getSnapshot().update).toBeNull()
    device.updater.check.mockRejectedValueOnce(new Error('offline'))
    await shell.checkForUpdate()
    expect(shell.getSnapshot().update).toBeNull()
  })
})

describe('resume', () => {
  it('runs what the screens registered, and looks for an update again', async () => {
    const { shell, resume, device } = setUp()
    const reloadUser = vi.fn()
    const stop = shell.onResume(reloadUser)
    resume()
    expect(reloadUser).toHaveBeenCalledOnce()
    await vi.waitFor(() => expect(device.updater.check).toHaveBeenCalledOnce())
    stop()
    resume()
    expect(reloadUser).toHaveBeenCalledOnce()
  })

  it('stops listening to the device once disposed', () => {
    const { shell, pressBack, device } = setUp({ path: '/tablet' })
    shell.dispose()
    pressBack()
    expect(device.exitApp).not.toHaveBeenCalled()
  })
})
