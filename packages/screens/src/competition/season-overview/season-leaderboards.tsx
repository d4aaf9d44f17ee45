import { Skeleton, SkeletonGroup } from '@oche/ui'
import { FormattedMessage, useIntl } from 'react-intl'
import { LoadErrorState } from '../../manage/parts/screen-states/screen-states'
import { useLeaguePaths } from '../parts/league-page'
import { LeagueLeaderboards } from '../parts/standings'
import { useSeasonLeaderboards } from './use-season-leaderboards'

export type SeasonLeaderboardsProps = {
  org: string
  season: string
  /** The season's id, for its realtime channel. */
  seasonId: string
}

/**
 * The season's leaderboards on its overview (180s and 171s, short legs, games played, high checkouts), loading and
 * failing on their own so the rest of the overview stays.
 */
export function SeasonLeaderboards({ org, season, seasonId }: SeasonLeaderboardsProps) {
  const intl = useIntl()
  const paths = useLeaguePaths(org, season)
  const data = useSeasonLeaderboards(org, season, seasonId)
  switch (data.status) {
    case 'ready':
      return (
        <LeagueLeaderboards leaderboards={data.leaderboards} matchHref={paths.match} teamHref={paths.teamStatistics} />
      )
    case 'error':
      return (
        <LoadErrorState
          title={
            <FormattedMessage
              id="competition.seasonOverview.leaderboardsError"
              defaultMessage="The leaderboards could not be loaded"
            />
          }
          onRetry={data.retry}
        />
      )
    case 'loading':
      return (
        <SkeletonGroup
          label={intl.formatMessage({
            id: 'competition.seasonOverview.leaderboardsLoading',
            defaultMessage: 'Loading the leaderboards',
          })}
        >
          <Skeleton className="h-10 w-72" />
          <Skeleton shape="block" className="h-40" />
        </SkeletonGroup>
      )
    default:
      return data satisfies never
  }
}
