import { accountMutations } from '@oche/api'
import { useMutation } from '@tanstack/react-query'
import { usePlatform } from '../../app/platform/platform-context'
import { useConfirmOnOpen } from '../parts/confirm-change/use-confirm-on-open'

/** Confirms the new e-mail address with the link's token as soon as the page opens. */
export function useConfirmEmailChange(token: string | undefined) {
  const { api } = usePlatform()
  const mutation = useMutation(accountMutations.confirmEmailChange(api))
  useConfirmOnOpen(mutation, token)
  return mutation
}
