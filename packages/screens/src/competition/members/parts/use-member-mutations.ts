import { competitionMutations, competitionQueries } from '@oche/api'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { usePlatform } from '../../../app/platform/platform-context'
import type { TeamRef } from './member-links'

/**
 * The changes to a team's players. Each refetches the organisation's league data: the team's players and captain,
 * the season's player list, and the caller's own role (a captain who hands over the captaincy is a player after).
 * Screens say how it went themselves.
 */
export function useMemberMutations(ref: TeamRef) {
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: competitionQueries.organisationKey(ref) })
  return {
    add: useMutation({ ...competitionMutations.addTeamMember(api, ref), onSuccess: refresh }),
    update: useMutation({ ...competitionMutations.updateTeamMember(api, ref), onSuccess: refresh }),
    transfer: useMutation({ ...competitionMutations.transferTeamMember(api, ref), onSuccess: refresh }),
    remove: useMutation({ ...competitionMutations.removeTeamMember(api, ref), onSuccess: refresh }),
    setCaptain: useMutation({ ...competitionMutations.setTeamCaptain(api, ref), onSuccess: refresh }),
  }
}

export type MemberMutations = ReturnType<typeof useMemberMutations>
