import { applyEventInPlace, copyForWrite, hasEventId, type EventError } from './apply-event'
import { validateConfig, type ConfigError, type X01MatchConfig } from './match-config'
import type { MatchEvent, VisitEvent } from './match-events'
import { startState, type X01MatchState } from './match-state'
import { fail, type Result } from './result'

export type ReplayError = ConfigError | EventError

/** A replay failure names the event that was refused (null when the config itself is invalid). */
export type ReplayResult =
  { ok: true; value: X01MatchState } | { ok: false; error: ReplayError; eventIndex: number | null }

function isVisitEvent(event: MatchEvent): boolean {
  return event.type === 'visit' || event.type === 'bust' || event.type === 'darts'
}

function rebuild(config: X01MatchConfig, events: readonly MatchEvent[]): X01MatchState {
  const state = startState(config, 0)
  for (const event of events) {
    const applied = applyEventInPlace(state, event)
    if (!applied.ok) throw new Error(`A standing event was refused on rebuild: ${applied.error}`)
  }
  return state
}

function withoutLastVisit(events: readonly MatchEvent[]): MatchEvent[] | null {
  for (let index = events.length - 1; index >= 0; index -= 1) {
    const event = events[index]
    if (event && isVisitEvent(event)) return [...events.slice(0, index), ...events.slice(index + 1)]
  }
  return null
}

/** The state from the events in order, or the first event that was refused. Undo events remove the last visit. */
export function replay(config: X01MatchConfig, events: readonly MatchEvent[]): ReplayResult {
  const valid = validateConfig(config)
  if (!valid.ok) return { ok: false, error: valid.error, eventIndex: null }
  let state = startState(config, 0)
  const seen = new Set<string>()
  for (const [index, event] of events.entries()) {
    if (typeof event === 'object' && event !== null && typeof event.id === 'string') {
      if (seen.has(event.id)) return { ok: false, error: 'event.duplicateId', eventIndex: index }
      seen.add(event.id)
    }
    if (event.type === 'undo') {
      const undone = undo(state)
      if (!undone.ok) return { ok: false, error: undone.error, eventIndex: index }
      state = undone.value
      continue
    }
    const applied = applyEventInPlace(state, event)
    if (!applied.ok) return { ok: false, error: applied.error, eventIndex: index }
  }
  return { ok: true, value: state }
}

/** The state after one more visit; `state` itself is left unchanged. */
export function applyVisit(state: X01MatchState, visit: VisitEvent): Result<X01MatchState, EventError> {
  return applyEvent(state, visit)
}

/** The state after one more event of any kind (an undo event removes the last visit). */
export function applyEvent(state: X01MatchState, event: MatchEvent): Result<X01MatchState, EventError> {
  if (typeof event?.id === 'string' && hasEventId(state, event.id)) return fail('event.duplicateId')
  if (event?.type === 'undo') return undo(state)
  return applyEventInPlace(copyForWrite(state), event)
}

/** The state without its last visit, replayed from the remaining events. */
export function undo(state: X01MatchState): Result<X01MatchState, 'undo.nothingToUndo'> {
  const events = withoutLastVisit(state.events)
  if (!events) return fail('undo.nothingToUndo')
  return { ok: true, value: rebuild(state.config, events) }
}
