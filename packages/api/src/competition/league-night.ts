import type { TeamMatchScore } from '@oche/darts'
import type { FixtureState } from '../schemas/competition'
import type { LeagueMatchScore, LeagueSide } from '../schemas/league-matches'

// The league night's small rules that the server, the mocks and the screens share (no zod here: a public page's code
// reads them).

/**
 * A fixture's states (`FixtureStateSchema`): `scheduled` or `postponed` (no date yet) until the first game starts;
 * `live` while games are played; `played`: every game has a result (or the match is decided), awaiting both captains'
 * confirmation; `confirmed`: signed off; `disputed`: a captain disagreed and the admins decide.
 */
export const fixtureStates = ['scheduled', 'postponed', 'live', 'played', 'confirmed', 'disputed'] as const

/** Whether `value` (a query string's, say) is a fixture state. */
export function isFixtureState(value: unknown): value is FixtureState {
  return (fixtureStates as readonly unknown[]).includes(value)
}

/** States in which a match has (some) results: it stays where it is, and its division's fixtures stay. */
const statesWithResults: ReadonlySet<FixtureState> = new Set(['live', 'played', 'confirmed', 'disputed'])

/** Whether games of the match were started or have results. */
export function fixtureHasResult(state: FixtureState): boolean {
  return statesWithResults.has(state)
}

/** Every state with results, for SQL filters. */
export const fixtureStatesWithResults: readonly FixtureState[] = [...statesWithResults]

/** Whether the match is over: every game has a result (or it is decided), whether or not it is signed off yet. */
export function isMatchOver(state: FixtureState): boolean {
  return state === 'played' || state === 'confirmed' || state === 'disputed'
}

/** 0 for the home team, 1 for the away team. */
export function sideIndex(side: LeagueSide): 0 | 1 {
  return side === 'home' ? 0 : 1
}

/** The team of a side index. */
export function sideOf(index: 0 | 1): LeagueSide {
  return index === 0 ? 'home' : 'away'
}

/** A winner as the engine says it (0, 1, 'draw' or null), as the API says it. */
export function toLeagueWinner(winner: 0 | 1 | 'draw' | null): LeagueSide | 'draw' | null {
  return winner === null || winner === 'draw' ? winner : sideOf(winner)
}

/** The engine's team match score on the wire. */
export function toLeagueMatchScore(score: TeamMatchScore): LeagueMatchScore {
  return {
    games: [score.gamesWon[0], score.gamesWon[1]],
    legs: [score.legsWon[0], score.legsWon[1]],
    points: [score.points[0], score.points[1]],
    played: score.played,
    is_decided: score.isDecided,
    winner: toLeagueWinner(score.winner),
  }
}
