import { competitionQueries, type Organisation, type Season, type SeasonMember, type Team } from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../app/platform/platform-context'
import type { SeasonRef } from '../parts/member-links'
import { pageProblem, type PageState } from '../parts/page-status'

export type SeasonMembersView = {
  organisation: Organisation
  season: Season
  /** Every membership of the season, by team, then as a team lists them. */
  members: SeasonMember[]
  /** The season's teams with their divisions: admins only (empty for captains). */
  teams: Team[]
}

/** The season's players (admins and captains; a captain sees the contacts of their own players only). */
export function useSeasonMembers(ref: SeasonRef): PageState<SeasonMembersView> {
  const { api } = usePlatform()
  const organisation = useQuery(competitionQueries.organisation(api, { org: ref.org }))
  const season = useQuery(competitionQueries.season(api, ref))
  const members = useQuery(competitionQueries.seasonMembers(api, ref))
  const isAdmin = organisation.data?.role === 'admin'
  const teams = useQuery({ ...competitionQueries.teams(api, ref), enabled: isAdmin })
  const problem = pageProblem(organisation, [season, members, teams])
  if (problem) return problem
  if (!organisation.data || !season.data || !members.data || (isAdmin && !teams.data)) return { status: 'loading' }
  return {
    status: 'ready',
    organisation: organisation.data,
    season: season.data,
    members: members.data,
    teams: teams.data ?? [],
  }
}
