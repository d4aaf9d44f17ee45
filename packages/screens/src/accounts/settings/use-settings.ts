import { accountMutations, accountQueries, type Langcode } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { splitLocale } from '../../routing/match-route'
import { useLocale } from '../../app/language/use-locale'
import { storeLanguage } from '../../app/preferences/cookies'
import { usePlatform } from '../../app/platform/platform-context'
import { useSession } from '../../app/session/session-provider'

/** E-mails a link that confirms the new name. */
export function useRequestNameChange() {
  const { api } = usePlatform()
  return useMutation(accountMutations.requestNameChange(api))
}

/** E-mails a link to the new address; the address changes once it is followed. */
export function useRequestEmailChange() {
  const { api } = usePlatform()
  return useMutation(accountMutations.requestEmailChange(api))
}

export function useChangePassword() {
  const { api } = usePlatform()
  return useMutation(accountMutations.changePassword(api))
}

/**
 * Stores the account's language on the server, then opens the current page in that language (which also
 * loads its messages) and remembers it in the language cookie.
 */
export function useUpdateLocale() {
  const { api, navigate, pathname } = usePlatform()
  const queryClient = useQueryClient()
  return useMutation({
    ...accountMutations.updateLocale(api),
    onSuccess: (user, langcode: Langcode) => {
      queryClient.setQueryData(accountQueries.user(api).queryKey, user)
      storeLanguage(langcode)
      navigate(localizedPath(splitLocale(pathname).path, langcode))
    },
  })
}

/** Deletes the account, then signs out on this device and goes home. */
export function useDeleteAccount() {
  const { api, navigate } = usePlatform()
  const session = useSession()
  const locale = useLocale()
  return useMutation({
    ...accountMutations.deleteAccount(api),
    onSuccess: async () => {
      navigate(localizedPath('/', locale))
      await session.logOut()
    },
  })
}
