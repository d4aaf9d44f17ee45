import { accountMutations } from '@oche/api'
import { useMutation } from '@tanstack/react-query'
import { usePlatform } from '../../app/platform/platform-context'
import { useConfirmOnOpen } from '../parts/confirm-change/use-confirm-on-open'

/** Confirms the new name with the link's token as soon as the page opens. */
export function useConfirmNameChange(token: string | undefined) {
  const { api } = usePlatform()
  const mutation = useMutation(accountMutations.confirmNameChange(api))
  useConfirmOnOpen(mutation, token)
  return mutation
}
