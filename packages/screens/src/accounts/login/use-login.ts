import { accountMutations } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { useMutation } from '@tanstack/react-query'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { useSession } from '../../app/session/session-provider'
import { signedInTarget } from '../../routing/guards'
import { routePath } from '../../routing/route-path'

/**
 * Signs in: on success the session takes the token and loads the user, then the page goes to `redirect` (a local
 * path) or `/manage`, in the page's language: where the sign-in page's guard sends a signed-in visitor too.
 */
export function useLogin(redirect: string | undefined) {
  const { api, navigate } = usePlatform()
  const session = useSession()
  const locale = useLocale()
  return useMutation({
    ...accountMutations.logIn(api),
    onSuccess: async ({ token }) => {
      await session.logIn(token)
      navigate(localizedPath(signedInTarget(routePath('auth-login'), { redirect }), locale))
    },
  })
}
