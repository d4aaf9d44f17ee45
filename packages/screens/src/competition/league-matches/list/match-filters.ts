import { isFixtureState, type FixtureState, type LeagueMatchSummary } from '@oche/api'

/** Which of the season's matches the list shows; null is "any". */
export type MatchFilters = {
  division: string | null
  team: string | null
  week: number | null
  state: FixtureState | null
}

export const noMatchFilters: MatchFilters = { division: null, team: null, week: null, state: null }

const slug = (value: string | undefined) => {
  const trimmed = (value ?? '').trim()
  return trimmed && trimmed.length <= 100 ? trimmed : null
}

/** The filters from the page's query string (`?division=first-division&week=3`); anything unreadable is "any". */
export function readMatchFilters(searchParams: Record<string, string>): MatchFilters {
  const week = Number(searchParams.week)
  return {
    division: slug(searchParams.division),
    team: slug(searchParams.team),
    week: Number.isInteger(week) && week >= 1 && week <= 200 ? week : null,
    state: isFixtureState(searchParams.state) ? searchParams.state : null,
  }
}

/** The query string of the filters that are set, in a fixed order: `?division=first-division&state=live`. */
export function writeMatchFilters(filters: MatchFilters): string {
  const params = new URLSearchParams()
  if (filters.division) params.set('division', filters.division)
  if (filters.team) params.set('team', filters.team)
  if (filters.week !== null) params.set('week', String(filters.week))
  if (filters.state) params.set('state', filters.state)
  const query = params.toString()
  return query ? `?${query}` : ''
}

export function hasMatchFilters(filters: MatchFilters): boolean {
  return Object.values(filters).some((value) => value !== null)
}

/** The filters, letting go of a team that plays no match in the chosen division (the division was changed). */
export function keepTeamInDivision(matches: readonly LeagueMatchSummary[], filters: MatchFilters): MatchFilters {
  const { division, team } = filters
  if (division === null || team === null) return filters
  const plays = matches.some(
    (match) => match.division.slug === division && (match.home.slug === team || match.away.slug === team),
  )
  return plays ? filters : { ...filters, team: null }
}

/** The matches the filters let through, in the API's order (by week, then day). */
export function applyMatchFilters(matches: readonly LeagueMatchSummary[], filters: MatchFilters): LeagueMatchSummary[] {
  return matches.filter(
    (match) =>
      (filters.division === null || match.division.slug === filters.division) &&
      (filters.team === null || match.home.slug === filters.team || match.away.slug === filters.team) &&
      (filters.week === null || match.week === filters.week) &&
      (filters.state === null || match.state === filters.state),
  )
}

type Link = { slug: string; name: string }

/** What the filters offer: the season's divisions, the teams (of the chosen division) and league nights. */
export type MatchFilterOptions = { divisions: Link[]; teams: Link[]; weeks: number[] }

function byName(links: Iterable<Link>): Link[] {
  const unique = new Map<string, Link>()
  for (const link of links) unique.set(link.slug, link)
  return [...unique.values()].sort((a, b) => a.name.localeCompare(b.name))
}

/**
 * The options of the filters, read from the season's matches (captains and players may not list divisions or teams
 * themselves): every division and league night, and the teams of the chosen division (of all when none is).
 */
export function matchFilterOptions(
  matches: readonly LeagueMatchSummary[],
  division: string | null,
): MatchFilterOptions {
  const inDivision = matches.filter((match) => division === null || match.division.slug === division)
  return {
    divisions: byName(matches.map((match) => match.division)),
    teams: byName(inDivision.flatMap((match) => [match.home, match.away])),
    weeks: [...new Set(matches.map((match) => match.week))].sort((a, b) => a - b),
  }
}

/** A league night of the list: its week and its matches. */
export type MatchWeek = { week: number; matches: LeagueMatchSummary[] }

/** The matches by league night, first week first, keeping the list's order within a week. */
export function matchesByWeek(matches: readonly LeagueMatchSummary[]): MatchWeek[] {
  const weeks = new Map<number, LeagueMatchSummary[]>()
  for (const match of matches) weeks.set(match.week, [...(weeks.get(match.week) ?? []), match])
  return [...weeks.entries()].sort(([a], [b]) => a - b).map(([week, list]) => ({ week, matches: list }))
}
