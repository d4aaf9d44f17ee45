import type { ReactNode } from 'react'
import type { ExternalToast, toast as sonnerToast } from 'sonner'

type SonnerToast = typeof sonnerToast
type Title = Parameters<SonnerToast>[0]
type ToastId = string | number
type Show = (message: Title, data?: ExternalToast) => ToastId

/**
 * `toast()` and its kinds, as sonner has them, without sonner on the page: a page that never shows a toast (most
 * visits) does not load its code. The first call asks the mounted `Toaster` to load; what is asked for until its live
 * region is on screen waits, in order, and is shown then (so a screen reader announces it).
 */
export type Toast = Show & {
  success: Show
  error: Show
  info: Show
  warning: Show
  loading: (message: Title | ReactNode, data?: ExternalToast) => ToastId
  message: Show
  promise: SonnerToast['promise']
  dismiss: (id?: ToastId) => ToastId | undefined
}

let loaded: SonnerToast | undefined
let isWanted = false
let counter = 0
const waiting: ((toast: SonnerToast) => unknown)[] = []
const listeners = new Set<() => void>()

/**
 * Asks the mounted `Toaster` to load sonner and draw its live region, before any toast: called with the first toast,
 * and by the `Toaster` itself on the page's first click or typing, as toasts mostly answer what a user did.
 */
export function wantToaster(): void {
  if (isWanted) return
  isWanted = true
  for (const listener of listeners) listener()
}

/**
 * Sonner's code could not be loaded (offline, or a new build replaced the old chunks): nothing is drawn, what waits
 * keeps waiting, and the next press or toast asks again.
 */
export function toasterFailed(): void {
  if (!isWanted || loaded) return
  isWanted = false
  for (const listener of listeners) listener()
}

/** Runs a call on sonner's `toast` now, or once the toaster is there (asking for it). */
function call<R>(run: (toast: SonnerToast) => R, pending: () => R): R {
  if (loaded) return run(loaded)
  waiting.push(run)
  wantToaster()
  return pending()
}

/** A toast asked for before sonner is there gets its id now, so that the caller can dismiss or update it. */
function kind(pick: (toast: SonnerToast) => Show): Show {
  return (message, data) => {
    if (loaded) return pick(loaded)(message, data)
    const id = data?.id ?? `toast-${++counter}`
    return call(
      (toast) => pick(toast)(message, { ...data, id }),
      () => id,
    )
  }
}

/** Shows a toast (`toast('Saved')`, `toast.success(…)`, `toast.error(…)`…) in the app's `Toaster`; see `Toast`. */
export const toast: Toast = Object.assign(
  kind((toast) => toast),
  {
    success: kind((toast) => toast.success),
    error: kind((toast) => toast.error),
    info: kind((toast) => toast.info),
    warning: kind((toast) => toast.warning),
    loading: kind((toast) => toast.loading),
    message: kind((toast) => toast.message),
    promise: ((promise, data) => {
      if (loaded) return loaded.promise(promise, data)
      // Started once, now; sonner's own answer (an id with `unwrap`) comes later, so `unwrap` is the promise itself.
      const started = typeof promise === 'function' ? promise() : promise
      const id = `toast-${++counter}`
      call(
        (toast) => toast.promise(started, { ...data, id } as typeof data),
        () => undefined,
      )
      return Object.assign(id, { unwrap: () => started })
    }) as SonnerToast['promise'],
    dismiss: (id?: ToastId) => {
      if (loaded) return loaded.dismiss(id)
      // Nothing was shown yet: a dismissal only matters for what waits.
      if (waiting.length === 0) return id
      return call(
        (toast) => toast.dismiss(id),
        () => id,
      )
    },
  },
)

/** Whether a toast was asked for, so the `Toaster` loads sonner (false on the server and until the first toast). */
export function isToasterWanted(): boolean {
  return isWanted
}

/** For `useSyncExternalStore`: tells the `Toaster` when the first toast is asked for. */
export function subscribeToToasterWanted(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Called by the loaded toaster once its live region is on screen: what waits is shown, in order. */
export function toasterReady(toast: SonnerToast): void {
  loaded = toast
  for (const run of waiting.splice(0)) run(toast)
}
