import { participantMutations, participantQueries, tournamentQueries } from '@oche/api'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { usePlatform } from '../../app/platform/platform-context'

/** The organiser's participant list, all of it, sorted by name (`GET /participants`). */
export function useParticipantList() {
  const { api } = usePlatform()
  return useQuery(participantQueries.list(api))
}

/**
 * The changes to the participant list. Each refetches the list and the tournaments, whose entries show the
 * participants' names and accounts; screens say how it went themselves.
 */
export function useParticipantMutations() {
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: participantQueries.all() }),
      queryClient.invalidateQueries({ queryKey: tournamentQueries.all() }),
    ])
  return {
    create: useMutation({ ...participantMutations.create(api), onSuccess: refresh }),
    update: useMutation({ ...participantMutations.update(api), onSuccess: refresh }),
    remove: useMutation({ ...participantMutations.remove(api), onSuccess: refresh }),
    merge: useMutation({ ...participantMutations.merge(api), onSuccess: refresh }),
    link: useMutation({ ...participantMutations.link(api), onSuccess: refresh }),
    unlink: useMutation({ ...participantMutations.unlink(api), onSuccess: refresh }),
  }
}

export type ParticipantMutations = ReturnType<typeof useParticipantMutations>
