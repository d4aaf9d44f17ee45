import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { useLocalValue } from '../preferences/local-flag'
import { storageKeys } from '../preferences/storage-keys'
import { isColourModePreference, type ColourModePreference, type ResolvedColourMode } from './colour-mode'

const darkQuery = '(prefers-color-scheme: dark)'
function subscribeToSystem(listener: () => void) {
  const query = matchMedia(darkQuery)
  query.addEventListener('change', listener)
  return () => query.removeEventListener('change', listener)
}

/** The colour mode: the stored preference, what it resolves to (following the OS live for `system`), and a setter. */
export function useColourMode(forced?: ResolvedColourMode) {
  const [stored, store] = useLocalValue(storageKeys.colourMode)
  const preference: ColourModePreference = isColourModePreference(stored) ? stored : 'system'
  const systemIsDark = useSyncExternalStore(
    subscribeToSystem,
    () => matchMedia(darkQuery).matches,
    () => false,
  )
  const resolved: ResolvedColourMode =
    forced ?? (preference === 'system' ? (systemIsDark ? 'dark' : 'light') : preference)

  useEffect(() => {
    const root = document.documentElement
    root.classList.toggle('dark', resolved === 'dark')
    root.style.colorScheme = resolved
    if (forced) root.setAttribute('data-forced-colour-mode', forced)
    else root.removeAttribute('data-forced-colour-mode')
  }, [resolved, forced])

  const setPreference = useCallback((next: ColourModePreference) => store(next), [store])
  return { preference, resolved, isForced: forced !== undefined, setPreference }
}
