import { isMatchOver, type LeagueMatchSummary } from '@oche/api'

/** A team's matches split: those still to play (a live one among them), soonest first, and its results, latest first. */
export function splitMatches(matches: readonly LeagueMatchSummary[]) {
  // By day: league and cup matches number their nights apart, so only the dates compare (a match without one last).
  const byDay = (a: LeagueMatchSummary, b: LeagueMatchSummary) =>
    (a.date ?? '9999-12-31').localeCompare(b.date ?? '9999-12-31') || a.week - b.week
  return {
    upcoming: matches.filter((match) => !isMatchOver(match.state)).sort(byDay),
    results: matches.filter((match) => isMatchOver(match.state)).sort((a, b) => byDay(b, a)),
  }
}
