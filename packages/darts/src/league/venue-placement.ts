import type { RandomSource } from '../bot/random'
import { initialState } from './initial-placement'
import {
  addHomeLoad,
  overflow,
  type PlacementDivision,
  type PlacementProblem,
  type PlacementState,
} from './placement-problem'

/** A venue date with more home matches than it can host. */
export type Overflow = { group: number; week: number; matches: number; capacity: number }

/** Per division, the team on each circle position; and the first overbooked venue date left, if any. */
export type Placement = { teamAt: number[][]; overflow: Overflow | null }

type Swap = { division: number; p: number; q: number; delta: number }

/** Searches from the given order, then from shuffled orders; each stops after so many moves, or moves in vain. */
const MAX_ATTEMPTS = 8
const MAX_STEPS = 1000
const MAX_STEPS_WITHOUT_PROGRESS = 150

/**
 * Puts each division's teams on the circle positions so that no venue hosts more matches on a date than it can.
 * Who plays whom in which round, and every home and away pattern, come from the positions; only which team
 * gets which position is chosen here, so the balance of home and away is never traded for room at a venue.
 *
 * Teams of one division sharing a venue group are first put on positions never at home together (one such pair
 * per two teams), which makes any group of at most twice its capacity fit. What is left over, and groups shared
 * across divisions, are settled by a local search: the swap of two positions in one division that removes the
 * most overbooking, else a sideways or random swap (from the injected source). The search starts again from
 * shuffled orders when it gets stuck, and keeps the best placement seen; it is skipped when some group needs more
 * home matches than its venue can host in the whole season.
 */
export function placeTeams(problem: PlacementProblem): Placement {
  const isHopeless = hasGroupBeyondCapacity(problem)
  const givenOrder = problem.divisions.map((division) => division.teams)
  let best = search(problem, initialState(problem, givenOrder), isHopeless)
  for (let attempt = 1; attempt < MAX_ATTEMPTS && best.cost > 0 && !isHopeless; attempt++) {
    const orders = problem.divisions.map((division) => shuffled(division.teams, problem.random))
    const found = search(problem, initialState(problem, orders), false)
    if (found.cost < best.cost) best = found
  }
  const load = new Int32Array(problem.capacity.length)
  best.teamAt.forEach((positions, d) => positions.forEach((team, p) => addHomeLoad(problem, load, d, p, team, 1)))
  return { teamAt: best.teamAt, overflow: firstOverflow(problem, load) }
}

/** Moves from `state` until nothing is overbooked or the moves run out; answers the best placement seen. */
function search(problem: PlacementProblem, state: PlacementState, isHopeless: boolean) {
  const snapshot = (step: number) => ({ teamAt: state.teamAt.map((teams) => [...teams]), cost: state.cost, step })
  let best = snapshot(0)
  for (let step = 1; step <= MAX_STEPS && state.cost > 0 && !isHopeless; step++) {
    if (step - best.step > MAX_STEPS_WITHOUT_PROGRESS) break
    const swap = bestSwap(problem, state)
    const isWorthIt = swap !== null && (swap.delta < 0 || (swap.delta === 0 && problem.random() < 0.5))
    applySwap(problem, state, isWorthIt ? swap : randomSwap(problem, state))
    if (state.cost < best.cost) best = snapshot(step)
  }
  return best
}

/** A Fisher–Yates shuffle driven by the injected random source (the given array is not changed). */
function shuffled(teams: readonly number[], random: RandomSource): number[] {
  const result = [...teams]
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[result[i], result[j]] = [result[j] as number, result[i] as number]
  }
  return result
}

/**
 * Whether some group's teams need more home matches than its venue can host over the whole season, wherever they
 * are placed (each team has at least the fewest home matches of any position of its division): no search helps.
 */
function hasGroupBeyondCapacity(problem: PlacementProblem): boolean {
  const { weekCount, capacity, groupOf } = problem
  const need = new Array<number>(capacity.length / weekCount).fill(0)
  for (const division of problem.divisions) {
    const fewest = Math.min(...division.homeAt.map((homeAt) => homeAt.reduce((sum, home) => sum + home, 0)))
    for (const team of division.teams) {
      const group = groupOf[team] as number
      need[group] = (need[group] as number) + fewest
    }
  }
  return need.some((matches, group) => {
    let room = 0
    for (let week = 0; week < weekCount; week++) room += capacity[group * weekCount + week] as number
    return matches > room
  })
}

/** How much the overbooking changes if positions p and q of division d swap teams. */
function swapDelta(problem: PlacementProblem, state: PlacementState, d: number, p: number, q: number): number {
  const division = problem.divisions[d] as PlacementDivision
  const teams = state.teamAt[d] as number[]
  const groupP = problem.groupOf[teams[p] as number] as number
  const groupQ = problem.groupOf[teams[q] as number] as number
  if (groupP === groupQ) return 0
  const homeP = division.homeAt[p] as Uint8Array
  const homeQ = division.homeAt[q] as Uint8Array
  let delta = 0
  for (const week of division.weeks) {
    const change = (homeQ[week] as number) - (homeP[week] as number)
    if (change === 0) continue
    const cellP = groupP * problem.weekCount + week
    const cellQ = groupQ * problem.weekCount + week
    delta += overflow(state.load, problem.capacity, cellP, change) - overflow(state.load, problem.capacity, cellP)
    delta += overflow(state.load, problem.capacity, cellQ, -change) - overflow(state.load, problem.capacity, cellQ)
  }
  return delta
}

function applySwap(problem: PlacementProblem, state: PlacementState, swap: Swap): void {
  const teams = state.teamAt[swap.division] as number[]
  const [a, b] = [teams[swap.p] as number, teams[swap.q] as number]
  addHomeLoad(problem, state.load, swap.division, swap.p, a, -1)
  addHomeLoad(problem, state.load, swap.division, swap.q, b, -1)
  teams[swap.p] = b
  teams[swap.q] = a
  addHomeLoad(problem, state.load, swap.division, swap.p, b, 1)
  addHomeLoad(problem, state.load, swap.division, swap.q, a, 1)
  state.cost += swap.delta
}

/** Groups with at least one overbooked week. */
function overbookedGroups(problem: PlacementProblem, load: Int32Array): Set<number> {
  const groups = new Set<number>()
  for (let cell = 0; cell < load.length; cell++) {
    if (overflow(load, problem.capacity, cell) > 0) groups.add(Math.floor(cell / problem.weekCount))
  }
  return groups
}

/** The swap that lowers the overbooking most, among those moving a team of an overbooked group; ties drawn. */
function bestSwap(problem: PlacementProblem, state: PlacementState): Swap | null {
  const overbooked = overbookedGroups(problem, state.load)
  let best: Swap | null = null
  let ties = 0
  for (let d = 0; d < state.teamAt.length; d++) {
    const teams = state.teamAt[d] as number[]
    for (let p = 0; p < teams.length; p++) {
      if (!overbooked.has(problem.groupOf[teams[p] as number] as number)) continue
      for (let q = 0; q < teams.length; q++) {
        if (q === p) continue
        const delta = swapDelta(problem, state, d, p, q)
        if (best !== null && delta > best.delta) continue
        ties = best !== null && delta === best.delta ? ties + 1 : 1
        // Each of the tied swaps is kept with the same chance (reservoir sampling).
        if (ties === 1 || problem.random() < 1 / ties) best = { division: d, p, q, delta }
      }
    }
  }
  return best
}

/** A random swap of a team at home on an overbooked date with another team of its division. */
function randomSwap(problem: PlacementProblem, state: PlacementState): Swap {
  const cells: number[] = []
  for (let cell = 0; cell < state.load.length; cell++) {
    if (overflow(state.load, problem.capacity, cell) > 0) cells.push(cell)
  }
  const cell = cells[Math.floor(problem.random() * cells.length)] as number
  const [group, week] = [Math.floor(cell / problem.weekCount), cell % problem.weekCount]
  const candidates: [number, number][] = []
  state.teamAt.forEach((teams, d) =>
    teams.forEach((team, p) => {
      const homeAt = problem.divisions[d]?.homeAt[p] as Uint8Array
      if (problem.groupOf[team] === group && homeAt[week] === 1) candidates.push([d, p])
    }),
  )
  const [d, p] = candidates[Math.floor(problem.random() * candidates.length)] as [number, number]
  const size = (state.teamAt[d] as number[]).length
  const q = (p + 1 + Math.floor(problem.random() * (size - 1))) % size
  return { division: d, p, q, delta: swapDelta(problem, state, d, p, q) }
}

/** The overbooked venue date of the earliest week (then the first group), or null. */
function firstOverflow(problem: PlacementProblem, load: Int32Array): Overflow | null {
  const groups = problem.capacity.length / problem.weekCount
  for (let week = 0; week < problem.weekCount; week++) {
    for (let group = 0; group < groups; group++) {
      const cell = group * problem.weekCount + week
      const capacity = problem.capacity[cell] as number
      if ((load[cell] as number) > capacity) return { group, week, matches: load[cell] as number, capacity }
    }
  }
  return null
}
