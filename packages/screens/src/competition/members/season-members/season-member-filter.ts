import type { SeasonMember, Team } from '@oche/api'
import { foldText } from '../../../manage/parts/fold-text/fold-text'

/** What the season's player list is narrowed to. */
export type SeasonMemberFilter = {
  /** Part of a name, nickname, team or e-mail address, any case and accents. */
  search: string
  /** A team slug, or null for every team. */
  team: string | null
  /** A division slug, or null for every division (admins only: the teams' divisions come from the admins' team list). */
  division: string | null
  /** Show memberships that ended (a transfer or removal) too. */
  withFormer: boolean
}

export const emptyFilter: SeasonMemberFilter = { search: '', team: null, division: null, withFormer: false }

/** The season's players the filter keeps, in the list's order. `teams` tells each team's division. */
export function filterSeasonMembers(
  members: readonly SeasonMember[],
  filter: SeasonMemberFilter,
  teams: readonly Pick<Team, 'slug' | 'division'>[],
): SeasonMember[] {
  const term = foldText(filter.search.trim())
  const divisionOf = new Map(teams.map((team) => [team.slug, team.division?.slug ?? null]))
  return members.filter(
    (member) =>
      (filter.withFormer || member.left_on === null) &&
      (filter.team === null || member.team.slug === filter.team) &&
      (filter.division === null || divisionOf.get(member.team.slug) === filter.division) &&
      (!term ||
        foldText([member.name, member.nickname, member.team.name, member.contact?.email ?? ''].join('\n')).includes(
          term,
        )),
  )
}

/** The teams of the list, once each, by name. */
export function teamsOf(members: readonly SeasonMember[]): SeasonMember['team'][] {
  const bySlug = new Map(members.map((member) => [member.team.slug, member.team]))
  return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name))
}

/** The divisions of the season's teams, once each, by name. */
export function divisionsOf(teams: readonly Pick<Team, 'division'>[]): NonNullable<Team['division']>[] {
  const bySlug = new Map(teams.flatMap((team) => (team.division ? [[team.division.slug, team.division] as const] : [])))
  return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name))
}
