import { useCallback, useRef } from 'react'
import { removeCookie } from '../preferences/cookies'
import { useLocalFlag } from '../preferences/local-flag'
import { storageKeys } from '../preferences/storage-keys'
import { usePlatform } from '../platform/platform-context'
import { routePath } from '../../routing/route-path'

/** Taps on the logo within this window that leave tablet mode. */
export const tabletExitTaps = 5
export const tabletExitWindowMs = 3000

/** Tablet mode (spec sections 2 and 4): a board tablet that shows only /tablet until the logo is tapped 5 times. */
export function useTabletMode() {
  const [isTabletMode, setTabletMode] = useLocalFlag(storageKeys.tabletMode)
  const { reload } = usePlatform()
  const taps = useRef<number[]>([])

  /** Call after the user confirmed: signs out locally, sets the flag, goes to /tablet. */
  const enter = useCallback(() => {
    removeCookie(storageKeys.token)
    removeCookie(storageKeys.impersonationToken)
    setTabletMode(true)
    reload(routePath('tablet'))
  }, [setTabletMode, reload])

  const exit = useCallback(() => {
    setTabletMode(false)
    reload('/')
  }, [setTabletMode, reload])

  /** The exit gesture: the fifth tap on the logo within three seconds leaves tablet mode. */
  const registerLogoTap = useCallback(() => {
    if (!isTabletMode) return false
    const now = Date.now()
    taps.current = [...taps.current.filter((at) => now - at < tabletExitWindowMs), now]
    if (taps.current.length < tabletExitTaps) return false
    taps.current = []
    exit()
    return true
  }, [isTabletMode, exit])

  return { isTabletMode, enter, exit, registerLogoTap }
}
