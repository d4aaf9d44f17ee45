import { competitionQueries, type Organisation, type Season, type Team, type TeamMember } from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../app/platform/platform-context'
import type { TeamRef } from '../parts/member-links'
import { pageProblem, type PageState } from '../parts/page-status'

export type TeamMembersView = {
  organisation: Organisation
  season: Season
  team: Team
  /** Its players still in the team: the captain first, then by name. */
  current: TeamMember[]
  /** Those who left (a transfer or removal), latest first. */
  former: TeamMember[]
  /** The season's teams, for a transfer (admins only; empty for others). */
  teams: Team[]
}

/** A team's players in one season, with what the caller may do to them (from the team's `can_edit`, `can_manage`). */
export function useTeamMembers(ref: TeamRef): PageState<TeamMembersView> {
  const { api } = usePlatform()
  const organisation = useQuery(competitionQueries.organisation(api, { org: ref.org }))
  const season = useQuery(competitionQueries.season(api, ref))
  const team = useQuery(competitionQueries.team(api, ref))
  const members = useQuery(competitionQueries.teamMembers(api, ref))
  const canManage = team.data?.can_manage === true
  const teams = useQuery({ ...competitionQueries.teams(api, ref), enabled: canManage })
  const problem = pageProblem(organisation, [season, team, members, teams])
  if (problem) return problem
  if (!organisation.data || !season.data || !team.data || !members.data || (canManage && !teams.data))
    return { status: 'loading' }
  return {
    status: 'ready',
    organisation: organisation.data,
    season: season.data,
    team: team.data,
    current: members.data.filter((member) => member.left_on === null),
    former: members.data.filter((member) => member.left_on !== null),
    teams: teams.data ?? [],
  }
}
