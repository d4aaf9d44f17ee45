import { startLeg, type MatchOutcome, type X01MatchState } from './match-state'

function leaderOutcome(legsWon: readonly number[]): MatchOutcome {
  const most = Math.max(...legsWon)
  const leaders = legsWon.flatMap((legs, side) => (legs === most ? [side] : []))
  const [only] = leaders
  return leaders.length === 1 && only !== undefined ? { kind: 'win', winner: only } : { kind: 'draw' }
}

/** The match result once `winner` has won the last leg in `state.legs`, or null while it goes on. */
function outcomeAfterLeg(state: X01MatchState, winner: number): MatchOutcome | null {
  const { format } = state.config
  const won = state.legsWon[winner] ?? 0
  const played = state.legs.length
  switch (format.kind) {
    case 'firstTo':
      return won >= format.legs ? { kind: 'win', winner } : null
    case 'bestOf':
      if (won * 2 > format.legs) return { kind: 'win', winner }
      return played >= format.legs ? leaderOutcome(state.legsWon) : null
    case 'playAll':
      return played >= format.legs ? leaderOutcome(state.legsWon) : null
    case 'sets':
      return (state.setsWon[winner] ?? 0) >= format.sets ? { kind: 'win', winner } : null
    default:
      return format satisfies never
  }
}

/**
 * Records that `winner` won the current leg: counts the leg (and the set in set play), decides the
 * match or starts the next leg. Mutates `state`, which must be a private copy.
 */
export function finishLeg(state: X01MatchState, winner: number): void {
  const { config } = state
  const leg = state.legs[state.legs.length - 1]
  if (!leg) throw new Error('finishLeg needs a current leg')
  leg.winner = winner
  leg.thrower = winner
  state.legsWon[winner] = (state.legsWon[winner] ?? 0) + 1
  let nextSet = leg.set
  let nextLeg = leg.leg + 1
  if (config.format.kind === 'sets') {
    state.legsWonInSet[winner] = (state.legsWonInSet[winner] ?? 0) + 1
    if ((state.legsWonInSet[winner] ?? 0) >= config.format.legsPerSet) {
      state.setsWon[winner] = (state.setsWon[winner] ?? 0) + 1
      state.legsWonInSet = state.legsWonInSet.map(() => 0)
      nextSet = (leg.set ?? 1) + 1
      nextLeg = 1
    }
  }
  const outcome = outcomeAfterLeg(state, winner)
  if (outcome) {
    state.outcome = outcome
    state.status = 'finished'
    return
  }
  state.legs.push(startLeg(config, state.firstThrower, nextSet, nextLeg))
}

/**
 * The match's score in sets (set play) or legs, the winner's first, so "Tess wins 1–0" reads right whichever side
 * won; in side order while the match goes on or ended in a draw.
 */
export function resultScore(state: Pick<X01MatchState, 'config' | 'legsWon' | 'setsWon' | 'outcome'>): number[] {
  const score = state.config.format.kind === 'sets' ? state.setsWon : state.legsWon
  const outcome = state.outcome
  if (outcome?.kind !== 'win') return [...score]
  return [score[outcome.winner] ?? 0, ...score.filter((_, side) => side !== outcome.winner)]
}
