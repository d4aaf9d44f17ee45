import { accountMutations, accountQueries } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { useSession } from '../../app/session/session-provider'
import { routePath } from '../../routing/route-path'

/** Whether the platform still needs its first super admin, and whether this visitor is on the machine itself. */
export function useSetupStatus() {
  const { api } = usePlatform()
  return useQuery(accountQueries.setup(api))
}

/** Creates the first super admin, signs in with the token it answers and opens the organiser's area. */
export function useCreateFirstSuperAdmin() {
  const { api, navigate } = usePlatform()
  const session = useSession()
  const locale = useLocale()
  const queryClient = useQueryClient()
  return useMutation({
    ...accountMutations.createFirstSuperAdmin(api),
    onSuccess: async ({ token }) => {
      await session.logIn(token)
      await queryClient.invalidateQueries({ queryKey: accountQueries.setup(api).queryKey })
      navigate(localizedPath(routePath('manage'), locale))
    },
  })
}
