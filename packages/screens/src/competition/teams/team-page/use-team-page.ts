import { competitionQueries, type Fixture, type Organisation, type Season, type Team, type TeamMember } from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { pageFailure, useSeasonQueries, type PageWaiting } from '../parts'

export type TeamPage =
  | PageWaiting
  | {
      status: 'ready'
      organisation: Organisation
      season: Season
      team: Team
      /** Its current players, captain first. */
      players: TeamMember[]
      /** Its matches, by week; null for captains and players (the fixture list is the admins'). */
      fixtures: Fixture[] | null
    }

/**
 * A team of the season with its players, and its matches for the organisation's admins. Its own players and captain
 * see it too; anyone else with a role in the organisation is `denied`.
 */
export function useTeamPage(org: string, seasonSlug: string, teamSlug: string): TeamPage {
  const { api, ref, organisation, season, isAdmin } = useSeasonQueries(org, seasonSlug)
  const team = useQuery(competitionQueries.team(api, { ...ref, team: teamSlug }))
  const members = useQuery(competitionQueries.teamMembers(api, { ...ref, team: teamSlug }))
  const fixtures = useQuery({ ...competitionQueries.seasonFixtures(api, ref), enabled: isAdmin })
  const failure = pageFailure(organisation, [season, team, members, fixtures])
  if (failure) return failure
  if (!organisation.data || !season.data || !team.data || !members.data) return { status: 'loading' }
  if (isAdmin && !fixtures.data) return { status: 'loading' }
  const current = team.data
  return {
    status: 'ready',
    organisation: organisation.data,
    season: season.data,
    team: current,
    players: members.data.filter((member) => member.left_on === null),
    fixtures: isAdmin
      ? (fixtures.data ?? []).filter(
          (fixture) => fixture.home.slug === current.slug || fixture.away.slug === current.slug,
        )
      : null,
  }
}
