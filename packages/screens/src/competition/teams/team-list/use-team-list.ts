import { competitionQueries, type Division, type Organisation, type Season, type Team } from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../app/platform/platform-context'
import { pageFailure, type PageWaiting } from '../parts'

export type TeamList =
  PageWaiting | { status: 'ready'; organisation: Organisation; season: Season; teams: Team[]; divisions: Division[] }

/** The season's teams and divisions; only its organisation's admins see them all (others are `denied`). */
export function useTeamList(org: string, seasonSlug: string): TeamList {
  const { api } = usePlatform()
  const ref = { org, season: seasonSlug }
  const organisation = useQuery(competitionQueries.organisation(api, { org }))
  const isAdmin = organisation.data?.role === 'admin'
  const season = useQuery(competitionQueries.season(api, ref))
  const teams = useQuery({ ...competitionQueries.teams(api, ref), enabled: isAdmin })
  const divisions = useQuery({ ...competitionQueries.divisions(api, ref), enabled: isAdmin })
  const failure = pageFailure(organisation, [season, teams, divisions])
  if (failure) return failure
  if (organisation.data && !isAdmin) return { status: 'denied' }
  if (!organisation.data || !season.data || !teams.data || !divisions.data) return { status: 'loading' }
  return {
    status: 'ready',
    organisation: organisation.data,
    season: season.data,
    teams: teams.data,
    divisions: divisions.data,
  }
}
