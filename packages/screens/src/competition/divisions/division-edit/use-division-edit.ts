import { competitionMutations, competitionQueries, type Division, type DivisionParams } from '@oche/api'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { usePlatform } from '../../../app/platform/platform-context'
import { scopeState, useScopedDivision, useSeasonScope, type DivisionPageBlocked, type ScopeData } from '../parts'

export type DivisionEditPage = DivisionPageBlocked | ({ status: 'ready'; division: Division } & ScopeData)

/** The division to change (its season's admins only). */
export function useDivisionEditPage(org: string, season: string, division: string): DivisionEditPage {
  const scope = useSeasonScope(org, season)
  const detail = useScopedDivision(scope, division)
  const state = scopeState(scope, [detail])
  if (state.status !== 'ready' || !detail.data) return state.status === 'ready' ? { status: 'loading' } : state
  return { ...state, division: detail.data }
}

/** Saves a division's name, slug and position; the season is fetched again. */
export function useUpdateDivision(ref: DivisionParams) {
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  return useMutation({
    ...competitionMutations.updateDivision(api, ref),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: competitionQueries.seasonKey(ref) }),
  })
}
