import { isMatchOver, type Fixture } from '@oche/api'

/** A league night (a playing week, the glossary's round): its number and its matches still to play. */
export type LeagueNight = { week: number; fixtures: Fixture[] }

const waiting = (fixture: Fixture, today: string): fixture is Fixture & { date: string } =>
  !isMatchOver(fixture.state) && fixture.date !== null && fixture.date >= today

/**
 * The first league night with a match still to play from `today` (a `YYYY-MM-DD` day, included), with those of its
 * matches, by date in the fixture list's order; null when none is left. A night's matches may be on several days
 * (teams play at home on their own weekday). Played matches, and those postponed without a new date, wait on no night.
 */
export function nextLeagueNight(fixtures: readonly Fixture[], today: string): LeagueNight | null {
  let first: (Fixture & { date: string }) | null = null
  for (const fixture of fixtures) if (waiting(fixture, today) && (!first || fixture.date < first.date)) first = fixture
  if (!first) return null
  const week = first.week
  const matches = fixtures.filter((fixture) => fixture.week === week && waiting(fixture, today))
  return { week, fixtures: matches.sort((a, b) => (a.date ?? '').localeCompare(b.date ?? '')) }
}
