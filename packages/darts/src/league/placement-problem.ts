import type { RandomSource } from '../bot/random'

export type PlacementDivision = {
  /** The division's teams (indices into `groupOf`), in the order they are placed. */
  teams: readonly number[]
  /** Per circle position, 1 in the playing weeks it is at home, else 0 (one entry per week of the season). */
  homeAt: readonly Uint8Array[]
  /** The playing weeks the division has a round in. */
  weeks: readonly number[]
  /** Positions that are never at home in the same week. */
  pairs: readonly (readonly [number, number])[]
}

export type PlacementProblem = {
  weekCount: number
  /** Per team, its venue group: the teams whose home matches fall on the same venue and date. */
  groupOf: readonly number[]
  /** Per group and week (at `group * weekCount + week`): how many matches the venue can host on that date. */
  capacity: readonly number[]
  divisions: readonly PlacementDivision[]
  random: RandomSource
}

/**
 * A placement in progress: the team on each position of each division, the home matches of each group and week
 * (laid out as `capacity`), and the matches beyond capacity in all.
 */
export type PlacementState = { teamAt: number[][]; load: Int32Array; cost: number }

/** Adds (sign 1) or removes (sign −1) the home matches of a team on position p of division d to the loads. */
export function addHomeLoad(
  problem: PlacementProblem,
  load: Int32Array,
  d: number,
  p: number,
  team: number,
  sign: number,
) {
  const division = problem.divisions[d] as PlacementDivision
  const homeAt = division.homeAt[p] as Uint8Array
  const base = (problem.groupOf[team] as number) * problem.weekCount
  for (const week of division.weeks) {
    if (homeAt[week] === 1) load[base + week] = (load[base + week] as number) + sign
  }
}

/** Matches beyond capacity in one cell (group and week), after an optional change of its load. */
export function overflow(load: Int32Array, capacity: readonly number[], cell: number, change = 0): number {
  return Math.max(0, (load[cell] as number) + change - (capacity[cell] as number))
}
