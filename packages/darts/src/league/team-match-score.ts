import type { LeagueGameSlot, MatchTemplate } from './match-template'

/**
 * A game's outcome as the match sees it: the legs each team won, and `forfeitedBy` the team that forfeited it (no
 * darts; it counts as lost, legs needed to 0 — see `forfeitOutcome`). Null: not played yet.
 */
export type LeagueGameOutcome = { legs: readonly [number, number]; forfeitedBy?: 0 | 1 } | null

export type TeamMatchScore = {
  /** Games each team won. A drawn game (equal legs) is in `gamesDrawn` and gives neither team a game. */
  gamesWon: [number, number]
  gamesDrawn: number
  legsWon: [number, number]
  /** Games with an outcome. */
  played: number
  /** Every game played, or ('untilDecided') one team can no longer be caught. */
  isDecided: boolean
  /** Only once decided: 0 (home), 1 (away) or 'draw'. */
  winner: 0 | 1 | 'draw' | null
  /** The league points each team earns (LeaguePoints): games won, or match points once decided. */
  points: [number, number]
  /** Games still to play (indexes) — empty once the match stops ('untilDecided'). */
  remaining: number[]
}

/** Legs a slot's game needs to be won: more than half of best of N, or all N when every leg is played. */
function legsNeeded(slot: LeagueGameSlot): number {
  return slot.legs.mode === 'playAll' ? slot.legs.count : Math.floor(slot.legs.count / 2) + 1
}

/** The outcome of a game that `forfeitedBy` forfeited (league-rules.md §5): lost by the legs needed to 0. */
export function forfeitOutcome(slot: LeagueGameSlot, forfeitedBy: 0 | 1): NonNullable<LeagueGameOutcome> {
  const needed = legsNeeded(slot)
  return { legs: forfeitedBy === 0 ? [0, needed] : [needed, 0], forfeitedBy }
}

/** Who won a game: the team that did not forfeit it, else the team with more legs; equal legs is a draw. */
function gameWinner(outcome: NonNullable<LeagueGameOutcome>): 0 | 1 | 'draw' {
  if (outcome.forfeitedBy !== undefined) return outcome.forfeitedBy === 0 ? 1 : 0
  const [home, away] = outcome.legs
  return home > away ? 0 : away > home ? 1 : 'draw'
}

function matchPoints(
  template: MatchTemplate,
  gamesWon: readonly [number, number],
  winner: 0 | 1 | 'draw' | null,
): [number, number] {
  const { points } = template
  if (points.kind === 'games') return [gamesWon[0], gamesWon[1]]
  if (winner === null) return [0, 0]
  if (winner === 'draw') return [points.draw, points.draw]
  return winner === 0 ? [points.win, points.loss] : [points.loss, points.win]
}

/**
 * The score of a team match from its games' outcomes, in template order (league-rules.md §3, §5). The team with more
 * games wins the match; equal games is a draw. Under `'untilDecided'` the match stops as soon as the leader's lead in
 * games is larger than the number of games left, since the other team can then at best win every one of them and
 * still be behind; a lead equal to the games left is not decided (the match can still be drawn). With points =
 * games, each team has its games won at any time (games not played give no points); match points are given only
 * once the match is decided.
 * @example
 * teamMatchScore(matchTemplatePresets.flemish, [{ legs: [3, 1] }, { legs: [0, 3], forfeitedBy: 0 }, null])
 * // gamesWon [1, 1], legsWon [3, 4], played 2, isDecided false, points [1, 1], remaining [2, 3, …, 9]
 */
export function teamMatchScore(template: MatchTemplate, outcomes: readonly LeagueGameOutcome[]): TeamMatchScore {
  const gamesWon: [number, number] = [0, 0]
  const legsWon: [number, number] = [0, 0]
  let gamesDrawn = 0
  const open: number[] = []
  template.games.forEach((_, index) => {
    const outcome = outcomes[index] ?? null
    if (outcome === null) {
      open.push(index)
      return
    }
    legsWon[0] += outcome.legs[0]
    legsWon[1] += outcome.legs[1]
    const winner = gameWinner(outcome)
    if (winner === 'draw') gamesDrawn += 1
    else gamesWon[winner] += 1
  })
  const lead = Math.abs(gamesWon[0] - gamesWon[1])
  const cannotBeCaught = template.play === 'untilDecided' && lead > open.length
  const isDecided = open.length === 0 || cannotBeCaught
  const winner = !isDecided ? null : gamesWon[0] > gamesWon[1] ? 0 : gamesWon[1] > gamesWon[0] ? 1 : 'draw'
  return {
    gamesWon,
    gamesDrawn,
    legsWon,
    played: template.games.length - open.length,
    isDecided,
    winner,
    points: matchPoints(template, gamesWon, winner),
    remaining: cannotBeCaught ? [] : open,
  }
}
