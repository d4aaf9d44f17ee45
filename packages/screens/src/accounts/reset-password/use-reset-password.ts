import { accountMutations } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { useMutation } from '@tanstack/react-query'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { useSession } from '../../app/session/session-provider'

/** Asks for a reset link; the server answers the same whether or not an account uses the address. */
export function useRequestPasswordReset() {
  const { api } = usePlatform()
  return useMutation(accountMutations.requestPasswordReset(api))
}

/** Sets the new password from the link's token, signs in with the token it answers and goes home. */
export function useResetPassword() {
  const { api, navigate } = usePlatform()
  const session = useSession()
  const locale = useLocale()
  return useMutation({
    ...accountMutations.resetPassword(api),
    onSuccess: async ({ token }) => {
      await session.logIn(token)
      navigate(localizedPath('/', locale))
    },
  })
}
