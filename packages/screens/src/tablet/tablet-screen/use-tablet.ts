import {
  ApiRequestError,
  eventBoardMutations,
  eventBoardQueries,
  realtimeChannels,
  realtimeEvents,
  tabletHeartbeatSeconds,
  type TabletState,
} from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef } from 'react'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { storeNewer, versionOf } from '../../app/realtime/keep-newer'
import { useRealtimeFreshness, type Freshness } from '../../app/realtime/use-realtime-freshness'
import { removeCookie } from '../../app/preferences/cookies'
import { storageKeys } from '../../app/preferences/storage-keys'
import type { Outbox } from '../parts/outbox/outbox'
import { useOutboxSync, type OutboxSync } from '../parts/tablet-scoring/use-outbox-sync'
import { routePath } from '../../routing/route-path'
import { revokedReason } from '../tablet-login/use-tablet-login'

/** Seconds between refetches of the tablet's state when no realtime announcement arrives. */
export const tabletPollSeconds = 10

export type TabletData =
  { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; tablet: TabletState }

const statusOf = (error: unknown) => (error instanceof ApiRequestError ? error.status : null)

/**
 * How a scoring tablet takes its event's `boards.changed`: a visit scored on any board changes the scores only, and
 * nothing this board acts on (which game is on it, called, started or finished) changed, so the tablet does not ask
 * for its board again (40 boards: 40 asks a visit); any other change is fetched.
 */
export function scoringTabletAnnouncements<TData>(): Freshness<TData, typeof realtimeEvents.boardsChanged>['apply'] {
  return {
    [realtimeEvents.boardsChanged]: (_held, payload) => (payload.scoresOnly ? { kind: 'stale' } : { kind: 'gap' }),
  }
}

/**
 * The board tablet: what the board shows now (`GET /tablet/state`, refetched on the event's `boards.changed`, but
 * for one of the scores only, and every 10 seconds), starting and confirming its game, the outbox of scored visits, and the heartbeat that tells
 * the organiser how the tablet is doing. A refused board token (401) goes back to the login with a message.
 */
export function useTablet(outbox: Outbox) {
  const { api, navigate, reload, config } = usePlatform()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const stateQuery = eventBoardQueries.tabletState(api)
  const query = useQuery({
    ...stateQuery,
    refetchInterval: tabletPollSeconds * 1000,
    retry: (count, error) => statusOf(error) === null && count < 2,
  })
  const { refetch } = query

  const revoke = useCallback(() => {
    removeCookie(storageKeys.boardToken)
    navigate(`${localizedPath(routePath('tablet-login'), locale)}?reason=${revokedReason}`, { replace: true })
  }, [navigate, locale])
  const sync: OutboxSync = useOutboxSync({ outbox, onUnauthorized: revoke })

  const isRevoked = statusOf(query.error) === 401
  useEffect(() => {
    if (isRevoked) revoke()
  }, [isRevoked, revoke])

  useRealtimeFreshness(query.data?.board.event ? realtimeChannels.event(query.data.board.event.id) : null, {
    queryKey: stateQuery.queryKey,
    events: [realtimeEvents.boardsChanged],
    versionOf: versionOf.boards,
    apply: scoringTabletAnnouncements<TabletState>(),
  })

  const { mutate: beat } = useMutation(eventBoardMutations.tabletHeartbeat(api))
  const pending = useRef(sync.pending)
  useEffect(() => {
    pending.current = sync.pending
  }, [sync.pending])
  const hasBoard = query.data !== undefined
  useEffect(() => {
    if (!hasBoard) return
    const appVersion = config.buildId ? config.buildId.slice(0, 40) : null
    const send = () => beat({ pending_visits: pending.current, app_version: appVersion })
    send()
    const timer = window.setInterval(send, tabletHeartbeatSeconds * 1000)
    return () => window.clearInterval(timer)
  }, [hasBoard, beat, config.buildId])

  // A refetch started before the start or confirmation would answer the board as it was: it is cancelled, and the
  // state the server answered is kept unless a newer one is already shown.
  const answered = async (next: TabletState) => {
    await queryClient.cancelQueries({ queryKey: stateQuery.queryKey, exact: true })
    storeNewer(queryClient, stateQuery.queryKey, versionOf.boards, next)
  }
  const start = useMutation({ ...eventBoardMutations.tabletStart(api), onSuccess: answered })
  const confirm = useMutation({ ...eventBoardMutations.tabletConfirm(api), onSuccess: answered })

  /** Logs this tablet out of its board on this device only; the organiser's list shows it until it expires. */
  const logOut = useCallback(() => {
    removeCookie(storageKeys.boardToken)
    reload(localizedPath(routePath('tablet-login'), locale))
  }, [reload, locale])

  const data: TabletData = query.data
    ? { status: 'ready', tablet: query.data }
    : query.isPending || isRevoked
      ? { status: 'loading' }
      : { status: 'error', retry: () => void refetch() }

  return { data, sync, start, confirm, logOut }
}

export type Tablet = ReturnType<typeof useTablet>
