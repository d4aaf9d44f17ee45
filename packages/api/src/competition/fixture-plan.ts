import type { FixtureMatch, Fixtures, FixturesError, FixturesInput, FixtureVenue, RescheduleError } from '@oche/darts'
import type { SeasonSettings, Weekday } from '../schemas/competition'
import { WeekdaySchema } from '../schemas/competition'

// How a season's stored teams, venues and settings become the input of `@oche/darts`' fixture generator, and how its
// refusals become the API's errors: one mapping for the server and the mocks.

/** More boards than any venue has: a venue without a board count limits nothing. */
const UNLIMITED_BOARDS = 1000

/** A venue as stored: its boards (0 when not given) and the nights it hosts (none given: every night). */
export type PlanVenue = { id: string; boards: number; weekdays: readonly Weekday[] }

/** A team as stored: its team-season id, home venue and night. */
export type PlanTeam = { id: string; venueId: string | null; homeWeekday: Weekday | null }

/** The generator's venue: nights and boards as given, or every night and no limit when not given. */
export function toFixtureVenue(venue: PlanVenue): FixtureVenue {
  return {
    id: venue.id,
    boards: venue.boards > 0 ? venue.boards : UNLIMITED_BOARDS,
    nights: venue.weekdays.length > 0 ? [...venue.weekdays] : [...WeekdaySchema.options],
  }
}

/** A team's home night: its own, else its venue's only night. */
function homeNight(team: PlanTeam, venues: ReadonlyMap<string, PlanVenue>): Weekday | undefined {
  if (team.homeWeekday) return team.homeWeekday
  const nights = team.venueId ? venues.get(team.venueId)?.weekdays : undefined
  return nights?.length === 1 ? nights[0] : undefined
}

/** A number from a season's id: the same season draws its teams the same way every time. */
export function seasonSeed(seasonId: string): number {
  let hash = 0
  for (const char of seasonId) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0
  return hash >>> 0
}

/**
 * The generator's input for a season's divisions (each with its teams; those with fewer than two are the caller's to
 * leave out or refuse). A team without a venue keeps an empty id, which the generator refuses as an unknown venue.
 */
export function buildFixturesInput(input: {
  seasonId: string
  settings: SeasonSettings
  divisions: readonly { id: string; teams: readonly PlanTeam[] }[]
  venues: readonly PlanVenue[]
}): FixturesInput {
  const venues = new Map(input.venues.map((venue) => [venue.id, venue]))
  return {
    mode: input.settings.night_mode,
    weeks: input.settings.league_nights,
    roundRobin: input.settings.round_robin,
    minBoardsPerMatch: input.settings.min_boards_per_match,
    seed: seasonSeed(input.seasonId),
    venues: input.venues.map(toFixtureVenue),
    divisions: input.divisions.map((division) => ({
      id: division.id,
      teams: division.teams.map((team) => {
        const night = homeNight(team, venues)
        return { id: team.id, venueId: team.venueId ?? '', ...(night ? { homeNight: night } : {}) }
      }),
    })),
  }
}

/** The API's error for a refusal of the generator, and the team or venue it names (its id). */
export type FixturesRefusal = {
  error:
    | 'fixtures.tooFewTeams'
    | 'fixtures.notEnoughNights'
    | 'fixtures.invalidLeagueNights'
    | 'fixtures.teamWithoutVenue'
    | 'fixtures.teamWithoutNight'
    | 'fixtures.nightNotHosted'
    | 'fixtures.venueFull'
  details: { division_id?: string; team_id?: string; venue_id?: string; date?: string }
}

/** What the API answers for each refusal of the generator. */
export function fixturesRefusal(refusal: FixturesError): FixturesRefusal {
  switch (refusal.error) {
    case 'fixtures.tooFewTeams':
      return { error: 'fixtures.tooFewTeams', details: { division_id: refusal.divisionId } }
    case 'fixtures.tooFewWeeks':
      return { error: 'fixtures.notEnoughNights', details: { division_id: refusal.divisionId } }
    case 'fixtures.invalidWeek':
      return { error: 'fixtures.invalidLeagueNights', details: {} }
    case 'fixtures.unknownVenue':
      return { error: 'fixtures.teamWithoutVenue', details: { team_id: refusal.teamId } }
    case 'fixtures.missingHomeNight':
      return { error: 'fixtures.teamWithoutNight', details: { team_id: refusal.teamId } }
    case 'fixtures.homeNightNotHosted':
      return { error: 'fixtures.nightNotHosted', details: { team_id: refusal.teamId, venue_id: refusal.venueId } }
    case 'fixtures.venueClosed':
    case 'fixtures.venueFull':
      return { error: 'fixtures.venueFull', details: { venue_id: refusal.venueId, date: refusal.date } }
    case 'fixtures.invalidMinBoards':
    case 'fixtures.invalidVenue':
    case 'fixtures.duplicateVenue':
    case 'fixtures.duplicateDivision':
    case 'fixtures.duplicateTeam':
      // The stored data cannot give these (ids are unique, boards whole): a bug, not the user's to fix.
      throw new Error(`Fixture input the generator refused: ${refusal.error}`)
    default:
      return refusal satisfies never
  }
}

/** A stored fixture for `rescheduleMatch`: postponed ones (no date) take no place in any week. */
export type PlanFixture = {
  id: string
  divisionId: string
  weekIndex: number
  date: string | null
  homeId: string
  awayId: string
  venueId: string | null
}

/** The season's stored fixtures as the generator's, for moving one of them (`rescheduleMatch`). */
export function toFixtures(input: {
  settings: SeasonSettings
  venues: readonly PlanVenue[]
  fixtures: readonly PlanFixture[]
  /** The fixture to move: kept even without a date. */
  moving: string
}): Fixtures {
  const matches: FixtureMatch[] = input.fixtures
    .filter((fixture) => fixture.date !== null || fixture.id === input.moving)
    .map((fixture) => ({
      id: fixture.id,
      divisionId: fixture.divisionId,
      round: fixture.weekIndex + 1,
      weekIndex: fixture.weekIndex,
      date: fixture.date ?? '',
      homeTeamId: fixture.homeId,
      awayTeamId: fixture.awayId,
      venueId: fixture.venueId ?? '',
      history: [],
    }))
  return {
    mode: input.settings.night_mode,
    weeks: input.settings.league_nights,
    venues: input.venues.map(toFixtureVenue),
    minBoardsPerMatch: input.settings.min_boards_per_match,
    matches,
    byes: [],
  }
}

/** The API's error for a refusal of `rescheduleMatch`. */
export function rescheduleRefusal(
  refusal: RescheduleError,
): 'fixture.sameDate' | 'fixture.teamBusy' | 'fixture.venueClosed' | 'fixture.venueFull' {
  switch (refusal.error) {
    case 'reschedule.sameDate':
      return 'fixture.sameDate'
    case 'reschedule.teamBusy':
      return 'fixture.teamBusy'
    case 'reschedule.venueClosed':
      return 'fixture.venueClosed'
    case 'reschedule.venueFull':
      return 'fixture.venueFull'
    case 'reschedule.unknownMatch':
    case 'reschedule.invalidDate':
    case 'reschedule.reasonRequired':
      // The route's schema and the stored fixtures rule these out.
      throw new Error(`Reschedule the generator refused: ${refusal.error}`)
    default:
      return refusal satisfies never
  }
}
