import { useEffect, useState, useSyncExternalStore, type ComponentProps, type ComponentType } from 'react'
import type { Toaster as Sonner } from 'sonner'
import { isToasterWanted, subscribeToToasterWanted, toasterFailed, wantToaster } from './toast'

export { toast, type Toast } from './toast'

/** The spec's toast constants (section 9); sonner's own defaults differ in places, so they are set explicitly. */
export const toasterDefaults = {
  duration: 4000,
  visibleToasts: 3,
  gap: 14,
  width: 356,
  position: 'bottom-right',
  hotkey: ['altKey', 'KeyT'],
} as const

export type ToasterProps = Omit<
  ComponentProps<typeof Sonner>,
  'theme' | 'containerAriaLabel' | 'customAriaLabel' | 'closeButton'
> & {
  /** Accessible name of the notifications region (the spec's "Notifications", translated). */
  containerAriaLabel?: string
  /** Accessible name of each toast's close button ("Close", translated). */
  closeButtonLabel?: string
}

/** Sonner's toaster once its chunk came: every later `Toaster` (a page drawn after) draws it at once. */
let loadedToaster: ComponentType<ToasterProps> | undefined

/**
 * What a toast mostly answers: a button or a menu item pressed, typing into a form, sending one; the toaster gets
 * ready at the page's first (docs/adr/030). Not a link followed, a touch or a key alone, which may only read on.
 */
const firstActs = ['click', 'input', 'submit'] as const

function getReady(event: Event) {
  if (event.type !== 'click') return wantToaster()
  if (event.target instanceof Element && event.target.closest('button, [role^="menuitem"]')) wantToaster()
}

/**
 * Where toasts appear: mount once per app, then call `toast()`, `toast.success()`, `toast.promise()`… from
 * anywhere. Bottom-right, 4 s, at most three visible, Alt+T to reach them. Sonner's code (about 8 kB) loads with the
 * page's first button pressed or typing, or with its first toast if that comes before; until then nothing is drawn,
 * and Alt+T has no toast to reach.
 */
export function Toaster(props: ToasterProps) {
  const isWanted = useSyncExternalStore(subscribeToToasterWanted, isToasterWanted, () => false)
  // Not React.lazy: a chunk that fails to load (a venue's Wi-Fi, a new build) must not reach an error boundary and
  // take the page, and what the user typed, with it. It is asked for again with the next press or toast.
  const [SonnerToaster, setSonnerToaster] = useState(() => loadedToaster)
  useEffect(() => {
    if (isWanted) return
    const options = { capture: true, passive: true } as const
    for (const name of firstActs) window.addEventListener(name, getReady, options)
    return () => {
      for (const name of firstActs) window.removeEventListener(name, getReady, options)
    }
  }, [isWanted])
  useEffect(() => {
    if (!isWanted || SonnerToaster) return
    let isCurrent = true
    import('./sonner-toaster').then(
      (module) => {
        loadedToaster = module.SonnerToaster
        if (isCurrent) setSonnerToaster(() => module.SonnerToaster)
      },
      () => toasterFailed(),
    )
    return () => {
      isCurrent = false
    }
  }, [isWanted, SonnerToaster])
  return isWanted && SonnerToaster ? <SonnerToaster {...props} /> : null
}
