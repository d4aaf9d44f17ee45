import { leagueNightMutations, leagueNightQueries, type DivisionParams } from '@oche/api'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { usePlatform } from '../../../app/platform/platform-context'

/** The division's adjustment calls; every success makes the season's league data stale (the standings move). */
export function useAdjustmentActions(ref: DivisionParams) {
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  const stale = () => queryClient.invalidateQueries({ queryKey: leagueNightQueries.seasonKey(ref) })
  return {
    add: useMutation({ ...leagueNightMutations.addAdjustment(api, ref), onSuccess: stale }),
    remove: useMutation({ ...leagueNightMutations.removeAdjustment(api, ref), onSuccess: stale }),
  }
}

export type AdjustmentActions = ReturnType<typeof useAdjustmentActions>
