import { isMatchOver, type LeagueMatchSummary } from '@oche/api'

/** What the home page shows of the season's matches. */
export type HomeMatches = {
  /** Being played right now. */
  live: LeagueMatchSummary[]
  /** The league night being played or coming next, with its league matches; null when the season has none. */
  round: { week: number; matches: LeagueMatchSummary[] } | null
  /** The latest results outside that league night, newest first. */
  results: LeagueMatchSummary[]
  /** The next matches outside that league night, soonest first. */
  upcoming: LeagueMatchSummary[]
}

/** How many results and next matches the home page lists. */
export const homeListLength = 5

const byDate = (a: LeagueMatchSummary, b: LeagueMatchSummary) =>
  (a.date ?? '9999-12-31').localeCompare(b.date ?? '9999-12-31') || a.week - b.week

/**
 * The league night the home page leads with: the week of a live match, else the first week with a match still to
 * play (one postponed long ago does not hold the season back), else the last week played. Read from the matches'
 * states, not from the clock, so the server and the browser show the same night. Give it the league divisions'
 * matches: a cup counts its rounds apart.
 */
export function currentWeek(matches: readonly LeagueMatchSummary[]): number | null {
  if (matches.length === 0) return null
  const live = matches.find((match) => match.state === 'live')
  if (live) return live.week
  const toPlay = matches.filter((match) => match.state === 'scheduled').map((match) => match.week)
  if (toPlay.length > 0) return Math.min(...toPlay)
  return Math.max(...matches.map((match) => match.week))
}

/**
 * The season's matches as the home page shows them: live, the current league night (of the league divisions:
 * `isLeague` tells a league division's match from a cup's), then the latest results and the next matches outside it.
 */
export function homeMatches(
  matches: readonly LeagueMatchSummary[],
  isLeague: (match: LeagueMatchSummary) => boolean = () => true,
): HomeMatches {
  const league = matches.filter(isLeague)
  const week = currentWeek(league)
  const inRound = (match: LeagueMatchSummary) => isLeague(match) && match.week === week
  const outside = matches.filter((match) => !inRound(match))
  return {
    live: matches.filter((match) => match.state === 'live'),
    round: week === null ? null : { week, matches: league.filter(inRound).sort(byDate) },
    results: outside
      .filter((match) => isMatchOver(match.state))
      .sort((a, b) => byDate(b, a))
      .slice(0, homeListLength),
    upcoming: outside
      .filter((match) => match.state === 'scheduled' || match.state === 'postponed')
      .sort(byDate)
      .slice(0, homeListLength),
  }
}
