import { useEffect, useSyncExternalStore } from 'react'
import { usePlatform } from '../../../app/platform/platform-context'
import type { NativeShellState } from '../../../app/platform/native-shell'

const noShellState: NativeShellState = { update: null, confirmLeaveGame: false }
const noSubscription = () => () => undefined

/**
 * Tells the native shell (when there is one) that a game is being scored while `active`: the screen stays on, the
 * back button asks before leaving the game and no update is offered until it is over.
 */
export function useScoringActivity(active: boolean) {
  const { native } = usePlatform()
  useEffect(() => {
    if (!native || !active) return
    native.setScoring(true)
    return () => native.setScoring(false)
  }, [native, active])
}

/** The native shell's prompts; nothing to ask in a browser. */
export function useNativeShellState(): NativeShellState {
  const { native } = usePlatform()
  return useSyncExternalStore(
    native?.subscribe ?? noSubscription,
    () => native?.getSnapshot() ?? noShellState,
    () => noShellState,
  )
}
