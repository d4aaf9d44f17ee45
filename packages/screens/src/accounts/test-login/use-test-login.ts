import { accountMutations } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { useMutation } from '@tanstack/react-query'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { useSession } from '../../app/session/session-provider'
import { redirectTarget } from '../parts/account-form/redirect-target'

/** Signs in as an existing account without its password (end-to-end tests only), then goes to `redirect` or home. */
export function useTestLogin(redirect: string | undefined) {
  const { api, navigate } = usePlatform()
  const session = useSession()
  const locale = useLocale()
  return useMutation({
    ...accountMutations.testLogin(api),
    onSuccess: async ({ token }) => {
      await session.logIn(token)
      navigate(redirectTarget(redirect, localizedPath('/', locale)))
    },
  })
}
