import {
  ApiRequestError,
  createApiClient,
  eventBoardQueries,
  matchQueries,
  type Match,
  type TabletState,
} from '@oche/api'
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { boardCacheKey, boardCacheMaxAgeMs, startBoardCache, tokenFingerprint, type AsyncStorage } from './board-cache'

const matchId = '8f4e2c19-7a6b-4d3c-9e1f-000000000202'
const otherMatchId = '8f4e2c19-7a6b-4d3c-9e1f-000000000999'
const boardA = 'board-token-a'
const boardB = 'board-token-b'

// The cache only keeps and gives back what the server answered; these hold the parts the tablet reads.
const playingState = { state: 'playing', game: { id: 'g1', match_id: matchId }, league: null } as unknown as TabletState
const playingMatch = { id: matchId, version: 5, events: [] } as unknown as Match

/** The device's storage: what survives a restart. */
function deviceStorage() {
  const items = new Map<string, string>()
  const storage: AsyncStorage = {
    getItem: async (key) => items.get(key) ?? null,
    setItem: async (key, value) => void items.set(key, value),
    removeItem: async (key) => void items.delete(key),
  }
  return { items, storage }
}

/** An API whose every request fails as without network. */
const offlineApi = createApiClient({
  baseUrl: 'https://oche.example/api',
  fetch: async () => {
    throw new TypeError('Failed to fetch')
  },
})

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } })
const stateKey = eventBoardQueries.tabletState(offlineApi).queryKey
const matchKey = (id: string) => matchQueries.detail(offlineApi, id).queryKey

/** A first run of the app on board A: it loads the board's state and game, then is closed. */
async function playOnline(storage: AsyncStorage, items: Map<string, string>) {
  const client = newClient()
  const stop = await startBoardCache({ queryClient: client, storage, boardToken: () => boardA, throttleMs: 0 })
  client.setQueryData(stateKey, playingState)
  client.setQueryData(matchKey(matchId), playingMatch)
  await expect.poll(() => items.get(boardCacheKey) ?? '').toContain(matchId)
  stop()
  client.clear()
}

describe('startBoardCache', () => {
  it('restores the board and its game after a restart without network, and keeps them while requests fail', async () => {
    const { items, storage } = deviceStorage()
    await playOnline(storage, items)

    const restarted = newClient()
    await startBoardCache({ queryClient: restarted, storage, boardToken: () => boardA, throttleMs: 0 })

    // The board's state is there before anything asks the server; asking it fails, and the state stays shown.
    const observer = new QueryObserver(restarted, eventBoardQueries.tabletState(offlineApi))
    const stop = observer.subscribe(() => undefined)
    await observer.refetch()
    const result = observer.getCurrentResult()
    expect(result.isError).toBe(true)
    expect(result.error).toBeInstanceOf(TypeError)
    expect(result.data).toEqual(playingState)
    // The game's match too: the scorer builds on it with the outbox's visits on top.
    expect(restarted.getQueryData(matchKey(matchId))).toEqual(playingMatch)
    stop()

    // Restarted offline once more: the failed refresh, kept with its last answer, did not lose the state.
    const keptStatus = () =>
      (JSON.parse(items.get(boardCacheKey) ?? '{}') as { clientState?: { queries: { state: { status: string } }[] } })
        .clientState?.queries[0]?.state.status
    await expect.poll(keptStatus).toBe('error')
    const again = newClient()
    await startBoardCache({ queryClient: again, storage, boardToken: () => boardA, throttleMs: 0 })
    expect(again.getQueryData(stateKey)).toEqual(playingState)
    expect(again.getQueryData(matchKey(matchId))).toEqual(playingMatch)
  })

  it('keeps only the board’s state and the matches on it', async () => {
    const { items, storage } = deviceStorage()
    const client = newClient()
    await startBoardCache({ queryClient: client, storage, boardToken: () => boardA, throttleMs: 0 })
    client.setQueryData(['users', 'me'], { id: 'organiser' })
    client.setQueryData(matchKey(otherMatchId), { ...playingMatch, id: otherMatchId })
    client.setQueryData(stateKey, playingState)
    client.setQueryData(matchKey(matchId), playingMatch)
    await expect.poll(() => items.get(boardCacheKey) ?? '').toContain(matchId)

    const stored = JSON.parse(items.get(boardCacheKey) ?? '{}') as {
      buster: string
      clientState: { queries: { queryKey: unknown[] }[]; mutations: unknown[] }
    }
    expect(stored.clientState.queries.map((query) => query.queryKey)).toEqual([stateKey, matchKey(matchId)])
    expect(stored.clientState.mutations).toEqual([])
    // The token itself is not stored, only a one-way name of it.
    expect(stored.buster).toBe(await tokenFingerprint(boardA))
    expect(items.get(boardCacheKey)).not.toContain(boardA)
  })

  it('does not show board A’s state to board B, and removes it', async () => {
    const { items, storage } = deviceStorage()
    await playOnline(storage, items)

    const otherBoard = newClient()
    await startBoardCache({ queryClient: otherBoard, storage, boardToken: () => boardB, throttleMs: 0 })

    expect(otherBoard.getQueryData(stateKey)).toBeUndefined()
    expect(otherBoard.getQueryData(matchKey(matchId))).toBeUndefined()
    expect(items.has(boardCacheKey)).toBe(false)
  })

  it('removes the state when the tablet was logged out (no board token at start)', async () => {
    const { items, storage } = deviceStorage()
    await playOnline(storage, items)

    const loggedOut = newClient()
    await startBoardCache({ queryClient: loggedOut, storage, boardToken: () => undefined, throttleMs: 0 })

    expect(loggedOut.getQueryData(stateKey)).toBeUndefined()
    expect(items.has(boardCacheKey)).toBe(false)
    // Logging in again (board A or another) starts from the server, not from a kept state.
    const again = newClient()
    await startBoardCache({ queryClient: again, storage, boardToken: () => boardA, throttleMs: 0 })
    expect(again.getQueryData(stateKey)).toBeUndefined()
  })

  it('removes the state when the server refuses the board token, and keeps nothing after', async () => {
    const { items, storage } = deviceStorage()
    const client = newClient()
    let token: string | undefined = boardA
    await startBoardCache({ queryClient: client, storage, boardToken: () => token, throttleMs: 0 })
    client.setQueryData(stateKey, playingState)
    await expect.poll(() => items.has(boardCacheKey)).toBe(true)

    const refused = createApiClient({
      baseUrl: 'https://oche.example/api',
      fetch: async () =>
        new Response(JSON.stringify({ message: 'This tablet is not logged in to a board.' }), {
          status: 401,
          headers: { 'Content-Type': 'application/json' },
        }),
    })
    await client.fetchQuery({ ...eventBoardQueries.tabletState(refused), staleTime: 0 }).catch((error: unknown) => {
      expect(error).toBeInstanceOf(ApiRequestError)
    })
    await expect.poll(() => items.has(boardCacheKey)).toBe(false)

    // The screens remove the cookie and go to the login; nothing the cache does later stores the board again.
    token = undefined
    client.setQueryData(matchKey(matchId), playingMatch)
    client.setQueryData(stateKey, playingState)
    const restarted = newClient()
    await startBoardCache({ queryClient: restarted, storage, boardToken: () => boardA, throttleMs: 0 })
    expect(restarted.getQueryData(stateKey)).toBeUndefined()
    expect(items.has(boardCacheKey)).toBe(false)
  })

  it('removes a damaged state and starts without it', async () => {
    const { items, storage } = deviceStorage()
    items.set(boardCacheKey, '{"buster":')

    const restarted = newClient()
    await startBoardCache({ queryClient: restarted, storage, boardToken: () => boardA, throttleMs: 0 })

    expect(restarted.getQueryData(stateKey)).toBeUndefined()
    expect(items.has(boardCacheKey)).toBe(false)
  })

  it('does not restore a state older than a day', async () => {
    const { items, storage } = deviceStorage()
    await playOnline(storage, items)
    const stored = JSON.parse(items.get(boardCacheKey) ?? '{}') as { timestamp: number }
    items.set(boardCacheKey, JSON.stringify({ ...stored, timestamp: Date.now() - boardCacheMaxAgeMs - 1 }))

    const restarted = newClient()
    await startBoardCache({ queryClient: restarted, storage, boardToken: () => boardA, throttleMs: 0 })

    expect(restarted.getQueryData(stateKey)).toBeUndefined()
    expect(items.has(boardCacheKey)).toBe(false)
  })
})
