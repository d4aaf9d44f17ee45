import type { MatchEvent, MatchStatus } from '@oche/darts'
import { useCallback, useEffect, useEffectEvent, useReducer, type Dispatch } from 'react'
import { engineConfig, type LocalMatch } from '../match-storage/local-match'
import { useMatchSync, type MatchSync } from '../match-sync/use-match-sync'
import { scorerReducer, startScorer, type ScorerAction, type ScorerState } from './scorer-state'

export type MatchScorer = {
  /** The match as it was set up (id, kind, setup, bot). */
  match: LocalMatch
  state: ScorerState
  /** Enters an event on this device: the engine applies it at once, the server is told after. */
  submit: (event: MatchEvent) => void
  /** The side still to be chosen by a bull-off before the first visit. */
  needsBullOff: boolean
  sync: MatchSync
}

export type UseMatchScorerOptions = {
  match: LocalMatch
  /** Keeps the match between page loads (local storage, IndexedDB), after every change. */
  onSave: (match: LocalMatch, status: MatchStatus) => void
  /** Store the match on the server too (a signed-in player playing online). */
  isSynced: boolean
}

function initialState(match: LocalMatch): ScorerState {
  const started = startScorer(engineConfig(match), match.log, match.serverVersion)
  if (started.ok) return started.value
  // A stored log the engine refuses (edited by hand, an older engine): start the same match again.
  const fresh = startScorer(engineConfig(match), [])
  if (!fresh.ok) throw new Error(`A checked setup always makes a match: ${fresh.error}`)
  return fresh.value
}

/** A match being scored on this device: the engine's state in a reducer, saved after each event and synced. */
export function useMatchScorer({ match, onSave, isSynced }: UseMatchScorerOptions): MatchScorer {
  const [state, dispatch] = useReducer(scorerReducer, match, initialState)
  const sync = useMatchSync({ match, state, dispatch: dispatch as Dispatch<ScorerAction>, isEnabled: isSynced })

  const save = useEffectEvent((next: ScorerState) => {
    onSave({ ...match, log: next.log, serverVersion: next.serverVersion }, next.match.status)
  })
  useEffect(() => save(state), [state])

  const submit = useCallback((event: MatchEvent) => dispatch({ type: 'event', event }), [])
  const hasVisit = state.match.events.some((event) => event.type !== 'bullOff')
  const hasBullOff = state.log.some((event) => event.type === 'bullOff')
  const needsBullOff = match.setup.starter === 'bullOff' && !hasBullOff && !hasVisit

  return { match, state, submit, needsBullOff, sync }
}
