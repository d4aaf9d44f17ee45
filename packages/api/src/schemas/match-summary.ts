import { currentLeg, type X01MatchState } from '@oche/darts'
import { z } from 'zod'

/** The engine's outcome of a finished match: a win by a side (index), or a draw. */
export const MatchOutcomeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('win'), winner: z.number().int().min(0) }),
  z.object({ kind: z.literal('draw') }),
])

/**
 * The state at a glance, derived from the replayed state: enough to update a scoreboard without a replay.
 * Arrays are per side, in the order of `config.sides`.
 */
export const MatchSummarySchema = z.object({
  legsWon: z.array(z.number().int().min(0)),
  setsWon: z.array(z.number().int().min(0)),
  /** The leg being played, or the last one once the match is over. */
  currentLeg: z.object({
    /** The set number from 1 in set play, null in legs play. */
    set: z.number().int().min(1).nullable(),
    leg: z.number().int().min(1),
    /** The side to throw next; once the leg is won, its winner. */
    thrower: z.number().int().min(0),
    remaining: z.array(z.number().int().min(0)),
  }),
  /** Null until the match is finished. */
  outcome: MatchOutcomeSchema.nullable(),
})
export type MatchSummary = z.infer<typeof MatchSummarySchema>

/** The summary of a replayed state (`replay(...).value`). */
export function summarizeMatch(state: X01MatchState): MatchSummary {
  const leg = currentLeg(state)
  return {
    legsWon: [...state.legsWon],
    setsWon: [...state.setsWon],
    currentLeg: {
      set: leg.set,
      leg: leg.leg,
      thrower: leg.thrower,
      remaining: leg.positions.map((position) => position.remaining),
    },
    outcome: state.outcome,
  }
}
