import type { Division, Team } from '@oche/api'
import { noChoice } from '../parts/team-form/team-form-values'

/**
 * Which teams the list shows: a search on name and club, and one division (its slug), those in none (`noChoice`), or
 * all (null).
 */
export type TeamFilter = { search: string; division: string | null }

/** A division's teams as listed; `division` null for the teams in no division. */
export type TeamGroup = { division: Pick<Division, 'slug' | 'name'> | null; teams: Team[] }

/** Lower case without accents, so "cafe" finds "Café". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase()

/**
 * The season's teams grouped by division in the divisions' order, the teams in no division last, each group by name
 * as the API lists them. Only the groups with a team the filter lets through.
 */
export function groupTeams(
  teams: readonly Team[],
  divisions: readonly Pick<Division, 'slug' | 'name'>[],
  filter: TeamFilter,
): TeamGroup[] {
  const words = folded(filter.search).split(/\s+/).filter(Boolean)
  const found = teams.filter((team) => {
    const text = folded(`${team.name} ${team.club_name}`)
    return words.every((word) => text.includes(word))
  })
  const groups: TeamGroup[] = [
    ...divisions.map((division) => ({
      division,
      teams: found.filter((team) => team.division?.slug === division.slug),
    })),
    // A team whose division is not in the list (deleted meanwhile) counts as in none.
    {
      division: null,
      teams: found.filter((team) => !divisions.some((division) => division.slug === team.division?.slug)),
    },
  ]
  return groups.filter(
    (group) =>
      group.teams.length > 0 &&
      (filter.division === null || filter.division === (group.division ? group.division.slug : noChoice)),
  )
}
