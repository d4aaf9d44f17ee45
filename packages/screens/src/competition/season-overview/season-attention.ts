import type { Division, LeagueMatchSummary, Season, Team } from '@oche/api'

type Named = { slug: string; name: string }

/** A team match an item is about: its page, its teams and its date. */
export type AttentionMatch = { slug: string; home: string; away: string; date: string }

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
  /** A captain disputed the match report: the admins settle it. */
  | { kind: 'matchDisputed'; match: AttentionMatch }
  /** No result `days` days after the match's date, past the season's deadline: forfeit it or deduct points. */
  | { kind: 'resultOverdue'; match: AttentionMatch; days: number }
  /** The result is in, but not confirmed by both captains `days` days after the match, past the deadline. */
  | { kind: 'confirmationOverdue'; match: AttentionMatch; days: number }

const named = ({ slug, name }: Named): Named => ({ slug, name })

const dayMs = 24 * 60 * 60 * 1000
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / dayMs)

/**
 * The matches that need an admin, by date: disputed reports, and matches past the season's result deadline without
 * a result or without both captains' confirmation.
 */
function matchAttention(
  matches: readonly Pick<LeagueMatchSummary, 'slug' | 'date' | 'state' | 'home' | 'away'>[],
  deadlineDays: number,
  today: string,
): SeasonAttentionItem[] {
  const items: SeasonAttentionItem[] = []
  const dated = matches
    .filter((match): match is typeof match & { date: string } => match.date !== null)
    .sort((a, b) => a.date.localeCompare(b.date) || a.slug.localeCompare(b.slug))
  for (const match of dated) {
    const ref = { slug: match.slug, home: match.home.name, away: match.away.name, date: match.date }
    const days = daysBetween(match.date, today)
    if (match.state === 'disputed') items.push({ kind: 'matchDisputed', match: ref })
    else if (days <= deadlineDays) continue
    else if (match.state === 'scheduled' || match.state === 'live')
      items.push({ kind: 'resultOverdue', match: ref, days })
    else if (match.state === 'played') items.push({ kind: 'confirmationOverdue', match: ref, days })
  }
  return items
}

/**
 * What needs an admin in a season, most blocking first: the league nights, then the team matches (disputes and
 * deadlines passed, by date), then each division (by position), then the teams (by name, as listed). An archived
 * season changes no more, so nothing in it needs anyone.
 */
export function seasonAttention(
  season: Pick<Season, 'is_archived' | 'settings'>,
  divisions: readonly Pick<Division, 'slug' | 'name' | 'teams_count' | 'fixtures_count'>[],
  teams: readonly Pick<Team, 'slug' | 'name' | 'division' | 'captain' | 'venue'>[],
  matches: readonly Pick<LeagueMatchSummary, 'slug' | 'date' | 'state' | 'home' | 'away'>[] = [],
  today = '',
): SeasonAttentionItem[] {
  if (season.is_archived) return []
  const items: SeasonAttentionItem[] = []
  if (season.settings.league_nights.length === 0) items.push({ kind: 'noLeagueNights' })
  if (today) items.push(...matchAttention(matches, season.settings.result_deadline_days, today))
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
