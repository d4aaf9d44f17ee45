import { isMatchOver, type Fixture } from '@oche/api'

/** A division's fixture list in numbers. */
export type FixtureSummary = {
  total: number
  played: number
  postponed: number
  /** Scheduled on a date, not yet played. */
  scheduled: number
  /** Playing weeks (league nights) with at least one match. */
  weeks: number
  /** The first and last match days (`YYYY-MM-DD`), null without dated matches. */
  first: string | null
  last: string | null
  /** The first day from `today` (included) with a match still to play, or null. */
  next: string | null
}

/** Counts a fixture list's matches by state, its league nights, and its first, last and next days. */
export function summariseFixtures(fixtures: readonly Fixture[], today: string): FixtureSummary {
  const dates = fixtures.flatMap((fixture) => (fixture.date ? [fixture.date] : [])).sort()
  const ahead = fixtures
    .filter((fixture) => fixture.state === 'scheduled' && fixture.date !== null && fixture.date >= today)
    .map((fixture) => fixture.date as string)
    .sort()
  return {
    total: fixtures.length,
    played: fixtures.filter((fixture) => isMatchOver(fixture.state)).length,
    postponed: fixtures.filter((fixture) => fixture.state === 'postponed').length,
    scheduled: fixtures.filter((fixture) => fixture.state === 'scheduled').length,
    weeks: new Set(fixtures.map((fixture) => fixture.week)).size,
    first: dates[0] ?? null,
    last: dates.at(-1) ?? null,
    next: ahead[0] ?? null,
  }
}

/** A league night of a fixture list: its week and its matches, in the list's order. */
export type FixtureWeek = { week: number; fixtures: Fixture[] }

/** The fixture list by playing week, first week first (the API's order within a week is kept). */
export function fixturesByWeek(fixtures: readonly Fixture[]): FixtureWeek[] {
  const weeks = new Map<number, Fixture[]>()
  for (const fixture of fixtures) weeks.set(fixture.week, [...(weeks.get(fixture.week) ?? []), fixture])
  return [...weeks.entries()].sort(([a], [b]) => a - b).map(([week, list]) => ({ week, fixtures: list }))
}
