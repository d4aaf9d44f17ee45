import { ApiRequestError, eventMutations, eventQueries, venueQueries, type EventDetail, type Venue } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { toast } from '@oche/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { routePath } from '../../routing/route-path'
import { failureMessage } from '../../app/form-errors/show-server-errors'

export type ManagedEvent =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'forbidden'; event: EventDetail | null }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; event: EventDetail; venues: Venue[] }

const statusOf = (error: unknown) => (error instanceof ApiRequestError ? error.status : null)

/**
 * An event as its organiser edits it, with their venues to choose from: `notFound` for an unknown (or private)
 * event and an id that is not one (422), `forbidden` when the caller may see the event but does not organise it.
 */
export function useManagedEvent(id: string): ManagedEvent {
  const { api } = usePlatform()
  const event = useQuery(eventQueries.detail(api, id))
  const venues = useQuery({ ...venueQueries.list(api), enabled: event.data?.can_manage === true })
  const eventStatus = statusOf(event.error)
  if (eventStatus === 404 || eventStatus === 422) return { status: 'notFound' }
  if (eventStatus === 403) return { status: 'forbidden', event: null }
  if (event.data && !event.data.can_manage) return { status: 'forbidden', event: event.data }
  if (event.error || venues.error)
    return { status: 'error', retry: () => void (event.error ? event.refetch() : venues.refetch()) }
  if (event.data && venues.data) return { status: 'ready', event: event.data, venues: venues.data }
  return { status: 'loading' }
}

/** Writes the event an answer brought into the cache, and has every list showing events fetched again. */
function useStoreEvent(id: string) {
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  return async (event: EventDetail) => {
    queryClient.setQueryData(eventQueries.detail(api, id).queryKey, event)
    await queryClient.invalidateQueries({ queryKey: eventQueries.all(), refetchType: 'none' })
  }
}

/** Saves the event's settings; the form shows a 422 on its fields, so only success is toasted here. */
export function useUpdateEvent(id: string) {
  const intl = useIntl()
  const { api } = usePlatform()
  const store = useStoreEvent(id)
  return useMutation({
    ...eventMutations.update(api, id),
    onSuccess: async (event) => {
      await store(event)
      toast.success(intl.formatMessage({ id: 'manage.eventForm.saved', defaultMessage: 'Changes saved' }))
    },
  })
}

/** Adds one of the organiser's tournaments to the event, or takes one out; a failure is a toast. */
export function useEventTournamentMutations(id: string) {
  const intl = useIntl()
  const { api } = usePlatform()
  const store = useStoreEvent(id)
  const fail = (error: unknown) => toast.error(failureMessage(error, intl))
  return {
    link: useMutation({ ...eventMutations.linkTournament(api, id), onSuccess: store, onError: fail }),
    unlink: useMutation({ ...eventMutations.unlinkTournament(api, id), onSuccess: store, onError: fail }),
  }
}

/** Deletes the event and goes to the organiser's home; a failure is a toast and the dialog stays open. */
export function useDeleteEvent(id: string, name: string) {
  const intl = useIntl()
  const locale = useLocale()
  const { api, navigate } = usePlatform()
  const queryClient = useQueryClient()
  return useMutation({
    ...eventMutations.remove(api, id),
    onSuccess: () => {
      toast.success(
        intl.formatMessage({ id: 'manage.eventForm.deleted', defaultMessage: '{name} is deleted' }, { name }),
      )
      navigate(localizedPath(routePath('manage'), locale))
      queryClient.removeQueries({ queryKey: eventQueries.detail(api, id).queryKey })
      void queryClient.invalidateQueries({ queryKey: eventQueries.all() })
    },
    onError: (error) => toast.error(failureMessage(error, intl)),
  })
}
