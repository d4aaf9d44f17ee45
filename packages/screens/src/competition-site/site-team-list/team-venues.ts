import type { LeagueMatchSummary } from '@oche/api'

/**
 * Each team's venue, as its home matches name it (the one it plays at most, the first of the season on a tie); a
 * team without a home match with a venue has none.
 */
export function teamVenues(matches: readonly LeagueMatchSummary[]): Map<string, string> {
  const counts = new Map<string, Map<string, number>>()
  for (const match of matches) {
    if (!match.venue) continue
    const venues = counts.get(match.home.slug) ?? new Map<string, number>()
    venues.set(match.venue.name, (venues.get(match.venue.name) ?? 0) + 1)
    counts.set(match.home.slug, venues)
  }
  const venues = new Map<string, string>()
  for (const [team, byVenue] of counts) {
    let best: [string, number] | null = null
    for (const entry of byVenue) if (best === null || entry[1] > best[1]) best = entry
    if (best) venues.set(team, best[0])
  }
  return venues
}
