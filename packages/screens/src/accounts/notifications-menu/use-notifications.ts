import { accountMutations, accountQueries } from '@oche/api'
import { channels, events, useChannel } from '@oche/realtime'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { usePlatform } from '../../app/platform/platform-context'
import { useSession } from '../../app/session/session-provider'

/**
 * The signed-in user's notifications (none are fetched for a visitor) and how many are unread. A new one announced
 * on the user's private channel refetches them, so the bell counts it at once.
 */
export function useNotifications() {
  const { api } = usePlatform()
  const { status, user } = useSession()
  const queryClient = useQueryClient()
  const query = useQuery({ ...accountQueries.notifications(api), enabled: status === 'authenticated' })
  useChannel(status === 'authenticated' && user ? channels.user(user.id) : null, {
    [events.notificationCreated]: () => void queryClient.invalidateQueries({ queryKey: accountQueries.all() }),
  })
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

/** Accepts or declines a link invitation, then refetches the notifications (the invitation shows the answer). */
export function useAnswerLinkInvitation() {
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  return useMutation({
    ...accountMutations.answerLinkInvitation(api),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountQueries.all() }),
  })
}
