import { adminUserMutations, adminUserQueries, type AdminUser } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { toast } from '@oche/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { usePlatform } from '../../../app/platform/platform-context'
import { useSession } from '../../../app/session/session-provider'
import { routePath } from '../../../routing/route-path'
import { failedStatus } from '../../parts/competition-states'

export type AdminUserPage =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'forbidden' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; user: AdminUser }

/** One account with what it holds (`GET /admin/users/{userId}`, super admins). */
export function useAdminUser(userId: string): AdminUserPage {
  const { api } = usePlatform()
  const query = useQuery(adminUserQueries.detail(api, userId))
  if (query.data) return { status: 'ready', user: query.data }
  const status = failedStatus(query.error)
  if (status === 404) return { status: 'notFound' }
  if (status === 403) return { status: 'forbidden' }
  if (query.error) return { status: 'error', retry: () => void query.refetch() }
  return { status: 'loading' }
}

/** Has the lists and the audit log fetched again after a change (the account's own page takes the answer). */
function useRefreshAdminUsers() {
  const queryClient = useQueryClient()
  return () =>
    queryClient.invalidateQueries({
      queryKey: adminUserQueries.all(),
      predicate: (query) => query.queryKey[1] !== 'detail',
    })
}

/** Keeps the cache in step with an account an answer brought, and has the list and the audit log fetched again. */
function useStoreAdminUser() {
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  const refresh = useRefreshAdminUsers()
  return async (user: AdminUser) => {
    queryClient.setQueryData(adminUserQueries.detail(api, user.id).queryKey, user)
    await refresh()
  }
}

/**
 * What a super admin does to one account: save its fields, block or unblock it, send a reset link, act as it,
 * delete it.
 */
export function useAdminUserActions(userId: string) {
  const intl = useIntl()
  const locale = useLocale()
  const { api, navigate } = usePlatform()
  const store = useStoreAdminUser()
  const refresh = useRefreshAdminUsers()
  const update = useMutation({
    ...adminUserMutations.update(api, userId),
    onSuccess: async (user) => {
      await store(user)
      toast.success(
        intl.formatMessage(
          { id: 'competition.adminUserEdit.saved', defaultMessage: '{name} is saved' },
          { name: user.name },
        ),
      )
    },
  })
  const block = useMutation({ ...adminUserMutations.block(api, userId), onSuccess: store })
  const unblock = useMutation({ ...adminUserMutations.unblock(api, userId), onSuccess: store })
  const sendPasswordReset = useMutation({
    ...adminUserMutations.sendPasswordReset(api, userId),
    onSuccess: async () => {
      toast.success(
        intl.formatMessage({
          id: 'competition.adminUserEdit.resetSent',
          defaultMessage: 'A password reset link is on its way to the account’s e-mail address',
        }),
      )
      await refresh()
    },
  })
  const remove = useMutation({
    ...adminUserMutations.remove(api, userId),
    onSuccess: async () => {
      toast.success(
        intl.formatMessage({ id: 'competition.adminUserEdit.deleted', defaultMessage: 'The account is deleted' }),
      )
      await refresh()
      navigate(localizedPath(routePath('admin-users'), locale))
    },
  })
  const session = useSession()
  const impersonate = useMutation({
    ...adminUserMutations.impersonate(api, userId),
    // The page reloads as the account, on its profile; the banner there leads back.
    onSuccess: ({ token }) => session.startImpersonation(token, localizedPath(routePath('profile'), locale)),
  })
  return { update, block, unblock, sendPasswordReset, remove, impersonate }
}
