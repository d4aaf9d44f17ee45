import { tournamentQueries, type ManageOverview } from '@oche/api'
import { useQueries, useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../app/platform/platform-context'
import { gameProgress, type GameProgress } from './game-progress'

/** The organiser's home (`GET /manage/overview`). */
export function useManageOverview() {
  const { api } = usePlatform()
  return useQuery(tournamentQueries.manageOverview(api))
}

/**
 * The progress of each live tournament, by id, as its games come in: the overview lists tournaments without their
 * games, so each live one is read in full (the same query its management pages use).
 */
export function useLiveProgress(overview: ManageOverview | undefined): Map<string, GameProgress> {
  const { api } = usePlatform()
  const live = overview?.live ?? []
  return useQueries({
    queries: live.map((item) => tournamentQueries.detail(api, item.id)),
    combine: (results) =>
      new Map(
        results.flatMap((result, index) => {
          const id = live[index]?.id
          return result.data && id ? [[id, gameProgress(result.data.games)] as const] : []
        }),
      ),
  })
}
