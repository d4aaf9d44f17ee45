import { ApiRequestError, appendMatchEvent, createMatch, matchConflictOf, type Match } from '@oche/api'
import { toast } from '@oche/ui'
import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react'
import { useIntl } from 'react-intl'
import { usePlatform } from '../../../app/platform/platform-context'
import type { LocalMatch } from '../match-storage/local-match'
import type { ScorerAction, ScorerState } from '../scorer/scorer-state'

/** Where storing the match on the server stands: `off` for guests and offline play. */
export type SyncStatus = 'off' | 'saving' | 'saved' | 'failed'

export type MatchSync = {
  status: SyncStatus
  /** Events entered here that the server does not hold yet (the queue). */
  pending: number
  retry: () => void
}

export type UseMatchSyncOptions = {
  match: Pick<LocalMatch, 'id' | 'kind' | 'config'>
  state: ScorerState
  dispatch: Dispatch<ScorerAction>
  /** Store the match on the server: a signed-in player, online play. */
  isEnabled: boolean
}

/**
 * Stores a match on the server while it is played: created at the start (with any events already played, under
 * the client-made id, so a repeated call answers the same match), then every event appended in order with the
 * version it was built on. Scoring never waits: the engine has already applied the event here. A 409 brings the
 * server's log, which the reducer rebases on; a failure keeps the events queued and offers a retry.
 */
export function useMatchSync({ match, state, dispatch, isEnabled }: UseMatchSyncOptions): MatchSync {
  const intl = useIntl()
  const { api } = usePlatform()
  const [hasFailed, setHasFailed] = useState(false)
  const inFlight = useRef(false)
  const { id, kind, config } = match
  const { serverVersion, log } = state
  const pending = serverVersion === null ? log.length : log.length - serverVersion

  const retry = useCallback(() => setHasFailed(false), [])

  const fail = useCallback(
    (error: unknown) => {
      setHasFailed(true)
      const isSignedOut = error instanceof ApiRequestError && (error.status === 401 || error.status === 403)
      toast.error(
        isSignedOut
          ? intl.formatMessage({
              id: 'play.sync.signedOut',
              defaultMessage: 'This match could not be saved to your account. Sign in again to keep it.',
            })
          : intl.formatMessage({
              id: 'play.sync.failed',
              defaultMessage: 'Could not save the last visit. It is kept on this device until it is saved.',
            }),
        {
          id: `match-sync-${id}`,
          action: {
            label: intl.formatMessage({ id: 'play.sync.retry', defaultMessage: 'Retry' }),
            onClick: () => setHasFailed(false),
          },
        },
      )
    },
    [intl, id],
  )

  const settle = useCallback(
    (server: Match) => {
      inFlight.current = false
      dispatch({ type: 'rebase', serverLog: server.events })
    },
    [dispatch],
  )

  useEffect(() => {
    if (!isEnabled || hasFailed || inFlight.current) return
    const next = serverVersion === null ? null : log[serverVersion]
    if (serverVersion !== null && !next) return
    inFlight.current = true
    const request =
      serverVersion === null || !next
        ? createMatch(api, { id, kind, config, events: log })
        : appendMatchEvent(api, id, { event: next, version: serverVersion }).then((result) => result.match)
    request.then(settle, (error: unknown) => {
      const current = matchConflictOf(error)
      if (current) {
        toast.info(
          intl.formatMessage({
            id: 'play.sync.conflict',
            defaultMessage: 'This match was changed on another device. Your visits were added after its visits.',
          }),
          { id: `match-sync-conflict-${id}` },
        )
        settle(current)
        return
      }
      inFlight.current = false
      fail(error)
    })
  }, [isEnabled, hasFailed, serverVersion, log, api, id, kind, config, settle, fail, intl])

  // Back online: try the queue again without waiting for the player.
  useEffect(() => {
    if (!isEnabled) return
    const handleOnline = () => setHasFailed(false)
    window.addEventListener('online', handleOnline)
    return () => window.removeEventListener('online', handleOnline)
  }, [isEnabled])

  const status: SyncStatus = !isEnabled ? 'off' : hasFailed ? 'failed' : pending > 0 ? 'saving' : 'saved'
  return { status, pending: isEnabled ? pending : 0, retry }
}
