import { dartValue, isDouble, isTreble, type Dart } from './dart'

/** How a player opens a leg: any dart, a double (DB included), or a double or treble. */
export type InRule = 'straight' | 'double' | 'master'

/** How a player finishes a leg: any dart, a double (DB included), or a double or treble. */
export type OutRule = 'straight' | 'double' | 'master'

/** Where one player stands inside a leg. */
export type Position = {
  remaining: number
  /** False only under double or master in, until the opening dart lands. */
  isOpen: boolean
}

export type DartResult = 'scored' | 'checkout' | 'bust'

export type DartOutcome = {
  result: DartResult
  /** Points the dart counted (0 before opening, and also what a bust dart would have scored). */
  counted: number
  /** The position after the dart; on a bust this is where the dart would have left the player. */
  after: Position
}

export function opensLeg(dart: Dart, inRule: InRule): boolean {
  switch (inRule) {
    case 'straight':
      return true
    case 'double':
      return isDouble(dart)
    case 'master':
      return isDouble(dart) || isTreble(dart)
    default:
      return inRule satisfies never
  }
}

export function finishesLeg(dart: Dart, outRule: OutRule): boolean {
  switch (outRule) {
    case 'straight':
      return dart !== 'M'
    case 'double':
      return isDouble(dart)
    case 'master':
      return isDouble(dart) || isTreble(dart)
    default:
      return outRule satisfies never
  }
}

/** The lowest remaining a player may be left on: 1 cannot be finished under double or master out. */
export function lowestLeave(outRule: OutRule): number {
  return outRule === 'straight' ? 1 : 2
}

/**
 * One dart from `position` under the in- and out-rules (darts-rules.md §2). The caller reverts a
 * bust to the start of the visit; this function only says what the dart did.
 */
export function throwDart(position: Position, dart: Dart, inRule: InRule, outRule: OutRule): DartOutcome {
  const isOpen = position.isOpen || opensLeg(dart, inRule)
  const counted = isOpen ? dartValue(dart) : 0
  const remaining = position.remaining - counted
  const after = { remaining, isOpen }
  if (remaining === 0 && finishesLeg(dart, outRule)) return { result: 'checkout', counted, after }
  if (remaining < lowestLeave(outRule)) return { result: 'bust', counted, after }
  return { result: 'scored', counted, after }
}

const oneDartDoubleFinishes = new Set([2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 50])

/**
 * True when one dart can finish from `remaining` (a remaining "on a double"). A dart thrown from such a
 * remaining is a dart at a double for the checkout percentage (darts-rules.md §2 rule 4).
 */
export function isOneDartFinish(remaining: number, outRule: OutRule): boolean {
  switch (outRule) {
    case 'double':
      return oneDartDoubleFinishes.has(remaining)
    case 'master':
      return oneDartDoubleFinishes.has(remaining) || (remaining % 3 === 0 && remaining >= 3 && remaining <= 60)
    case 'straight':
      return (
        (remaining >= 1 && remaining <= 20) ||
        oneDartDoubleFinishes.has(remaining) ||
        (remaining % 3 === 0 && remaining >= 3 && remaining <= 60) ||
        remaining === 25
      )
    default:
      return outRule satisfies never
  }
}
