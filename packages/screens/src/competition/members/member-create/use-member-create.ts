import { competitionQueries, type Organisation, type Season, type SeasonMember, type Team } from '@oche/api'
import { useQueries, useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../app/platform/platform-context'
import type { KnownPlayer } from '../parts/member-form-values'
import type { TeamRef } from '../parts/member-links'
import { pageProblem, type PageState } from '../parts/page-status'

export type MemberCreateView = {
  organisation: Organisation
  season: Season
  team: Team
  /** Everyone who played in a season of the organisation, by name (the API adds only its own participants). */
  knownPlayers: KnownPlayer[]
}

/**
 * The players of the organisation's seasons, once each, by name, with the team they play for in the season a player
 * is added to (`current`: its memberships), or null when they are in none now.
 */
export function knownPlayersOf(current: readonly SeasonMember[], others: readonly SeasonMember[][]): KnownPlayer[] {
  const players = new Map<string, KnownPlayer>()
  for (const member of [...others.flat(), ...current])
    players.set(member.participant_id, {
      id: member.participant_id,
      name: member.name,
      nickname: member.nickname,
      is_user: member.is_user,
      team: null,
    })
  for (const member of current) {
    const player = players.get(member.participant_id)
    if (player && member.left_on === null) player.team = member.team
  }
  return [...players.values()].sort((a, b) => a.name.localeCompare(b.name))
}

/**
 * What adding a player to a team needs: the team (and whether the caller may add), and the organisation's known
 * players, from the player lists of all its seasons (its admins and captains read them).
 */
export function useMemberCreate(ref: TeamRef): PageState<MemberCreateView> {
  const { api } = usePlatform()
  const organisation = useQuery(competitionQueries.organisation(api, { org: ref.org }))
  const season = useQuery(competitionQueries.season(api, ref))
  const team = useQuery(competitionQueries.team(api, ref))
  const canEdit = team.data?.can_edit === true
  const seasons = useQuery({ ...competitionQueries.seasons(api, { org: ref.org }), enabled: canEdit })
  const lists = useQueries({
    queries: (seasons.data ?? []).map((each) => ({
      ...competitionQueries.seasonMembers(api, { org: ref.org, season: each.slug }),
      enabled: canEdit,
    })),
  })
  const problem = pageProblem(organisation, [season, team, seasons, ...lists])
  if (problem) return problem
  if (!organisation.data || !season.data || !team.data) return { status: 'loading' }
  if (!canEdit) return { status: 'forbidden', by: 'page' }
  if (!seasons.data || lists.some((list) => !list.data)) return { status: 'loading' }
  return {
    status: 'ready',
    organisation: organisation.data,
    season: season.data,
    team: team.data,
    knownPlayers: knownPlayersOf(
      lists[seasons.data.findIndex((each) => each.id === season.data.id)]?.data ?? [],
      lists.map((list) => list.data ?? []),
    ),
  }
}
