import { allDarts, dartValue, type Dart } from '../x01/dart'
import { maxVisitTotal, minDarts } from '../x01/finish-tables'
import { finishesLeg, type OutRule } from '../x01/rules'
import { doubleOutTableRoute } from './double-out-table'

/** The doubles a 2-dart odd finish under 40 sets up, largest first (darts-rules.md §5). */
const oddSetupDoubles: readonly Dart[] = ['D16', 'D8', 'D4', 'D2', 'D1']

function doubleOutRoute(remaining: number): Dart[] | null {
  if (remaining === 50) return ['DB']
  if (remaining >= 2 && remaining <= 40 && remaining % 2 === 0) return [`D${remaining / 2}` as Dart]
  if (remaining >= 3 && remaining <= 39 && remaining % 2 === 1) {
    for (const double of oddSetupDoubles) {
      const single = remaining - dartValue(double)
      if (single >= 1 && single <= 20) return [`S${single}` as Dart, double]
    }
    return null
  }
  return doubleOutTableRoute(remaining)
}

/** Straight out, one dart: a single, then a double, a treble, the outer bull and the bullseye. */
const straightOneDartOrder: readonly Dart[] = [
  ...allDarts.filter((dart) => dart[0] === 'S'),
  ...allDarts.filter((dart) => dart[0] === 'D'),
  ...allDarts.filter((dart) => dart[0] === 'T'),
  'SB',
  'DB',
]

/** Master out, one dart: a double (the bullseye included), else a treble. */
const masterOneDartOrder: readonly Dart[] = [
  ...allDarts.filter((dart) => dart[0] === 'D'),
  'DB',
  ...allDarts.filter((dart) => dart[0] === 'T'),
]

const trebles: readonly Dart[] = allDarts.filter((dart) => dart[0] === 'T').reverse()

/** Set-up darts for straight and master out: trebles from T20 down, then anything else from the highest value. */
const setupOrder: readonly Dart[] = [
  ...trebles,
  ...allDarts.filter((dart) => dart[0] !== 'T' && dart !== 'M').sort((a, b) => dartValue(b) - dartValue(a)),
]

function oneDartFinish(remaining: number, order: readonly Dart[], outRule: OutRule): Dart | null {
  return order.find((dart) => dartValue(dart) === remaining && finishesLeg(dart, outRule)) ?? null
}

function setupRoute(remaining: number, outRule: OutRule, oneDartOrder: readonly Dart[]): Dart[] | null {
  const darts = minDarts(remaining, outRule)
  if (darts === null) return null
  if (darts === 1) {
    const dart = oneDartFinish(remaining, oneDartOrder, outRule)
    return dart ? [dart] : null
  }
  for (const dart of setupOrder) {
    const rest = remaining - dartValue(dart)
    const restDarts = rest >= 1 ? minDarts(rest, outRule) : null
    if (restDarts !== null && restDarts <= darts - 1) {
      const route = routeFor(rest, outRule)
      if (route) return [dart, ...route]
    }
  }
  return null
}

function computeRoute(remaining: number, outRule: OutRule): Dart[] | null {
  switch (outRule) {
    case 'double':
      return doubleOutRoute(remaining)
    case 'straight':
      return setupRoute(remaining, outRule, straightOneDartOrder)
    case 'master': {
      const darts = minDarts(remaining, outRule)
      const fromTable = doubleOutRoute(remaining)
      if (fromTable && fromTable.length === darts) return fromTable
      return setupRoute(remaining, outRule, masterOneDartOrder)
    }
    default:
      return outRule satisfies never
  }
}

const routeTables = new Map<OutRule, ReadonlyArray<readonly Dart[] | null>>()

function routeFor(remaining: number, outRule: OutRule): readonly Dart[] | null {
  let table = routeTables.get(outRule)
  if (!table) {
    const built: Array<readonly Dart[] | null> = []
    routeTables.set(outRule, built)
    // Built upwards so that a route's rest (always smaller) is already in the table.
    for (let r = 0; r <= maxVisitTotal; r += 1) built.push(r === 0 ? null : computeRoute(r, outRule))
    table = built
  }
  return table[remaining] ?? null
}

/**
 * The checkout route for `remaining` with `dartsLeft` darts in hand under `outRule`, or null when it cannot
 * be finished with those darts (bogey numbers, above 170 double out, too few darts). The route always
 * uses the fewest darts, and is the same whatever `dartsLeft` is.
 */
export function checkoutSuggestion(remaining: number, dartsLeft: number, outRule: OutRule): readonly Dart[] | null {
  if (!Number.isInteger(remaining) || remaining < 1 || remaining > maxVisitTotal) return null
  const darts = minDarts(remaining, outRule)
  if (darts === null || darts > dartsLeft) return null
  return routeFor(remaining, outRule)
}
