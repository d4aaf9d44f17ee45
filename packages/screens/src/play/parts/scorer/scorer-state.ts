import {
  applyEvent,
  replay,
  type EventError,
  type MatchEvent,
  type ReplayError,
  type X01MatchConfig,
  type X01MatchState,
} from '@oche/darts'

/**
 * A match being scored. `log` is every event in the order it was entered, undo events included: it is what is
 * stored and sent to the server, and `replay(config, log)` gives `match`. `match` is the engine's state, never
 * changed here except through `applyEvent` and `replay` of @oche/darts.
 */
export type ScorerState = {
  log: MatchEvent[]
  match: X01MatchState
  /** Why the last event was refused, until another one is accepted. */
  refusal: EventError | null
  /**
   * How many events of `log` the server holds (they are always its first ones), or null while the match is not
   * stored on a server (a guest, an offline match, or before it was created).
   */
  serverVersion: number | null
}

export type ScorerAction =
  /** A visit, an undo or a bull-off entered on this device. */
  | { type: 'event'; event: MatchEvent }
  /** The server's log, after a create, an append or a 409: local events it lacks are played again on top. */
  | { type: 'rebase'; serverLog: readonly MatchEvent[] }

/** A scorer state from a stored log, or the replay error when the log does not replay (a damaged store). */
export function startScorer(
  config: X01MatchConfig,
  log: readonly MatchEvent[],
  serverVersion: number | null = null,
): { ok: true; value: ScorerState } | { ok: false; error: ReplayError } {
  const replayed = replay(config, log)
  if (!replayed.ok) return { ok: false, error: replayed.error }
  const version = serverVersion === null ? null : Math.min(serverVersion, log.length)
  return { ok: true, value: { log: [...log], match: replayed.value, refusal: null, serverVersion: version } }
}

export type RebaseResult = {
  log: MatchEvent[]
  match: X01MatchState
  /** Local events the server's log made impossible (e.g. a visit after the other device finished the leg). */
  dropped: MatchEvent[]
}

/**
 * The server's log followed by the local events it does not have yet, each applied again by the engine; an event
 * the engine now refuses is dropped. The server's log is the truth: it was replayed by the same engine there.
 */
export function rebaseLog(
  config: X01MatchConfig,
  serverLog: readonly MatchEvent[],
  localLog: readonly MatchEvent[],
): { ok: true; value: RebaseResult } | { ok: false; error: ReplayError } {
  const replayed = replay(config, serverLog)
  if (!replayed.ok) return { ok: false, error: replayed.error }
  const onServer = new Set(serverLog.map((event) => event.id))
  let match = replayed.value
  const log = [...serverLog]
  const dropped: MatchEvent[] = []
  for (const event of localLog) {
    if (onServer.has(event.id)) continue
    const applied = applyEvent(match, event)
    if (applied.ok) {
      match = applied.value
      log.push(event)
    } else {
      dropped.push(event)
    }
  }
  return { ok: true, value: { log, match, dropped } }
}

function isPrefix(prefix: readonly MatchEvent[], log: readonly MatchEvent[]): boolean {
  return prefix.length <= log.length && prefix.every((event, index) => log[index]?.id === event.id)
}

export function scorerReducer(state: ScorerState, action: ScorerAction): ScorerState {
  switch (action.type) {
    case 'event': {
      const applied = applyEvent(state.match, action.event)
      if (!applied.ok) return { ...state, refusal: applied.error }
      return { ...state, log: [...state.log, action.event], match: applied.value, refusal: null }
    }
    case 'rebase': {
      // The usual answer: the server holds what this device sent, in the same order.
      if (isPrefix(action.serverLog, state.log)) return { ...state, serverVersion: action.serverLog.length }
      const rebased = rebaseLog(state.match.config, action.serverLog, state.log)
      // A server log the engine refuses is a bug there; keep scoring locally rather than lose the match.
      if (!rebased.ok) return state
      return {
        ...state,
        log: rebased.value.log,
        match: rebased.value.match,
        serverVersion: action.serverLog.length,
      }
    }
    default:
      return action satisfies never
  }
}
