import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { toast as sonnerToast } from 'sonner'
import type * as ToastModule from './toast'

let module: typeof ToastModule

// Each test starts as a fresh page does: no toast asked for, sonner not there.
beforeEach(async () => {
  vi.resetModules()
  module = await import('./toast')
})

/** sonner's `toast` as the loaded toaster hands it over: what it was asked to show, in order. */
function recordingSonner() {
  const calls: [string, unknown, unknown?][] = []
  const record =
    (kind: string) =>
    (message: unknown, data?: { id?: string | number }): string | number => {
      calls.push([kind, message, data])
      return data?.id ?? calls.length
    }
  const toast = Object.assign(record('toast'), {
    success: record('success'),
    error: record('error'),
    info: record('info'),
    warning: record('warning'),
    loading: record('loading'),
    message: record('message'),
    promise: record('promise'),
    dismiss: (id?: string | number) => {
      calls.push(['dismiss', id])
      return id ?? 0
    },
  }) as unknown as typeof sonnerToast
  return { toast, calls }
}

describe('toast before sonner is there', () => {
  it('asks for the toaster only when the first toast is asked for', () => {
    const listener = vi.fn()
    module.subscribeToToasterWanted(listener)
    expect(module.isToasterWanted()).toBe(false)
    module.toast.dismiss()
    expect(module.isToasterWanted()).toBe(false)
    module.toast.success('Score saved')
    module.toast.error('Could not save the visit')
    expect(module.isToasterWanted()).toBe(true)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('gets the toaster ready without a toast, and nothing waits then', () => {
    const listener = vi.fn()
    module.subscribeToToasterWanted(listener)
    module.wantToaster()
    module.wantToaster()
    expect(module.isToasterWanted()).toBe(true)
    expect(listener).toHaveBeenCalledTimes(1)
    const sonner = recordingSonner()
    module.toasterReady(sonner.toast)
    expect(sonner.calls).toEqual([])
    module.toast.info('Next match on board 2')
    expect(sonner.calls).toEqual([['info', 'Next match on board 2', undefined]])
  })

  it('keeps what waits when sonner could not be loaded, and asks again with the next toast', () => {
    const listener = vi.fn()
    module.subscribeToToasterWanted(listener)
    module.toast.success('Score saved')
    module.toasterFailed()
    expect(module.isToasterWanted()).toBe(false)
    module.toast.error('Could not save the visit')
    expect(module.isToasterWanted()).toBe(true)
    expect(listener).toHaveBeenCalledTimes(3)
    const sonner = recordingSonner()
    module.toasterReady(sonner.toast)
    expect(sonner.calls.map(([kind, message]) => [kind, message])).toEqual([
      ['success', 'Score saved'],
      ['error', 'Could not save the visit'],
    ])
  })

  it('shows what waited, in order and with the ids it gave, once the toaster is ready', () => {
    const first = module.toast.success('Score saved')
    const second = module.toast.loading('Connecting to board 4…', { id: 'board-4' })
    module.toast.dismiss(first)
    const sonner = recordingSonner()
    module.toasterReady(sonner.toast)
    expect(second).toBe('board-4')
    expect(sonner.calls).toEqual([
      ['success', 'Score saved', { id: first }],
      ['loading', 'Connecting to board 4…', { id: 'board-4' }],
      ['dismiss', first],
    ])
    expect(new Set([first, second]).size).toBe(2)
  })

  it('goes straight to sonner once it is there', () => {
    const sonner = recordingSonner()
    module.toasterReady(sonner.toast)
    expect(module.toast.warning('Connection is slow')).toBe(1)
    expect(sonner.calls).toEqual([['warning', 'Connection is slow', undefined]])
  })

  it('starts a promise once and unwraps to its result before the toaster is there', async () => {
    const start = vi.fn(() => Promise.resolve('saved'))
    const answer = module.toast.promise(start, { loading: 'Saving…', success: 'Saved' })
    await expect(answer!.unwrap()).resolves.toBe('saved')
    const sonner = recordingSonner()
    module.toasterReady(sonner.toast)
    expect(start).toHaveBeenCalledTimes(1)
    expect(sonner.calls[0]![0]).toBe('promise')
    expect(sonner.calls[0]![2]).toMatchObject({ id: String(answer), loading: 'Saving…', success: 'Saved' })
  })
})
