import type { BullOffEvent, MatchEvent, VisitEvent } from './match-events'
import { finishLeg } from './match-progress'
import { currentLeg, startState, type LegState, type X01MatchState } from './match-state'
import { fail, ok, type Result } from './result'
import { scoreVisit, type VisitError } from './score-visit'

export type EventError =
  | VisitError
  | 'event.invalidId'
  | 'event.duplicateId'
  | 'event.unknownType'
  | 'match.finished'
  | 'undo.nothingToUndo'
  | 'bullOff.afterFirstVisit'
  | 'bullOff.unknownSide'

/** A copy of `state` that `applyInPlace` may change without touching `state` (copy-on-write of the current leg). */
export function copyForWrite(state: X01MatchState): X01MatchState {
  const legs = state.legs.slice()
  const last = legs.length - 1
  const leg = legs[last]
  if (leg) {
    const copy: LegState = { ...leg, positions: leg.positions.map((p) => ({ ...p })), visits: leg.visits.slice() }
    legs[last] = copy
  }
  return {
    ...state,
    events: state.events.slice(),
    legs,
    legsWon: state.legsWon.slice(),
    setsWon: state.setsWon.slice(),
    legsWonInSet: state.legsWonInSet.slice(),
  }
}

function isValidId(id: unknown): id is string {
  return typeof id === 'string' && id.length > 0
}

/** Applies one visit to a private, writable state. On an error nothing has been changed. */
export function applyVisitInPlace(state: X01MatchState, event: VisitEvent): Result<X01MatchState, EventError> {
  if (state.status === 'finished') return fail('match.finished')
  const leg = currentLeg(state)
  const position = leg.positions[leg.thrower]
  if (!position) throw new Error('The thrower always has a position')
  const scored = scoreVisit(
    { side: leg.thrower, position, inRule: state.config.inRule, outRule: state.config.outRule },
    event,
  )
  if (!scored.ok) return scored
  const visit = scored.value
  state.events.push(event)
  leg.visits.push(visit)
  if (visit.result !== 'bust') {
    leg.positions[leg.thrower] = { remaining: visit.remainingAfter, isOpen: position.isOpen || visit.opened }
  }
  if (visit.result === 'checkout') {
    finishLeg(state, leg.thrower)
  } else {
    leg.thrower = (leg.thrower + 1) % state.config.sides.length
  }
  return ok(state)
}

function applyBullOffInPlace(state: X01MatchState, event: BullOffEvent): Result<X01MatchState, EventError> {
  if (state.events.some((e) => e.type !== 'bullOff')) return fail('bullOff.afterFirstVisit')
  const { winner } = event
  if (!Number.isInteger(winner) || winner < 0 || winner >= state.config.sides.length) {
    return fail('bullOff.unknownSide')
  }
  const fresh = startState(state.config, winner)
  Object.assign(state, fresh, { events: [...state.events, event] })
  return ok(state)
}

/** Applies any event except an undo to a private, writable state. */
export function applyEventInPlace(state: X01MatchState, event: MatchEvent): Result<X01MatchState, EventError> {
  if (typeof event !== 'object' || event === null) return fail('event.unknownType')
  if (!isValidId(event.id)) return fail('event.invalidId')
  switch (event.type) {
    case 'visit':
    case 'bust':
    case 'darts':
      return applyVisitInPlace(state, event)
    case 'bullOff':
      return applyBullOffInPlace(state, event)
    case 'undo':
      throw new Error('Undo is replayed by replay(), not applied in place')
    default:
      event satisfies never
      return fail('event.unknownType')
  }
}

export function hasEventId(state: X01MatchState, id: string): boolean {
  return state.events.some((event) => event.id === id)
}
