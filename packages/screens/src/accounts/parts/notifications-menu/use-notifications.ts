import {
  accountMutations,
  accountQueries,
  competitionMutations,
  competitionQueries,
  realtimeChannels,
  realtimeEvents,
} from '@oche/api'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { usePlatform } from '../../../app/platform/platform-context'
import { useRealtimeFreshness } from '../../../app/realtime/use-realtime-freshness'
import { useSession } from '../../../app/session/session-provider'

/**
 * The signed-in user's notifications (none are fetched for a visitor) and how many are unread. A new one announced
 * on the user's private channel refetches them (and the user, which carries them too), so the bell counts it at
 * once; so does every (re)subscription, since announcements may have been missed meanwhile.
 */
export function useNotifications() {
  const { api } = usePlatform()
  const { status, user } = useSession()
  const query = useQuery({ ...accountQueries.notifications(api), enabled: status === 'authenticated' })
  useRealtimeFreshness(status === 'authenticated' && user ? realtimeChannels.user(user.id) : null, {
    queryKey: accountQueries.all(),
    events: [realtimeEvents.notificationCreated],
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

/**
 * Accepts or declines an invitation to become a league organisation's admin, then refetches the notifications and
 * the leagues the user may manage (an accepted one is among them at once).
 */
export function useAnswerOrganisationInvitation() {
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  return useMutation({
    ...competitionMutations.answerInvitation(api),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountQueries.all() }),
        queryClient.invalidateQueries({ queryKey: competitionQueries.all() }),
      ]),
  })
}
