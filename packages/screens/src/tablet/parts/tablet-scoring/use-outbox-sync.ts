import { appendTabletMatchEvent, eventBoardQueries, matchQueries, type Match } from '@oche/api'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { usePlatform } from '../../../app/platform/platform-context'
import { drainOutbox, type DrainResult } from '../outbox/drain-outbox'
import type { Outbox } from '../outbox/outbox'

/** Why the tablet's copy of a match was replaced by the server's. */
export type SyncConflict = { kind: 'conflict' | 'refused'; matchId: string }

export type OutboxSync = {
  outbox: Outbox
  /** Events scored here that the server has not confirmed yet. */
  pending: number
  /** The last attempt could not reach the server; scoring goes on and the visits wait. */
  isOffline: boolean
  conflict: SyncConflict | null
  /** Bumped when the server's copy of a match replaced this tablet's: the scorer starts again from it. */
  resets: number
  /** Sends what waits now (after a visit, or when the players ask). */
  flush: () => void
  dismissConflict: () => void
}

export type UseOutboxSyncOptions = {
  outbox: Outbox
  /** The board token was refused while sending: the visits stay in the outbox for the next login. */
  onUnauthorized: () => void
}

/** Seconds between attempts while the server cannot be reached. */
export const offlineRetrySeconds = 5

/**
 * Drains the tablet's outbox to `POST /tablet/matches/{id}/events`, one drain at a time: after every visit, when
 * the browser comes back online, and every few seconds while offline. A 409 (the match was scored on another
 * device) drops the match's entries and takes the server's match, which the scorer starts again from.
 */
export function useOutboxSync({ outbox, onUnauthorized }: UseOutboxSyncOptions): OutboxSync {
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  const [pending, setPending] = useState(0)
  const [isOffline, setIsOffline] = useState(false)
  const [conflict, setConflict] = useState<SyncConflict | null>(null)
  const [resets, setResets] = useState(0)
  const isDraining = useRef(false)
  const isAgain = useRef(false)
  const handlers = useRef({ onUnauthorized })
  useEffect(() => {
    handlers.current = { onUnauthorized }
  }, [onUnauthorized])

  useEffect(() => {
    let isCurrent = true
    const count = () =>
      void outbox.list().then(
        (entries) => isCurrent && setPending(entries.length),
        () => undefined,
      )
    count()
    const unsubscribe = outbox.subscribe(count)
    return () => {
      isCurrent = false
      unsubscribe()
    }
  }, [outbox])

  const settle = useCallback(
    async (result: DrainResult) => {
      switch (result.kind) {
        case 'drained':
          setIsOffline(false)
          return
        case 'offline':
          setIsOffline(true)
          return
        case 'unauthorized':
          handlers.current.onUnauthorized()
          return
        case 'conflict':
        case 'refused': {
          setIsOffline(false)
          setConflict({ kind: result.kind, matchId: result.matchId })
          const { queryKey } = matchQueries.detail(api, result.matchId)
          if (result.kind === 'conflict' && result.match) queryClient.setQueryData<Match>(queryKey, result.match)
          else await queryClient.invalidateQueries({ queryKey })
          void queryClient.invalidateQueries({ queryKey: eventBoardQueries.tabletState(api).queryKey })
          setResets((count) => count + 1)
          return
        }
        default:
          return result satisfies never
      }
    },
    [api, queryClient],
  )

  const flush = useCallback(() => {
    if (isDraining.current) {
      isAgain.current = true
      return
    }
    isDraining.current = true
    void (async () => {
      try {
        do {
          isAgain.current = false
          let sent = 0
          const result = await drainOutbox(
            outbox,
            (entry) =>
              appendTabletMatchEvent(api, entry.matchId, { event: entry.event, version: entry.version }).then(
                (answer) => answer.match,
              ),
            {
              onAccepted: (_entry, match) => {
                sent += 1
                queryClient.setQueryData<Match>(matchQueries.detail(api, match.id).queryKey, match)
              },
            },
          )
          // A finished match moves the board on (to confirming): show it without waiting for the poll.
          if (sent > 0) void queryClient.invalidateQueries({ queryKey: eventBoardQueries.tabletState(api).queryKey })
          await settle(result)
        } while (isAgain.current)
      } catch {
        setIsOffline(true)
      } finally {
        isDraining.current = false
      }
    })()
  }, [outbox, api, queryClient, settle])

  // What waited from before the page was loaded goes first.
  useEffect(() => flush(), [flush])

  useEffect(() => {
    window.addEventListener('online', flush)
    return () => window.removeEventListener('online', flush)
  }, [flush])

  useEffect(() => {
    if (!isOffline || pending === 0) return
    const timer = window.setInterval(flush, offlineRetrySeconds * 1000)
    return () => window.clearInterval(timer)
  }, [isOffline, pending, flush])

  // Closing or reloading the page with visits in the outbox: the browser asks first (they stay stored anyway).
  useEffect(() => {
    if (pending === 0) return
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', handleBeforeUnload)
    return () => window.removeEventListener('beforeunload', handleBeforeUnload)
  }, [pending])

  return {
    outbox,
    pending,
    isOffline,
    conflict,
    resets,
    flush,
    dismissConflict: useCallback(() => setConflict(null), []),
  }
}
