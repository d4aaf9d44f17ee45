import { eventQueries, venueMutations, venueQueries } from '@oche/api'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { usePlatform } from '../../app/platform/platform-context'

/** The organiser's venues (event locations), by name (`GET /event-locations`). */
export function useVenueList() {
  const { api } = usePlatform()
  return useQuery(venueQueries.list(api))
}

/**
 * The changes to the venue list. Each refetches the venues and the events, which show their venue's name and
 * address; screens say how it went themselves.
 */
export function useVenueMutations() {
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: venueQueries.all() }),
      queryClient.invalidateQueries({ queryKey: eventQueries.all() }),
    ])
  return {
    create: useMutation({ ...venueMutations.create(api), onSuccess: refresh }),
    update: useMutation({ ...venueMutations.update(api), onSuccess: refresh }),
    remove: useMutation({ ...venueMutations.remove(api), onSuccess: refresh }),
  }
}

export type VenueMutations = ReturnType<typeof useVenueMutations>
