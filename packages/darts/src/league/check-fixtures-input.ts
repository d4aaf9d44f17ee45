import type { FixtureDivision, FixtureMode, FixturesError, FixturesInput, FixtureTeam, FixtureVenue } from './fixtures'
import { dayNumber, weekdayIndex, weekNumber } from './iso-dates'

/** The input once checked: boards per match, the weeks as day numbers and the venues by id. */
export type CheckedFixturesInput = {
  minBoardsPerMatch: number
  weekDays: number[]
  venues: ReadonlyMap<string, FixtureVenue>
}

type Checked<T> = { ok: true; value: T } | FixturesError

const isWhole = (value: number, min: number) => Number.isInteger(value) && value >= min

/** Rounds of a division: n − 1 per half for an even n, n per half for an odd n (one bye each). */
export function roundCount(teamCount: number, isDouble: boolean): number {
  const perHalf = teamCount % 2 === 0 ? teamCount - 1 : teamCount
  return isDouble ? 2 * perHalf : perHalf
}

/** Everything generateFixtures needs to hold before it schedules, checked in the order of the input's fields. */
export function checkFixturesInput(input: FixturesInput): Checked<CheckedFixturesInput> {
  const minBoardsPerMatch = input.minBoardsPerMatch ?? 2
  if (!isWhole(minBoardsPerMatch, 1)) return { ok: false, error: 'fixtures.invalidMinBoards' }
  const venues = checkVenues(input.venues)
  if (!venues.ok) return venues
  const weekDays = checkWeeks(input)
  if (!weekDays.ok) return weekDays
  const divisions = checkDivisions(input, venues.value, weekDays.value.length)
  if (!divisions.ok) return divisions
  return { ok: true, value: { minBoardsPerMatch, weekDays: weekDays.value, venues: venues.value } }
}

function checkVenues(venues: readonly FixtureVenue[]): Checked<Map<string, FixtureVenue>> {
  const byId = new Map<string, FixtureVenue>()
  for (const venue of venues) {
    if (byId.has(venue.id)) return { ok: false, error: 'fixtures.duplicateVenue', venueId: venue.id }
    if (!isWhole(venue.boards, 0)) return { ok: false, error: 'fixtures.invalidVenue', venueId: venue.id }
    byId.set(venue.id, venue)
  }
  return { ok: true, value: byId }
}

/**
 * Real dates, each in a later week than the one before: in `teamNight` mode week starts on one weekday, in
 * `fixedNight` mode league nights in different Monday-to-Sunday weeks.
 */
function checkWeeks({ mode, weeks }: FixturesInput): Checked<number[]> {
  const days: number[] = []
  for (const [weekIndex, week] of weeks.entries()) {
    const day = dayNumber(week)
    if (day === null || !isNextWeek(mode, day, days)) return { ok: false, error: 'fixtures.invalidWeek', weekIndex }
    days.push(day)
  }
  return { ok: true, value: days }
}

function isNextWeek(mode: FixtureMode, day: number, before: readonly number[]): boolean {
  const [first, previous] = [before[0], before.at(-1)]
  if (first === undefined || previous === undefined) return true
  if (mode === 'fixedNight') return weekNumber(day, 'monday') > weekNumber(previous, 'monday')
  return day > previous && weekdayIndex(day) === weekdayIndex(first)
}

function checkDivisions(input: FixturesInput, venues: ReadonlyMap<string, FixtureVenue>, weeks: number): Checked<null> {
  const divisionIds = new Set<string>()
  const teamIds = new Set<string>()
  for (const division of input.divisions) {
    if (divisionIds.has(division.id)) return { ok: false, error: 'fixtures.duplicateDivision', divisionId: division.id }
    divisionIds.add(division.id)
    if (division.teams.length < 2) return { ok: false, error: 'fixtures.tooFewTeams', divisionId: division.id }
    for (const team of division.teams) {
      if (teamIds.has(team.id)) return { ok: false, error: 'fixtures.duplicateTeam', teamId: team.id }
      teamIds.add(team.id)
      const problem = checkTeam(input, team, venues)
      if (problem) return problem
    }
    const rounds = roundCount(division.teams.length, isDouble(input, division))
    if (rounds > weeks) return { ok: false, error: 'fixtures.tooFewWeeks', divisionId: division.id, rounds, weeks }
  }
  return { ok: true, value: null }
}

function checkTeam(input: FixturesInput, team: FixtureTeam, venues: ReadonlyMap<string, FixtureVenue>) {
  const venue = venues.get(team.venueId)
  if (!venue) return { ok: false, error: 'fixtures.unknownVenue', teamId: team.id, venueId: team.venueId } as const
  if (input.mode === 'fixedNight') return null
  if (!team.homeNight) return { ok: false, error: 'fixtures.missingHomeNight', teamId: team.id } as const
  if (!venue.nights.includes(team.homeNight)) {
    const night = team.homeNight
    return { ok: false, error: 'fixtures.homeNightNotHosted', teamId: team.id, venueId: venue.id, night } as const
  }
  return null
}

/** Whether a division plays a double round robin: its own setting, else the season's, else yes. */
export function isDouble(input: FixturesInput, division: FixtureDivision): boolean {
  return (division.roundRobin ?? input.roundRobin ?? 'double') === 'double'
}
