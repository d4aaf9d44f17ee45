import { checkoutSuggestion } from '../checkout/checkout-suggestion'
import { dartValue, segmentNumbers, type Dart } from '../x01/dart'
import { maxVisitTotal, minDarts } from '../x01/finish-tables'
import { finishesLeg, lowestLeave, type InRule, type OutRule, type Position } from '../x01/rules'

/** Preferred doubles to be left on, best first (darts-rules.md §5). */
const doublePreference: readonly Dart[] = [
  'D20',
  'D16',
  'D18',
  'D12',
  'D8',
  'D10',
  'D14',
  'D6',
  'D4',
  'D2',
  'D19',
  'D17',
  'D15',
  'D13',
  'D11',
  'D9',
  'D7',
  'D5',
  'D3',
  'D1',
  'DB',
]

const descending = [...segmentNumbers].reverse()

/** Set-up targets in the order ties are broken: T20…T1, S20…S1, SB. */
const setupTargets: readonly Dart[] = [
  ...descending.map((n): Dart => `T${n}`),
  ...descending.map((n): Dart => `S${n}`),
  'SB',
]

/** The rank of a one-dart leave: the double preference, then (master and straight out) trebles and the rest. */
function oneDartRank(leave: number, outRule: OutRule): number {
  const double = doublePreference.findIndex((dart) => dartValue(dart) === leave)
  if (double >= 0) return double
  if (outRule !== 'double' && leave % 3 === 0 && leave <= 60) return doublePreference.length + (60 - leave) / 3
  return doublePreference.length + 20
}

/** Lower is better: one-dart finishes by preference, then 2-dart, then 3-dart finishes, then anything else. */
function leaveCost(leave: number, outRule: OutRule): number {
  const darts = minDarts(leave, outRule)
  if (darts === 1) return oneDartRank(leave, outRule)
  if (darts === 2) return 100
  if (darts === 3) return 200
  return 300
}

function isBust(target: Dart, remaining: number, outRule: OutRule): boolean {
  const leave = remaining - dartValue(target)
  return leave < 0 || (leave === 0 && !finishesLeg(target, outRule)) || (leave > 0 && leave < lowestLeave(outRule))
}

function setupShot(remaining: number, outRule: OutRule): Dart {
  let best: Dart | null = null
  let bestCost = Number.POSITIVE_INFINITY
  for (const target of setupTargets) {
    if (isBust(target, remaining, outRule)) continue
    const cost = leaveCost(remaining - dartValue(target), outRule)
    if (cost < bestCost) {
      best = target
      bestCost = cost
    }
  }
  return best ?? 'S1'
}

function isBogey(leave: number, outRule: OutRule): boolean {
  return leave <= maxVisitTotal && minDarts(leave, outRule) === null
}

function aimForOpenPlayer(remaining: number, dartsLeft: number, outRule: OutRule): Dart {
  const route = checkoutSuggestion(remaining, dartsLeft, outRule)
  if (route?.[0]) return route[0]
  if (remaining >= 230) return isBogey(remaining - 60, outRule) && !isBogey(remaining - 57, outRule) ? 'T19' : 'T20'
  return setupShot(remaining, outRule)
}

const aimTables = new Map<string, Dart[]>()

/**
 * Where the bot aims its next dart (darts-rules.md §7): the first dart of the checkout route when it can
 * finish with the darts in hand, T20 from 230 up, otherwise the set-up shot with the best leave. Before a
 * double-in opening it aims D20 (master in: T20).
 */
export function chooseAim(position: Position, dartsLeft: number, inRule: InRule, outRule: OutRule): Dart {
  if (!position.isOpen && inRule !== 'straight') return inRule === 'double' ? 'D20' : 'T20'
  const { remaining } = position
  if (remaining >= 230) return aimForOpenPlayer(remaining, dartsLeft, outRule)
  const key = `${outRule}|${dartsLeft}`
  let table = aimTables.get(key)
  if (!table) {
    table = Array.from({ length: 230 }, (_, r) => (r === 0 ? 'M' : aimForOpenPlayer(r, dartsLeft, outRule)))
    aimTables.set(key, table)
  }
  return table[remaining] ?? 'T20'
}
