// Test support (not exported from the package): a small cup template and its outcomes.
import type { CupTemplate } from './cup-template'
import type { LeagueGameSlot } from './match-template'
import type { LeagueGameOutcome } from './team-match-score'

const single: LeagueGameSlot = {
  kind: 'singles',
  players: 1,
  x01: { startScore: 501, inRule: 'straight', outRule: 'double' },
  legs: { mode: 'bestOf', count: 3 },
}

/** Two singles of 501 best of 3, and a third single at 1–1. */
export const twoSinglesCup: CupTemplate = {
  games: [single, single],
  play: 'all',
  points: { kind: 'games' },
  maxGamesPerPlayer: null,
  decidingGame: single,
}

export const legs = (home: number, away: number): LeagueGameOutcome => ({ legs: [home, away] })
