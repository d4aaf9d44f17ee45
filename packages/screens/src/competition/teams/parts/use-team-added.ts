import { competitionQueries, type Team } from '@oche/api'
import { toast } from '@oche/ui'
import { useQueryClient } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { usePlatform } from '../../../app/platform/platform-context'
import { useSeasonPaths } from './season-paths'

/**
 * After a team is added to a season (new, or from an earlier season): the season's lists are stale, the admin hears
 * it is done and lands on the team's page.
 */
export function useTeamAdded(org: string, seasonSlug: string) {
  const intl = useIntl()
  const { navigate } = usePlatform()
  const queryClient = useQueryClient()
  const paths = useSeasonPaths(org, seasonSlug)
  return async (team: Team) => {
    await queryClient.invalidateQueries({ queryKey: competitionQueries.seasonKey({ org, season: seasonSlug }) })
    toast.success(
      intl.formatMessage(
        { id: 'competition.teams.added', defaultMessage: '{team} plays in this season' },
        { team: team.name },
      ),
    )
    navigate(paths.team(team.slug))
  }
}
