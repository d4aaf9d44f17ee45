import { competitionMutations, competitionQueries, type SeasonParams } from '@oche/api'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { usePlatform } from '../../../app/platform/platform-context'
import { scopeState, useSeasonScope, type DivisionPageBlocked, type ScopeData } from '../parts'

export type DivisionCreatePage = DivisionPageBlocked | ({ status: 'ready' } & ScopeData)

/** The season a division is added to (its admins only). */
export function useDivisionCreatePage(org: string, season: string): DivisionCreatePage {
  return scopeState(useSeasonScope(org, season), [])
}

/** Adds a division to the season; the season is fetched again. */
export function useCreateDivision(ref: SeasonParams) {
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  return useMutation({
    ...competitionMutations.createDivision(api, ref),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: competitionQueries.seasonKey(ref) }),
  })
}
