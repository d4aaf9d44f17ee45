import type { RoundRobinKind } from './fixtures'

/** One round over circle positions: [home, away] pairs. With an odd number of teams the last position is the bye. */
export type CircleRound = readonly (readonly [number, number])[]

/** Where the cycle starts in the canonical order; see `circleRounds`. */
const FIRST_CANONICAL_ROUND = 2

/**
 * The rounds of a round robin over positions 0 … m−1 (m = teams, plus a bye position for an odd number).
 *
 * The pairs are the circle method's, with home and away as in de Werra's canonical schedule: position m−1 is fixed,
 * round r pairs it with r and pairs r + k with r − k (mod m − 1); the fixed position is at home in odd rounds and
 * r + k is at home for odd k. That gives every position at most one "break" (two home or two away in a row) per
 * cycle, so nobody plays three in a row, and with the fixed position as the bye, an odd division alternates home and
 * away exactly. A double round robin mirrors the cycle with home and away swapped, which adds a break at the turn
 * for every position whose cycle starts and ends on the same side; starting the cycle at canonical round 3 keeps
 * every other break away from the turn, so the double has no three in a row either, except with four teams, where
 * no mirrored double avoids it.
 */
export function circleRounds(teamCount: number, kind: RoundRobinKind): CircleRound[] {
  const positions = teamCount % 2 === 0 ? teamCount : teamCount + 1
  const cycleLength = positions - 1
  const cycle = Array.from({ length: cycleLength }, (_, i) =>
    canonicalRound(positions, (i + FIRST_CANONICAL_ROUND) % cycleLength),
  )
  if (kind === 'single') return cycle
  return [...cycle, ...cycle.map((round) => round.map(([home, away]) => [away, home] as const))]
}

function canonicalRound(positions: number, round: number): CircleRound {
  const cycleLength = positions - 1
  const fixed = positions - 1
  const pairs: (readonly [number, number])[] = [round % 2 === 0 ? [round, fixed] : [fixed, round]]
  for (let k = 1; k < positions / 2; k++) {
    const up = (round + k) % cycleLength
    const down = (round - k + cycleLength) % cycleLength
    pairs.push(k % 2 === 1 ? [up, down] : [down, up])
  }
  return pairs
}

/** Position pairs that are never at home in the same round: two teams sharing a one-match venue fit on them. */
export function complementaryPairs(rounds: readonly CircleRound[], teamCount: number): [number, number][] {
  const home = Array.from({ length: teamCount }, () => new Set<number>())
  rounds.forEach((round, index) => {
    // A position "at home" to the bye position has a bye, not a home match.
    for (const [position, opponent] of round) if (opponent < teamCount) home[position]?.add(index)
  })
  const pairs: [number, number][] = []
  const paired = new Set<number>()
  for (let p = 0; p < teamCount; p++) {
    if (paired.has(p)) continue
    for (let q = p + 1; q < teamCount; q++) {
      if (paired.has(q) || [...(home[p] as Set<number>)].some((round) => home[q]?.has(round))) continue
      pairs.push([p, q])
      paired.add(p).add(q)
      break
    }
  }
  return pairs
}
