import { accountMutations, accountQueries } from '@oche/api'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { usePlatform } from '../../app/platform/platform-context'
import { useSession } from '../../app/session/session-provider'

/** The signed-in user's notifications (none are fetched for a visitor) and how many are unread. */
export function useNotifications() {
  const { api } = usePlatform()
  const { status } = useSession()
  const query = useQuery({ ...accountQueries.notifications(api), enabled: status === 'authenticated' })
  const unreadCount = query.data?.filter((notification) => notification.read_at === null).length ?? 0
  return { ...query, unreadCount }
}

/** Marks one notification read, then refetches the list (and the user, which carries them too). */
export function useMarkNotificationRead() {
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  return useMutation({
    ...accountMutations.markNotificationRead(api),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountQueries.all() }),
  })
}
