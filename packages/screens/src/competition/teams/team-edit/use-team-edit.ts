import {
  competitionMutations,
  competitionQueries,
  type CompetitionVenue,
  type Division,
  type Organisation,
  type Season,
  type Team,
} from '@oche/api'
import { toast } from '@oche/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { usePlatform } from '../../../app/platform/platform-context'
import { pageFailure, useSeasonPaths, useSeasonQueries, type PageWaiting } from '../parts'

export type TeamEdit =
  | PageWaiting
  | {
      status: 'ready'
      organisation: Organisation
      season: Season
      team: Team
      /** The season's divisions and the organisation's venues: for admins; empty for its captain. */
      divisions: Division[]
      venues: CompetitionVenue[]
    }

/**
 * A team to change: by the organisation's admins (everything) or its captain (what captains may change). Its players
 * are `denied`; only admins load the divisions and venues.
 */
export function useTeamEdit(org: string, seasonSlug: string, teamSlug: string): TeamEdit {
  const { api, ref, organisation, season } = useSeasonQueries(org, seasonSlug)
  const team = useQuery(competitionQueries.team(api, { ...ref, team: teamSlug }))
  const canManage = team.data?.can_manage === true
  const divisions = useQuery({ ...competitionQueries.divisions(api, ref), enabled: canManage })
  const venues = useQuery({ ...competitionQueries.venues(api, { org }), enabled: canManage })
  const failure = pageFailure(organisation, [season, team, divisions, venues])
  if (failure) return failure
  if (team.data && !team.data.can_edit) return { status: 'denied' }
  if (!organisation.data || !season.data || !team.data) return { status: 'loading' }
  if (canManage && (!divisions.data || !venues.data)) return { status: 'loading' }
  return {
    status: 'ready',
    organisation: organisation.data,
    season: season.data,
    team: team.data,
    divisions: divisions.data ?? [],
    venues: venues.data ?? [],
  }
}

/** Saves a team's changes, then goes back to its page (at its new address when the slug changed). */
export function useUpdateTeam(org: string, seasonSlug: string, teamSlug: string) {
  const intl = useIntl()
  const { api, navigate } = usePlatform()
  const queryClient = useQueryClient()
  const paths = useSeasonPaths(org, seasonSlug)
  return useMutation({
    ...competitionMutations.updateTeam(api, { org, season: seasonSlug, team: teamSlug }),
    onSuccess: async (team) => {
      await queryClient.invalidateQueries({ queryKey: competitionQueries.seasonKey({ org, season: seasonSlug }) })
      toast.success(
        intl.formatMessage(
          { id: 'competition.teamEdit.saved', defaultMessage: '{team} is saved' },
          { team: team.name },
        ),
      )
      navigate(paths.team(team.slug))
    },
  })
}
