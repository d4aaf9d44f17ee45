import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { preloader } from './preloader'

describe('preloader', () => {
  const unhandled: unknown[] = []
  const onUnhandled = (reason: unknown) => unhandled.push(reason)

  beforeEach(() => {
    unhandled.length = 0
    process.on('unhandledRejection', onUnhandled)
  })

  afterEach(() => {
    process.off('unhandledRejection', onUnhandled)
  })

  // Node reports an unhandled rejection once the microtasks are done; a macrotask later it has had its chance.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

  it('starts the load on the first call and not again while it is under way or once it has come', async () => {
    let finish = () => {}
    const load = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const preload = preloader(load)

    preload()
    expect(load).toHaveBeenCalledTimes(1)
    preload()
    expect(load).toHaveBeenCalledTimes(1)

    finish()
    await settle()
    preload()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('swallows a failed load, so the page reports no unhandled rejection', async () => {
    const preload = preloader(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))

    expect(() => preload()).not.toThrow()
    await settle()

    expect(unhandled).toEqual([])
  })

  it('loads again on the next call after a failed load', async () => {
    const load = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({})
    const preload = preloader(load)

    preload()
    await settle()
    preload()

    expect(load).toHaveBeenCalledTimes(2)
  })
})
