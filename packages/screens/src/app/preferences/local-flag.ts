import { useCallback, useSyncExternalStore } from 'react'

const listeners = new Set<() => void>()
function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => event.key && listener()
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function readLocal(key: string): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(key)
  } catch {
    return null
  }
}

export function writeLocal(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key)
    else localStorage.setItem(key, value)
  } catch {
    // Private mode or storage full: the preference lasts for this page only.
  }
  for (const listener of listeners) listener()
}

/** A persisted boolean flag in local storage (`tabletMode`, `showManage`), false by default. */
export function useLocalFlag(key: string): [boolean, (value: boolean) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => readLocal(key) === 'true',
    () => false,
  )
  const set = useCallback((next: boolean) => writeLocal(key, next ? 'true' : null), [key])
  return [value, set]
}

/** A persisted string in local storage. */
export function useLocalValue(key: string): [string | null, (value: string | null) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => readLocal(key),
    () => null,
  )
  const set = useCallback((next: string | null) => writeLocal(key, next), [key])
  return [value, set]
}
