import { ApiRequestError, createApiClient, eventBoardQueries, matchQueries, type TabletState } from '@oche/api'
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import { dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query'

/** A key-value store the persister writes the board's state to (`AsyncStorage` of TanStack Query's persisters). */
export type AsyncStorage = {
  getItem: (key: string) => Promise<string | null>
  setItem: (key: string, value: string) => Promise<void>
  removeItem: (key: string) => Promise<void>
}

/** Where the board's last known state is kept on the device. */
export const boardCacheKey = 'oche-board-state'

/** How long a kept state may be shown: a board's state older than a day is no use to a game. */
export const boardCacheMaxAgeMs = 24 * 60 * 60 * 1000

// The keys do not depend on the client (`matchQueries` says so); a client is needed only to build them.
const keyClient = createApiClient({ baseUrl: '' })
const tabletStateKey = eventBoardQueries.tabletState(keyClient).queryKey
const matchDetailKey = [...matchQueries.all(), 'detail'] as const

/** The engine matches the board shows: its game, or the league games at its venue that were started. */
export function boardMatchIds(tablet: TabletState | undefined): Set<string> {
  const ids = new Set<string>()
  if (!tablet) return ids
  if (tablet.game?.match_id) ids.add(tablet.game.match_id)
  for (const match of tablet.league?.matches ?? [])
    for (const game of match.games) if (game.match_id) ids.add(game.match_id)
  return ids
}

const sameKey = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((part, index) => part === b[index])

/** What the scoring screen needs, and nothing else the app may hold: the board's state and the matches on it. */
function isBoardQuery(queryClient: QueryClient) {
  const matchIds = boardMatchIds(queryClient.getQueryData<TabletState>(tabletStateKey))
  return (query: Query) => {
    // A refresh that failed (offline) keeps the last answer: that is the state to keep.
    if (query.state.data === undefined) return false
    if (sameKey(query.queryKey, tabletStateKey)) return true
    const [prefix, detail, id] = query.queryKey
    return prefix === matchDetailKey[0] && detail === matchDetailKey[1] && typeof id === 'string' && matchIds.has(id)
  }
}

/** The server refused the board token (the organiser logged the tablet out): its state must go. */
const isRevoked = (query: Query) =>
  sameKey(query.queryKey, tabletStateKey) &&
  query.state.error instanceof ApiRequestError &&
  query.state.error.status === 401

/** A one-way name of the board token: the stored state says whose it is without holding the secret. */
export async function tokenFingerprint(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export type BoardCacheOptions = {
  /** The app's query client, before anything renders with it. */
  queryClient: QueryClient
  /** The device's storage (Capacitor Preferences in the app, `localStorage` in a browser). */
  storage: AsyncStorage
  /** The board token as it is now (a cookie): read at start, and again on every change to know it is still there. */
  boardToken: () => string | undefined
  maxAge?: number
  /** Milliseconds between writes while the board's queries change. */
  throttleMs?: number
}

/**
 * Keeps the board's last known state on the device, so a tablet restarted without network shows its game (and the
 * visits in the outbox on top) instead of "could not be reached". TanStack Query's persistence, limited to the
 * board's queries and tied to the board token: the state is restored only for the token that stored it, for a day;
 * it is removed at start without a token (the tablet logged out), when another board logs in, and when the server
 * refuses the token. Resolves once the state is restored, so the first render has it; answers a stop function.
 */
export async function startBoardCache({
  queryClient,
  storage,
  boardToken,
  maxAge = boardCacheMaxAgeMs,
  throttleMs = 1000,
}: BoardCacheOptions): Promise<() => void> {
  let isForgotten = false
  // After the state was removed, a write the throttle still holds must not bring it back.
  const guarded: AsyncStorage = {
    getItem: (key) => storage.getItem(key),
    setItem: async (key, value) => {
      if (!isForgotten) await storage.setItem(key, value)
    },
    removeItem: (key) => storage.removeItem(key),
  }
  const persister = createAsyncStoragePersister({ storage: guarded, key: boardCacheKey, throttleTime: throttleMs })
  const forget = async () => {
    isForgotten = true
    await persister.removeClient()
  }

  const token = boardToken()
  if (!token) {
    await forget().catch(() => undefined)
    return () => undefined
  }
  const buster = await tokenFingerprint(token)
  for (const queryKey of [tabletStateKey, matchDetailKey]) queryClient.setQueryDefaults(queryKey, { gcTime: maxAge })
  // What `persistQueryClientRestore` does, with this app's own query client (the persist-client package pins another
  // query-core): a state of another board, older than `maxAge`, damaged or unreadable is removed, not shown; the
  // board then loads from the server as before.
  try {
    const kept = await persister.restoreClient()
    if (kept && kept.buster === buster && kept.timestamp && Date.now() - kept.timestamp <= maxAge)
      hydrate(queryClient, kept.clientState)
    else if (kept) await persister.removeClient()
  } catch {
    await Promise.resolve(persister.removeClient()).catch(() => undefined)
  }

  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (isForgotten || (event.type !== 'added' && event.type !== 'removed' && event.type !== 'updated')) return
    if (boardToken() !== token || isRevoked(event.query)) {
      unsubscribe()
      void forget().catch(() => undefined)
      return
    }
    // Throttled by the persister: the latest state is written at most once per `throttleMs`.
    void persister.persistClient({
      buster,
      timestamp: Date.now(),
      clientState: dehydrate(queryClient, {
        shouldDehydrateQuery: isBoardQuery(queryClient),
        shouldDehydrateMutation: () => false,
      }),
    })
  })
  return () => {
    unsubscribe()
  }
}

/** `localStorage` as the persister's storage, where the app runs in a browser. */
export const localStorageAdapter: AsyncStorage = {
  getItem: async (key) => localStorage.getItem(key),
  setItem: async (key, value) => localStorage.setItem(key, value),
  removeItem: async (key) => localStorage.removeItem(key),
}
