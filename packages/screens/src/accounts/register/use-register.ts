import { accountMutations } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { useMutation } from '@tanstack/react-query'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { useSession } from '../../app/session/session-provider'

/** Creates the account, signs in with the token it answers and goes home. */
export function useRegister() {
  const { api, navigate } = usePlatform()
  const session = useSession()
  const locale = useLocale()
  return useMutation({
    ...accountMutations.register(api),
    onSuccess: async ({ token }) => {
      await session.logIn(token)
      navigate(localizedPath('/', locale))
    },
  })
}
