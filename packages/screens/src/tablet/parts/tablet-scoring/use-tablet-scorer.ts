import { toX01MatchConfig, type Match } from '@oche/api'
import type { MatchEvent } from '@oche/darts'
import { useCallback, useRef, useState } from 'react'
import { scorerReducer, startScorer, type ScorerState } from '../../../play/parts/scorer/scorer-state'
import type { MatchScorer } from '../../../play/parts/scorer/use-match-scorer'
import type { Outbox, OutboxEntry } from '../outbox/outbox'

/** What the /play `Scorer` needs, for a board's match scored on its tablet. */
export type TabletMatchScorer = Pick<MatchScorer, 'state' | 'submit' | 'needsBullOff'>

export type UseTabletScorerOptions = {
  /** The match as the server holds it. */
  match: Match
  /** The outbox's entries of this match that the server may not hold yet, oldest first. */
  pending: readonly OutboxEntry[]
  outbox: Outbox
  /** After an event is safely in the outbox: send it. */
  onQueued: () => void
  /** The outbox could not store an event (the event was not applied). */
  onStoreFailed: (error: unknown) => void
}

/** The server's log with the outbox's events it lacks on top: what the players scored on this tablet. */
export function tabletScorerState(match: Match, pending: readonly OutboxEntry[]): ScorerState {
  const config = toX01MatchConfig(match.config)
  const onServer = new Set(match.events.map((event) => event.id))
  const local = pending
    .filter((entry) => entry.matchId === match.id && !onServer.has(entry.event.id))
    .map((entry) => entry.event)
  const started = startScorer(config, [...match.events, ...local], match.events.length)
  if (started.ok) return started.value
  // The outbox no longer fits the server's log: the server's log wins (the drain drops the rest on its 409).
  const server = startScorer(config, match.events, match.events.length)
  if (!server.ok) throw new Error(`The server's match ${match.id} does not replay: ${server.error}`)
  return server.value
}

/**
 * A board's match at the tablet: like /play's scorer, but every event is written to the outbox before the engine
 * applies it, so no visit is ever lost, and the outbox (not this hook) sends it. Events are handled one at a time
 * in the order they were entered, so each is built on the version of the one before.
 */
export function useTabletScorer({
  match,
  pending,
  outbox,
  onQueued,
  onStoreFailed,
}: UseTabletScorerOptions): TabletMatchScorer {
  const [state, setState] = useState(() => tabletScorerState(match, pending))
  const latest = useRef(state)
  const queue = useRef<Promise<void>>(Promise.resolve())
  const matchId = match.id

  const submit = useCallback(
    (event: MatchEvent) => {
      queue.current = queue.current.then(async () => {
        const current = latest.current
        const next = scorerReducer(current, { type: 'event', event })
        const isAccepted = next.log.length > current.log.length
        if (isAccepted) {
          try {
            await outbox.add({ id: event.id, matchId, event, version: current.log.length })
          } catch (error) {
            onStoreFailed(error)
            return
          }
        }
        latest.current = next
        setState(next)
        if (isAccepted) onQueued()
      })
    },
    [outbox, matchId, onQueued, onStoreFailed],
  )

  // A league game has no bull-off: its first-named side throws first (league-rules.md §4, `serverScorerMatch`).
  const isLeague = match.kind === 'league'
  return { state, submit, needsBullOff: !isLeague && state.log.length === 0 }
}
