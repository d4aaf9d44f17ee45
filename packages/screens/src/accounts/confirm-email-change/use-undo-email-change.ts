import { accountMutations } from '@oche/api'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { usePlatform } from '../../app/platform/platform-context'

/**
 * Undoes an e-mail change with the token of the link mailed to the old address, once, as the page opens. The
 * server ends every session of the account, this one included: the page does not reload the user.
 */
export function useUndoEmailChange(token: string | undefined) {
  const { api } = usePlatform()
  const mutation = useMutation(accountMutations.undoEmailChange(api))
  const sent = useRef(false)
  const { mutate } = mutation
  useEffect(() => {
    if (!token || sent.current) return
    sent.current = true
    mutate({ token })
  }, [token, mutate])
  return mutation
}
