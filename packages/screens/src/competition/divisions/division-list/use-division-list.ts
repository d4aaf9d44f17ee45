import { competitionMutations, competitionQueries, type Division, type SeasonParams } from '@oche/api'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { usePlatform } from '../../../app/platform/platform-context'
import { scopeState, useSeasonScope, type DivisionPageBlocked, type ScopeData } from '../parts'

export type DivisionList = DivisionPageBlocked | ({ status: 'ready'; divisions: Division[] } & ScopeData)

/** The season's divisions in order (admins only). */
export function useDivisionList(org: string, season: string): DivisionList {
  const scope = useSeasonScope(org, season)
  const divisions = useQuery({ ...competitionQueries.divisions(scope.api, scope.ref), enabled: scope.isAdmin })
  const state = scopeState(scope, [divisions])
  if (state.status !== 'ready') return state
  return { ...state, divisions: divisions.data ?? [] }
}

/** Moves one division to another place in the season's order; the list is fetched again. */
export function useMoveDivision(ref: SeasonParams, division: string) {
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  return useMutation({
    ...competitionMutations.updateDivision(api, { ...ref, division }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: competitionQueries.seasonKey(ref) }),
  })
}

/** Deletes a division of the season (with its fixtures); the season is fetched again. */
export function useDeleteDivision(ref: SeasonParams) {
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  return useMutation({
    ...competitionMutations.deleteDivision(api, ref),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: competitionQueries.seasonKey(ref) }),
  })
}
