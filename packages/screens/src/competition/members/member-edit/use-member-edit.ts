import {
  competitionQueries,
  type Organisation,
  type Season,
  type SeasonMember,
  type Team,
  type TeamMember,
} from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../app/platform/platform-context'
import type { TeamRef } from '../parts/member-links'
import { pageProblem, type PageState } from '../parts/page-status'

export type MemberEditView = {
  organisation: Organisation
  season: Season
  team: Team
  member: TeamMember
  /** The player's memberships this season, first one first: transfers show as one team after another. */
  history: SeasonMember[]
}

/** One membership of the team to change (its captain and admins), with the player's history this season. */
export function useMemberEdit(ref: TeamRef, memberId: string): PageState<MemberEditView> {
  const { api } = usePlatform()
  const organisation = useQuery(competitionQueries.organisation(api, { org: ref.org }))
  const season = useQuery(competitionQueries.season(api, ref))
  const team = useQuery(competitionQueries.team(api, ref))
  const canEdit = team.data?.can_edit === true
  const members = useQuery({ ...competitionQueries.teamMembers(api, ref), enabled: canEdit })
  const seasonMembers = useQuery({ ...competitionQueries.seasonMembers(api, ref), enabled: canEdit })
  const problem = pageProblem(organisation, [season, team, members, seasonMembers])
  if (problem) return problem
  if (!organisation.data || !season.data || !team.data) return { status: 'loading' }
  if (!canEdit) return { status: 'forbidden', by: 'page' }
  if (!members.data || !seasonMembers.data) return { status: 'loading' }
  const member = members.data.find((each) => each.id === memberId)
  if (!member) return { status: 'notFound' }
  return {
    status: 'ready',
    organisation: organisation.data,
    season: season.data,
    team: team.data,
    member,
    history: seasonMembers.data
      .filter((each) => each.participant_id === member.participant_id)
      .sort((a, b) => a.joined_on.localeCompare(b.joined_on) || (a.left_on === null ? 1 : -1)),
  }
}
