import { competitionSiteQueries } from '@oche/api'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../app/platform/platform-context'
import { sitePageState } from '../parts/site-page'
import { useSiteContext, useSiteRef } from '../parts/use-site'

/** The season's leaderboards on the league's site, of one division (or cup) or of the whole season. */
export function useSiteLeaderboards(season: string | undefined, division: string | undefined) {
  const { api } = usePlatform()
  const ref = useSiteRef(season)
  const context = useSiteContext(ref)
  const leaderboards = useQuery({
    ...competitionSiteQueries.leaderboards(api, ref, division),
    // Another division's boards replace these once they are in, rather than a skeleton in between.
    placeholderData: keepPreviousData,
  })
  const page = sitePageState(context, [leaderboards], () =>
    leaderboards.data ? { leaderboards: leaderboards.data } : null,
  )
  return { page, isUpdating: leaderboards.isPlaceholderData }
}
