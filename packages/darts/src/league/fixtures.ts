import type { Weekday } from './iso-dates'

/**
 * When a match is played inside its playing week: on the home team's own night (`teamNight`, the default of
 * league-rules.md §2), or on the one league night of that week for everyone (`fixedNight`).
 */
export type FixtureMode = 'teamNight' | 'fixedNight'

/** Every pair once, or every pair twice with home and away swapped in the second half (the default). */
export type RoundRobinKind = 'single' | 'double'

/** A team of a division: where it plays at home and, in `teamNight` mode, on which night. */
export type FixtureTeam = {
  id: string
  /** Where the team plays its home matches. */
  venueId: string
  /** The team's own night; required in `teamNight` mode, ignored in `fixedNight` mode. */
  homeNight?: Weekday
}

/** A division (the spec's group) and its teams. */
export type FixtureDivision = {
  id: string
  /** At least two teams. Without a `seed` they are placed in this order. */
  teams: readonly FixtureTeam[]
  /** Overrides the season's round robin for this division. */
  roundRobin?: RoundRobinKind
}

/** A venue (the spec's location): its boards and the nights it hosts. */
export type FixtureVenue = {
  id: string
  /** Dartboards at the venue: it hosts at most ⌊boards ÷ minimum boards per match⌋ matches on one date. */
  boards: number
  /** The nights it hosts league matches. */
  nights: readonly Weekday[]
}

/** A season's divisions, venues and playing weeks: everything `generateFixtures` needs. */
export type FixturesInput = {
  mode: FixtureMode
  /**
   * The season's playing weeks in order, as ISO dates (`YYYY-MM-DD`): in `teamNight` mode the first day of each
   * week (all on the same weekday), in `fixedNight` mode the league night of each week (one per Monday-to-Sunday
   * week). Rounds are spread evenly over them, the first round in the first week and the last in the last.
   */
  weeks: readonly string[]
  /** Every division of the season together, since divisions share venues. */
  divisions: readonly FixtureDivision[]
  venues: readonly FixtureVenue[]
  /** The season's round robin; `'double'` when not given. */
  roundRobin?: RoundRobinKind
  /** Boards one match needs; 2 when not given (league-rules.md §2). */
  minBoardsPerMatch?: number
  /** Shuffles each division's teams before they are placed (the draw). Without it, the order given is kept. */
  seed?: number
}

/** One move of a match: the date it had, the date it got, and why. */
export type FixtureChange = { from: string; to: string; reason: string }

/** One match of the fixtures: a home team and an away team on a date, at the home team's venue. */
export type FixtureMatch = {
  /** `{divisionId}.{round}.{slot}`; a match of the second half has the slot of its first-half mirror. */
  id: string
  divisionId: string
  /** 1 … rounds; in a double round robin of r rounds per half, round r + k mirrors round k. */
  round: number
  /** The playing week (an index into `weeks`) the match was drawn for; it stays when the match is moved. */
  weekIndex: number
  /** When the match is played (ISO); `rescheduleMatch` changes it. */
  date: string
  homeTeamId: string
  awayTeamId: string
  /** The home team's venue. */
  venueId: string
  /** Every move of the match, oldest first; empty as generated. */
  history: readonly FixtureChange[]
}

/** A team without a match in a round (odd number of teams in the division). */
export type FixtureBye = { divisionId: string; round: number; weekIndex: number; teamId: string }

/** A season's fixtures, with what rescheduling needs to check a new date (weeks, venues, boards per match). */
export type Fixtures = {
  mode: FixtureMode
  weeks: readonly string[]
  venues: readonly FixtureVenue[]
  minBoardsPerMatch: number
  /** By division (in input order), then round, then slot. */
  matches: readonly FixtureMatch[]
  byes: readonly FixtureBye[]
}

/** Every reason the fixtures of a season cannot be generated, with what names the problem. */
export type FixturesError =
  | { ok: false; error: 'fixtures.invalidMinBoards' }
  | { ok: false; error: 'fixtures.invalidVenue' | 'fixtures.duplicateVenue'; venueId: string }
  | { ok: false; error: 'fixtures.invalidWeek'; weekIndex: number }
  | { ok: false; error: 'fixtures.duplicateDivision' | 'fixtures.tooFewTeams'; divisionId: string }
  | { ok: false; error: 'fixtures.duplicateTeam' | 'fixtures.missingHomeNight'; teamId: string }
  | { ok: false; error: 'fixtures.unknownVenue'; teamId: string; venueId: string }
  | { ok: false; error: 'fixtures.homeNightNotHosted'; teamId: string; venueId: string; night: Weekday }
  | { ok: false; error: 'fixtures.tooFewWeeks'; divisionId: string; rounds: number; weeks: number }
  | { ok: false; error: 'fixtures.venueClosed'; venueId: string; weekIndex: number; date: string }
  | {
      ok: false
      error: 'fixtures.venueFull'
      venueId: string
      weekIndex: number
      date: string
      /** Matches the venue can host on that date. */
      capacity: number
      /** Home matches it would have had to host there in the best schedule found. */
      matches: number
    }

/** The fixtures, or why they cannot be made. */
export type FixturesOutcome = { ok: true; value: Fixtures } | FixturesError

/** Every reason a match cannot be moved to a date. */
export type RescheduleError =
  | { ok: false; error: 'reschedule.unknownMatch' | 'reschedule.invalidDate' | 'reschedule.reasonRequired' }
  | { ok: false; error: 'reschedule.sameDate' }
  | { ok: false; error: 'reschedule.teamBusy'; teamId: string; matchId: string }
  | { ok: false; error: 'reschedule.venueClosed'; venueId: string }
  | { ok: false; error: 'reschedule.venueFull'; venueId: string; capacity: number }

/** The fixtures with the match moved, or why it cannot be moved there. */
export type RescheduleOutcome = { ok: true; value: Fixtures } | RescheduleError
