import {
  addHomeLoad,
  overflow,
  type PlacementDivision,
  type PlacementProblem,
  type PlacementState,
} from './placement-problem'

/**
 * The placement a search starts from, division by division: venue-mates of tight groups two by two on
 * never-together positions, then every other team, in the order given, where it overbooks least.
 */
export function initialState(problem: PlacementProblem, orders: readonly (readonly number[])[]): PlacementState {
  const state: PlacementState = { teamAt: [], load: new Int32Array(problem.capacity.length), cost: 0 }
  const tight = tightGroups(problem)
  problem.divisions.forEach((division, d) => {
    const { pairs, singles } = sameGroupPairs(orders[d] as readonly number[], problem.groupOf, tight)
    state.teamAt.push(placeDivision(problem, state, { division, index: d, pairs, singles }))
  })
  for (let cell = 0; cell < state.load.length; cell++) state.cost += overflow(state.load, problem.capacity, cell)
  return state
}

/** A division to place: its pairs of venue-mates and the teams on their own. */
type DivisionStart = { division: PlacementDivision; index: number; pairs: [number, number][]; singles: number[] }

/** Same-group teams two by two on never-together positions, then every other team where it overbooks least. */
function placeDivision(problem: PlacementProblem, state: PlacementState, start: DivisionStart): number[] {
  const { division, index: d, pairs, singles } = start
  const teamAt = new Array<number>(division.homeAt.length).fill(-1)
  pairs.forEach(([a, b], i) => {
    const [p, q] = division.pairs[i] as readonly [number, number]
    teamAt[p] = a
    teamAt[q] = b
    addHomeLoad(problem, state.load, d, p, a, 1)
    addHomeLoad(problem, state.load, d, q, b, 1)
  })
  for (const team of singles) {
    const position = cheapestPosition(problem, state.load, d, team, teamAt)
    teamAt[position] = team
    addHomeLoad(problem, state.load, d, position, team, 1)
  }
  return teamAt
}

/** Groups with more teams than their venue can host on some date: only their teams need never-together positions. */
function tightGroups(problem: PlacementProblem): Set<number> {
  const teams = new Map<number, number>()
  for (const group of problem.groupOf) teams.set(group, (teams.get(group) ?? 0) + 1)
  const tight = new Set<number>()
  for (const [group, count] of teams) {
    const room = problem.capacity.slice(group * problem.weekCount, (group + 1) * problem.weekCount)
    if (count > Math.min(...room)) tight.add(group)
  }
  return tight
}

/** Teams of a tight group two by two, in the order given; the others keep that order. */
function sameGroupPairs(teams: readonly number[], groupOf: readonly number[], tight: ReadonlySet<number>) {
  const pairs: [number, number][] = []
  const singles: number[] = []
  const waiting = new Map<number, number>()
  for (const team of teams) {
    const group = groupOf[team] as number
    if (!tight.has(group)) continue
    const partner = waiting.get(group)
    if (partner === undefined) {
      waiting.set(group, team)
    } else {
      pairs.push([partner, team])
      waiting.delete(group)
    }
  }
  const paired = new Set(pairs.flat())
  for (const team of teams) if (!paired.has(team)) singles.push(team)
  return { pairs, singles }
}

function cheapestPosition(problem: PlacementProblem, load: Int32Array, d: number, team: number, teamAt: number[]) {
  const division = problem.divisions[d] as PlacementDivision
  const base = (problem.groupOf[team] as number) * problem.weekCount
  let best = -1
  let bestCost = Number.POSITIVE_INFINITY
  teamAt.forEach((placed, position) => {
    if (placed !== -1) return
    const homeAt = division.homeAt[position] as Uint8Array
    let cost = 0
    for (const week of division.weeks) {
      if (homeAt[week] === 1 && (load[base + week] as number) >= (problem.capacity[base + week] as number)) cost += 1
    }
    if (cost < bestCost) [best, bestCost] = [position, cost]
  })
  return best
}
