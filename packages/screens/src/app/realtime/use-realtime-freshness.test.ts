import { realtimeChannels, realtimeEvents, type EventBoardsLive } from '@oche/api'
import { createMockRealtime } from '@oche/realtime'
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { keepNewer, keepNewerAnswers, storeNewer, versionOf } from './keep-newer'
import { scoringTabletAnnouncements } from '../../tablet/tablet-screen/use-tablet'
import { freshnessHandlers, type Freshness } from './use-realtime-freshness'

const eventId = '6f1c2a9e-3b7d-4e21-9c55-0d8e4f7a1b23'
const channel = realtimeChannels.event(eventId)
const queryKey = ['boards', eventId]

type Held = { version: number; note?: string }

/** A query of `Held` kept fresh on `channel`, served by a fake fetch that answers `served`. */
function setUp<E extends Parameters<typeof freshnessHandlers>[1]['events'][number]>(
  freshness: Omit<Freshness<Held, E>, 'queryKey'>,
  held?: Held,
  firstFetch?: 'fails',
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  let served: Held = held ?? { version: 1 }
  const fetches = vi.fn(async () => served)
  if (firstFetch) fetches.mockRejectedValueOnce(new Error('The server could not be reached'))
  if (held) queryClient.setQueryData(queryKey, held)
  // An observer makes the query active, as a mounted screen does: invalidation refetches active queries only.
  const observer = new QueryObserver(queryClient, { queryKey, queryFn: fetches, ...keepNewerAnswers(versionOf.boards) })
  const unsubscribe = observer.subscribe(() => {})
  const realtime = createMockRealtime()
  const stop = realtime.listen(channel, freshnessHandlers(queryClient, { queryKey, ...freshness }))
  cleanups.push(() => {
    stop()
    unsubscribe()
    queryClient.clear()
  })
  const settled = () => vi.waitFor(() => expect(queryClient.isFetching()).toBe(0))
  return {
    queryClient,
    realtime,
    fetches,
    settled,
    serve: (next: Held) => (served = next),
    held: () => queryClient.getQueryData<Held>(queryKey),
  }
}

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

const boardsChanged = (version: number) => ({ eventId, version })

describe('freshnessHandlers', () => {
  it('refetches after every (re)subscription', async () => {
    const { realtime, fetches, settled } = setUp(
      { events: [realtimeEvents.boardsChanged], versionOf: versionOf.boards },
      { version: 3 },
    )
    await vi.waitFor(() => expect(fetches).toHaveBeenCalledTimes(1))
    await settled()
    realtime.emit(channel, 'pusher:subscription_succeeded', {})
    await vi.waitFor(() => expect(fetches).toHaveBeenCalledTimes(2))
  })

  it('keeps a scoring tablet from fetching its board again for a change of the scores only', async () => {
    const { realtime, fetches, settled, serve } = setUp(
      {
        events: [realtimeEvents.boardsChanged],
        versionOf: versionOf.boards,
        apply: scoringTabletAnnouncements<Held>(),
      },
      { version: 5 },
    )
    await vi.waitFor(() => expect(fetches).toHaveBeenCalledTimes(1))
    serve({ version: 5 })
    await settled()
    // A visit scored on another board.
    realtime.emit(channel, realtimeEvents.boardsChanged, { ...boardsChanged(6), scoresOnly: true })
    await settled()
    expect(fetches).toHaveBeenCalledTimes(1)
    // A game called, started or finished.
    serve({ version: 7 })
    realtime.emit(channel, realtimeEvents.boardsChanged, boardsChanged(7))
    await vi.waitFor(() => expect(fetches).toHaveBeenCalledTimes(2))
  })

  it('refetches only for a version above the one held', async () => {
    const { realtime, fetches, settled, serve, held } = setUp(
      { events: [realtimeEvents.boardsChanged], versionOf: versionOf.boards },
      { version: 5 },
    )
    await vi.waitFor(() => expect(fetches).toHaveBeenCalledTimes(1))
    serve({ version: 5 })
    await settled()
    realtime.emit(channel, realtimeEvents.boardsChanged, boardsChanged(5))
    realtime.emit(channel, realtimeEvents.boardsChanged, boardsChanged(4))
    await settled()
    expect(fetches).toHaveBeenCalledTimes(1)
    serve({ version: 6 })
    realtime.emit(channel, realtimeEvents.boardsChanged, boardsChanged(6))
    await vi.waitFor(() => expect(fetches).toHaveBeenCalledTimes(2))
    await settled()
    expect(held()).toEqual({ version: 6 })
  })

  // The API parses every payload before publishing it (ADR 027); what is no object at all is still ignored.
  it('ignores a payload that is no object, and an event it was not given', async () => {
    const { realtime, fetches, settled } = setUp(
      { events: [realtimeEvents.boardsChanged], versionOf: versionOf.boards },
      { version: 5 },
    )
    await vi.waitFor(() => expect(fetches).toHaveBeenCalledTimes(1))
    await settled()
    expect(() => {
      realtime.emit(channel, realtimeEvents.boardsChanged, null)
      realtime.emit(channel, realtimeEvents.boardsChanged, [eventId, 9])
      realtime.emit(channel, realtimeEvents.boardsChanged, 'garbage')
      realtime.emit(channel, realtimeEvents.standingsUpdated, { tournamentId: eventId, version: 9 })
    }).not.toThrow()
    await settled()
    expect(fetches).toHaveBeenCalledTimes(1)
  })

  it('refetches on an announcement while nothing is held yet', async () => {
    const { realtime, fetches, settled, held } = setUp(
      { events: [realtimeEvents.boardsChanged], versionOf: versionOf.boards },
      undefined,
      'fails',
    )
    await vi.waitFor(() => expect(fetches).toHaveBeenCalledTimes(1))
    await settled()
    expect(held()).toBeUndefined()
    realtime.emit(channel, realtimeEvents.boardsChanged, boardsChanged(1))
    await vi.waitFor(() => expect(fetches).toHaveBeenCalledTimes(2))
  })

  it('refetches on every announcement when no version is read', async () => {
    const { realtime, fetches, settled } = setUp({ events: [realtimeEvents.boardsChanged] }, { version: 5 })
    await vi.waitFor(() => expect(fetches).toHaveBeenCalledTimes(1))
    await settled()
    realtime.emit(channel, realtimeEvents.boardsChanged, boardsChanged(2))
    await vi.waitFor(() => expect(fetches).toHaveBeenCalledTimes(2))
  })

  it('applies the next version in place, and refetches on a gap', async () => {
    const { realtime, fetches, settled, held } = setUp(
      {
        events: [realtimeEvents.boardsChanged],
        versionOf: versionOf.boards,
        apply: {
          [realtimeEvents.boardsChanged]: (current, payload) =>
            payload.version === current.version + 1
              ? { kind: 'applied', data: { version: payload.version, note: 'applied' } }
              : { kind: 'gap' },
        },
      },
      { version: 5 },
    )
    await vi.waitFor(() => expect(fetches).toHaveBeenCalledTimes(1))
    await settled()
    realtime.emit(channel, realtimeEvents.boardsChanged, boardsChanged(6))
    expect(held()).toEqual({ version: 6, note: 'applied' })
    expect(fetches).toHaveBeenCalledTimes(1)
    realtime.emit(channel, realtimeEvents.boardsChanged, boardsChanged(9))
    await vi.waitFor(() => expect(fetches).toHaveBeenCalledTimes(2))
  })

  it('keeps the newer answer when a refetch answers an older version late', async () => {
    const { realtime, fetches, settled, serve, held, queryClient } = setUp(
      { events: [realtimeEvents.boardsChanged], versionOf: versionOf.boards },
      { version: 5 },
    )
    await vi.waitFor(() => expect(fetches).toHaveBeenCalledTimes(1))
    await settled()
    // A change's answer brought version 7; a refetch started before it answers version 6.
    storeNewer(queryClient, queryKey, versionOf.boards, { version: 7, note: 'answered' })
    serve({ version: 6 })
    realtime.emit(channel, 'pusher:subscription_succeeded', {})
    await vi.waitFor(() => expect(fetches).toHaveBeenCalledTimes(2))
    await settled()
    expect(held()).toEqual({ version: 7, note: 'answered' })
  })
})

describe('keepNewer', () => {
  const live = (version: number) => ({ version }) as EventBoardsLive

  it('takes the answer that arrives when it is newer or as new', () => {
    const next = live(5)
    expect(keepNewer(versionOf.boards, live(4), next)).toBe(next)
    const same = live(5)
    expect(keepNewer(versionOf.boards, live(5), same)).toBe(same)
  })

  it('keeps the held answer when an older one arrives late', () => {
    const held = live(6)
    expect(keepNewer(versionOf.boards, held, live(5))).toBe(held)
  })

  it('takes the first answer when nothing is held yet', () => {
    const first = live(1)
    expect(keepNewer(versionOf.boards, undefined, first)).toBe(first)
  })

  it('does not write an older answer over a newer one held', () => {
    const queryClient = new QueryClient()
    storeNewer(queryClient, queryKey, versionOf.boards, live(6))
    storeNewer(queryClient, queryKey, versionOf.boards, live(5))
    expect(queryClient.getQueryData(queryKey)).toEqual(live(6))
    storeNewer(queryClient, queryKey, versionOf.boards, live(7))
    expect(queryClient.getQueryData(queryKey)).toEqual(live(7))
  })
})
