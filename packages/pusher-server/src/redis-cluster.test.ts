import { randomInt } from 'node:crypto'
import { connect } from 'node:net'
import { Redis } from 'ioredis'
import PusherServer from 'pusher'
import type { PresenceChannel } from 'pusher-js'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startRealtimeServer, type RealtimeServer } from './index'
import { APP, clientFor, collect, next } from './test-clients'

const REDIS_URL = process.env.REALTIME_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

function isReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) })
    socket.setTimeout(500)
    socket.once('connect', () => resolve(true))
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => resolve(false))
  }).finally(() => undefined) as Promise<boolean>
}

const hasRedis = await isReachable(REDIS_URL)
if (!hasRedis)
  console.warn(
    `\n*** realtime: Redis at ${REDIS_URL} is not reachable: the two-process fan-out tests did NOT run ***\n`,
  )

// A fresh app id per run keeps these keys apart from anything else in that Redis.
const app = { ...APP, appId: `test${randomInt(1e9)}` }
const timers = { nodeTtlMs: 400, heartbeatMs: 100, sweepMs: 200 }
let a: RealtimeServer
let b: RealtimeServer
const clients: Array<{ disconnect(): void }> = []
const sdkFor = (port: number) => new PusherServer({ ...app, host: '127.0.0.1', port: String(port), useTLS: false })

describe.runIf(hasRedis)('two processes sharing Redis', () => {
  beforeEach(async () => {
    const options = { ...app, host: '127.0.0.1', port: 0, clientEvents: true, redisUrl: REDIS_URL, redisTimers: timers }
    ;[a, b] = await Promise.all([startRealtimeServer(options), startRealtimeServer(options)])
  })
  afterEach(async () => {
    for (const client of clients.splice(0)) client.disconnect()
    await Promise.all([a.close(), b.close()])
  })
  afterAll(async () => {
    const redis = new Redis(REDIS_URL)
    const keys = await redis.keys(`oche:rt:${app.appId}:*`)
    if (keys.length > 0) await redis.del(...keys)
    await redis.quit()
  })

  it('delivers an event triggered on B to a client on A, exactly once', async () => {
    const client = clientFor(a.port)
    clients.push(client)
    const channel = client.subscribe('match.42')
    await next(channel, 'pusher:subscription_succeeded')
    const seen = collect(channel, 'visit.scored')
    // Delivered at all and once: how fast is the soak's measurement (docs/benchmarks.md), not a unit test's, which
    // shares a busy machine with the story pages.
    const arrived = next(channel, 'visit.scored')
    await sdkFor(b.port).trigger('match.42', 'visit.scored', { version: 1 })
    expect(await arrived).toEqual({ version: 1 })
    // A second trigger on the same path is the barrier: events keep their order, so once it is here, a duplicate of
    // the first would be too.
    const barrier = next(channel, 'visit.scored')
    await sdkFor(b.port).trigger('match.42', 'visit.scored', { version: 2 })
    await barrier
    expect(seen).toEqual([{ version: 1 }, { version: 2 }])
  })

  it('keeps the order of 200 triggers sent through B at a client on A', async () => {
    const client = clientFor(a.port)
    clients.push(client)
    const channel = client.subscribe('match.1')
    await next(channel, 'pusher:subscription_succeeded')
    const seen = collect<{ version: number }>(channel, 'visit.scored')
    const sdk = sdkFor(b.port)
    for (let version = 1; version <= 200; version += 1) await sdk.trigger('match.1', 'visit.scored', { version })
    await vi.waitFor(() => expect(seen).toHaveLength(200), { timeout: 10_000 })
    expect(seen.map((data) => data.version)).toEqual(Array.from({ length: 200 }, (_, index) => index + 1))
  })

  it('relays a client event from a socket on A to a socket on B', async () => {
    const onA = clientFor(a.port)
    const onB = clientFor(b.port)
    clients.push(onA, onB)
    const [channelA, channelB] = [onA.subscribe('private-board.3'), onB.subscribe('private-board.3')]
    await Promise.all([
      next(channelA, 'pusher:subscription_succeeded'),
      next(channelB, 'pusher:subscription_succeeded'),
    ])
    const arrived = next(channelB, 'client-ping')
    channelA.trigger('client-ping', { n: 1 })
    expect(await arrived).toEqual({ n: 1 })
  })

  it('counts one member for the same user on A and B, and removes it when its last socket goes', async () => {
    const watcher = clientFor(b.port, { user_id: 'user:9' })
    clients.push(watcher)
    const watched = watcher.subscribe('presence-event.7.boards') as PresenceChannel
    await next(watched, 'pusher:subscription_succeeded')
    const added = collect(watched, 'pusher:member_added')
    const removed = collect(watched, 'pusher:member_removed')

    const tabOnA = clientFor(a.port, { user_id: 'board:3' })
    const tabOnB = clientFor(b.port, { user_id: 'board:3' })
    clients.push(tabOnA, tabOnB)
    const channelOnA = tabOnA.subscribe('presence-event.7.boards') as PresenceChannel
    await next(channelOnA, 'pusher:subscription_succeeded')
    const channelOnB = tabOnB.subscribe('presence-event.7.boards') as PresenceChannel
    await next(channelOnB, 'pusher:subscription_succeeded')
    expect(channelOnB.members.count).toBe(2)
    // Another member joining on A is the barrier: the watcher hears of it after anything the tabs' joins made it
    // hear (a second "board:3 added" would be there before it).
    const other = clientFor(a.port, { user_id: 'board:4' })
    clients.push(other)
    await next(other.subscribe('presence-event.7.boards'), 'pusher:subscription_succeeded')
    await vi.waitFor(() => expect(added).toHaveLength(2), { timeout: 10_000 })
    expect(added.map((member) => (member as { id: string }).id)).toEqual(['board:3', 'board:4'])
    const info = () =>
      sdkFor(a.port)
        .get({ path: '/channels/presence-event.7.boards', params: { info: 'user_count,subscription_count' } })
        .then((answer) => answer.json())
    expect(await info()).toEqual({ occupied: true, user_count: 3, subscription_count: 4 })

    const removedOnA = collect(channelOnA, 'pusher:member_removed')
    tabOnA.disconnect()
    // A has handled the tab's close once the cluster counts one subscription less; the other member leaving from A
    // after it is the barrier: a wrong "board:3 removed" would reach the watcher before "board:4 removed".
    await vi.waitFor(
      async () => expect(await info()).toEqual({ occupied: true, user_count: 3, subscription_count: 3 }),
      {
        timeout: 10_000,
      },
    )
    other.disconnect()
    await vi.waitFor(() => expect(removed).toHaveLength(1), { timeout: 10_000 })
    expect(removed).toEqual([{ id: 'board:4' }])
    tabOnB.disconnect()
    await vi.waitFor(() => expect(removed).toEqual([{ id: 'board:4' }, { id: 'board:3' }]), { timeout: 10_000 })
    expect(removedOnA).toEqual([])
    expect(watched.members.count).toBe(1)
  })

  it('sweeps the presence entries of a node that died without cleaning up', async () => {
    // A crashed node leaves its entries and its registration, but no liveness key.
    const redis = new Redis(REDIS_URL)
    const deadNode = `dead-${randomInt(1e9)}`
    await redis.hset(
      `oche:rt:${app.appId}:presence:presence-room`,
      '99.99',
      JSON.stringify({ user_id: 'board:7', node: deadNode, at: 1 }),
    )
    await redis.sadd(`oche:rt:node:${deadNode}:presence`, 'presence-room|99.99')
    await redis.sadd(`oche:rt:${app.appId}:nodes`, deadNode)
    await redis.quit()
    const watcher = clientFor(a.port, { user_id: 'user:1' })
    clients.push(watcher)
    const watched = watcher.subscribe('presence-room') as PresenceChannel
    await next(watched, 'pusher:subscription_succeeded')
    expect(watched.members.count).toBe(2)

    const removed = await next<{ id: string }>(watched, 'pusher:member_removed', 2000)
    expect(removed.id).toBe('board:7')
    const users = await sdkFor(b.port).get({ path: '/channels/presence-room/users' })
    expect(await users.json()).toEqual({ users: [{ id: 'user:1' }] })
  })
})
