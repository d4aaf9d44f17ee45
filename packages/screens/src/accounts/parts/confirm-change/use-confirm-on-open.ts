import type { ConfirmedChange } from '@oche/api'
import type { UseMutationResult } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useSession } from '../../../app/session/session-provider'

/**
 * Sends the link's token once when the page opens (not twice under StrictMode), and reloads the signed-in
 * user afterwards so the header shows the new name or address.
 */
export function useConfirmOnOpen(
  mutation: UseMutationResult<ConfirmedChange, Error, { token: string }>,
  token: string | undefined,
) {
  const { status, loadUser } = useSession()
  const sent = useRef(false)
  const { mutate } = mutation
  useEffect(() => {
    if (!token || sent.current) return
    sent.current = true
    mutate(
      { token },
      {
        onSuccess: () => {
          if (status === 'authenticated') loadUser({ force: true }).catch(() => undefined)
        },
      },
    )
  }, [token, mutate, status, loadUser])
}
