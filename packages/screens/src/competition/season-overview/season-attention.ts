import type { Division, Season, Team } from '@oche/api'

type Named = { slug: string; name: string }

/** Something in a season an admin has to deal with before (or while) it is played. */
export type SeasonAttentionItem =
  /** The season has no league nights: fixtures cannot be made. */
  | { kind: 'noLeagueNights' }
  /** A division with fewer than two teams: nobody to play. */
  | { kind: 'divisionTooFewTeams'; division: Named; teams: number }
  /** A division whose teams have no fixtures yet. */
  | { kind: 'divisionWithoutFixtures'; division: Named }
  /** Teams of the season not in any division. */
  | { kind: 'teamsWithoutDivision'; teams: Named[] }
  /** A team without a captain: nobody to hand in its lineups and results. */
  | { kind: 'teamWithoutCaptain'; team: Named }
  /** A team without a home venue: its home matches have nowhere to be played. */
  | { kind: 'teamWithoutVenue'; team: Named }

const named = ({ slug, name }: Named): Named => ({ slug, name })

/**
 * What needs an admin in a season, most blocking first: the league nights, then each division (by position), then
 * the teams (by name, as listed). An archived season changes no more, so nothing in it needs anyone.
 */
export function seasonAttention(
  season: Pick<Season, 'is_archived' | 'settings'>,
  divisions: readonly Pick<Division, 'slug' | 'name' | 'teams_count' | 'fixtures_count'>[],
  teams: readonly Pick<Team, 'slug' | 'name' | 'division' | 'captain' | 'venue'>[],
): SeasonAttentionItem[] {
  if (season.is_archived) return []
  const items: SeasonAttentionItem[] = []
  if (season.settings.league_nights.length === 0) items.push({ kind: 'noLeagueNights' })
  for (const division of divisions) {
    if (division.teams_count < 2)
      items.push({ kind: 'divisionTooFewTeams', division: named(division), teams: division.teams_count })
    else if (division.fixtures_count === 0) items.push({ kind: 'divisionWithoutFixtures', division: named(division) })
  }
  const withoutDivision = teams.filter((team) => team.division === null)
  if (withoutDivision.length > 0) items.push({ kind: 'teamsWithoutDivision', teams: withoutDivision.map(named) })
  for (const team of teams) if (team.captain === null) items.push({ kind: 'teamWithoutCaptain', team: named(team) })
  for (const team of teams) if (team.venue === null) items.push({ kind: 'teamWithoutVenue', team: named(team) })
  return items
}
