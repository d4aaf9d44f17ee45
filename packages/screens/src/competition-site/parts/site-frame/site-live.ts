import {
  competitionSiteQueries,
  realtimeChannels,
  realtimeEvents,
  type CompetitionSiteRef,
  type FixtureState,
} from '@oche/api'
import { useChannel, useConnectionState, type ConnectionState } from '@oche/realtime'
import { useQueryClient, type Query } from '@tanstack/react-query'
import { useRef } from 'react'
import { freshnessHandlers } from '../../../app/realtime/use-realtime-freshness'

// Live scores on a league night: the season's public channel `league.{seasonId}` announces every change of a match
// (a visit, a game, a result, a sign-off), a standings adjustment and a cup draw (`league.updated`), and the pages
// refetch what they show. Only while that connection is down do the pages of a live match ask again by themselves.

/** How often a page of the site asks again while one of its matches is live and the realtime connection is down. */
export const siteFallbackInterval = 60_000

const down: ReadonlySet<ConnectionState> = new Set(['unavailable', 'failed', 'disconnected'])
const isDown = (state: ConnectionState) => down.has(state)

/** Whether the realtime connection is down (not merely not open yet): the site's pages poll slowly instead. */
export function useRealtimeDown(): boolean {
  return useConnectionState(isDown)
}

/**
 * A query's `refetchInterval` for a league night: every minute while one of the matches it shows is live and the
 * realtime connection is down (`realtimeDown`, from `useRealtimeDown`); not at all otherwise, as `league.updated`
 * keeps it current then.
 */
export function refetchWhileLive<Data>(states: (data: Data) => readonly FixtureState[], realtimeDown: boolean) {
  return (query: { state: { data: Data | undefined } }): number | false => {
    const { data } = query.state
    return realtimeDown && data !== undefined && states(data).includes('live') ? siteFallbackInterval : false
  }
}

/** What a match's change leaves as it was: the organisation context and the documents of the season. */
const unchangedByMatches: ReadonlySet<unknown> = new Set(['context', 'documents'])

/**
 * Whether an announcement refetches a query of the season (`seasonKey`, its key's first `keyLength` parts): not
 * what a match leaves as it was, and not a query that failed without an answer (a page that is not there, or could
 * not load): refetching would turn its 404 or its error back into loading.
 */
function changedByMatches(query: Query, keyLength: number): boolean {
  if (unchangedByMatches.has(query.queryKey[keyLength])) return false
  return !(query.state.status === 'error' && query.state.data === undefined)
}

/**
 * Keeps a season's pages of the site current (`ref`, as the pages ask for it): each `league.updated` on the
 * season's public channel refetches the matches, standings, cups, leaderboards and teams shown, and so does every
 * resubscription (after a lost connection), as announcements may have been missed meanwhile. The first subscription
 * of the page refetches only what is stale: the answers the server rendered the page with are not asked again.
 * `seasonId` comes from the site's context (undefined until it is in, or when the organisation has no season yet:
 * nothing to listen to).
 */
export function useSiteUpdates(ref: CompetitionSiteRef, seasonId: string | undefined): void {
  const queryClient = useQueryClient()
  const subscribed = useRef(false)
  const queryKey = competitionSiteQueries.seasonKey(ref)
  const changed = (query: Query) => changedByMatches(query, queryKey.length)
  const handlers = freshnessHandlers(queryClient, {
    queryKey,
    predicate: changed,
    events: [realtimeEvents.leagueUpdated],
  })
  const resubscribed = handlers['pusher:subscription_succeeded']
  handlers['pusher:subscription_succeeded'] = (data) => {
    if (subscribed.current) return resubscribed?.(data)
    subscribed.current = true
    void queryClient.invalidateQueries({ queryKey, predicate: (query) => changed(query) && query.isStale() })
  }
  useChannel(seasonId ? realtimeChannels.league(seasonId) : null, handlers)
}
