/**
 * A round's code, never English text (the UI translates it): knockout rounds by the entries left in them
 * (`'final'`, `'semiFinal'`, `'quarterFinal'`, `'last16'`, `'last32'`, …), double-elimination rounds by bracket,
 * and `'roundRobin'` for group and round-robin games.
 */
export type RoundCode =
  | 'final'
  | 'semiFinal'
  | 'quarterFinal'
  | `last${number}`
  | 'thirdPlace'
  | 'roundRobin'
  | `winnersRound${number}`
  | 'winnersFinal'
  | `losersRound${number}`
  | 'losersFinal'
  | 'grandFinal'
  | 'grandFinalReset'

/**
 * Who plays on one side of a game: an entry, nobody (a bye), or a reference that resolves as results come in
 * (data-model.md, Tournaments). Group positions are 1-based. `bestPlaced` is the `rank`-th best of the entries
 * placed `position` in their groups, compared across groups (`rankBestPlaced`); it resolves once every group is
 * complete, and is a bye when fewer groups have that position.
 */
export type SideRef =
  | { kind: 'entry'; entryId: string }
  | { kind: 'bye' }
  | { kind: 'winnerOf'; gameId: string }
  | { kind: 'loserOf'; gameId: string }
  | { kind: 'groupPosition'; groupId: string; position: number }
  | { kind: 'bestPlaced'; position: number; rank: number }

/** Which part of a double elimination a game belongs to. */
export type BracketPart = 'winners' | 'losers' | 'final'

/** One game of a stage: plain JSON, stored as a `games` row. */
export type TournamentGame = {
  id: string
  stageId: string
  /** 1-based, within the stage (and within the bracket part for a double elimination). */
  round: number
  roundCode: RoundCode
  /** 1-based position in its round, in bracket order. */
  slot: number
  groupId?: string
  bracket?: BracketPart
  sides: readonly [SideRef, SideRef]
  /** Played only if the named game was won by that side (the grand-final reset). */
  playIf?: { gameId: string; winnerSide: 0 | 1 }
}

/** Points scored and darts thrown by one side, for the 3-dart average. */
export type SideScoring = { points: number; darts: number }

/**
 * A finished game. `legs` are the legs each side won; `winner` is needed only in set play (otherwise more legs
 * wins and equal legs is a draw). A walkover has no legs and no statistics.
 */
export type GameResult =
  | {
      kind: 'played'
      legs: readonly [number, number]
      winner?: 0 | 1 | 'draw'
      scoring?: readonly [SideScoring, SideScoring]
    }
  | { kind: 'walkover'; winner: 0 | 1 }

/** A group of entries playing each other; ids are `'A'`, `'B'`, … `'Z'`, `'AA'`, … */
export type Group = { id: string; entries: readonly string[] }

/** The side that won, or `'draw'`. */
export function resultWinner(result: GameResult): 0 | 1 | 'draw' {
  if (result.kind === 'walkover') return result.winner
  if (result.winner !== undefined) return result.winner
  const [a, b] = result.legs
  return a > b ? 0 : b > a ? 1 : 'draw'
}

/** A plain entry id becomes an entry reference; references are kept. */
export function toSideRef(seed: string | SideRef): SideRef {
  return typeof seed === 'string' ? { kind: 'entry', entryId: seed } : seed
}
