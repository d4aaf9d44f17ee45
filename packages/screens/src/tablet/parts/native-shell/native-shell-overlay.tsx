import { eventBoardQueries } from '@oche/api'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { usePlatform } from '../../../app/platform/platform-context'
import { useSession } from '../../../app/session/session-provider'
import { LeaveGameDialog } from './leave-game-dialog'
import { UpdatePrompt } from './update-prompt'
import { useNativeShellState } from './use-scoring-activity'

/**
 * The native app's prompts and its return to the foreground, rendered by the tablet host beside the route: the
 * update prompt (between games only), "Leave the game?" after the back button, and on resume the signed-in user
 * is loaded again (spec section 4) and the board asks Oche for its state, so a board token revoked while the app
 * slept sends the tablet to its login. Renders nothing in a browser.
 */
export function NativeShellOverlay() {
  const { native, api } = usePlatform()
  const state = useNativeShellState()
  const session = useSession()
  const queryClient = useQueryClient()
  const latest = useRef({ session, api })
  useEffect(() => {
    latest.current = { session, api }
  }, [session, api])

  useEffect(() => {
    if (!native) return
    return native.onResume(() => {
      const { session: current, api: client } = latest.current
      if (current.status === 'authenticated') void current.loadUser({ force: true }).catch(() => undefined)
      void queryClient.invalidateQueries({ queryKey: eventBoardQueries.tabletState(client).queryKey })
    })
  }, [native, queryClient])

  if (!native) return null
  return (
    <>
      <UpdatePrompt
        version={state.update?.version ?? null}
        onUpdate={native.applyUpdate}
        onLater={native.declineUpdate}
      />
      <LeaveGameDialog open={state.confirmLeaveGame} onAnswer={native.answerLeaveGame} />
    </>
  )
}
