import Pusher, { type PresenceChannel } from 'pusher-js'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { startRealtimeServer, type RealtimeServer } from './index'
import { APP, clientFor, collect, connected, next, rawClient, sdkFor } from './test-clients'

let server: RealtimeServer
const clients: Array<{ disconnect(): void }> = []
function track<T extends { disconnect(): void }>(client: T): T {
  clients.push(client)
  return client
}

beforeEach(async () => {
  server = await startRealtimeServer({ ...APP, host: '127.0.0.1', port: 0, clientEvents: true })
})
afterEach(async () => {
  for (const client of clients.splice(0)) client.disconnect()
  await server.close()
})

describe('the WebSocket handshake', () => {
  it('sends connection_established first, with a string payload, a socket id and a 120 s activity timeout', async () => {
    const raw = rawClient(`ws://127.0.0.1:${server.port}/app/${APP.key}?protocol=7&client=js&version=8.6.0`)
    const established = await raw.frame('pusher:connection_established')
    expect(raw.frames[0]).toBe(established)
    expect(typeof established.data).toBe('string')
    const data = JSON.parse(established.data as string) as { socket_id: string; activity_timeout: number }
    expect(data.socket_id).toMatch(/^\d+\.\d+$/)
    expect(data.activity_timeout).toBe(120)
    raw.ws.close()
  })

  it.each([
    ['an unknown key', `/app/nope?protocol=7`, 4001],
    ['a bad path', `/socket?protocol=7`, 4005],
    ['no protocol', `/app/${APP.key}`, 4008],
    ['protocol 6', `/app/${APP.key}?protocol=6`, 4007],
  ])('refuses %s with pusher:error and the same close code', async (_case, path, code) => {
    const raw = rawClient(`ws://127.0.0.1:${server.port}${path}`)
    const error = await raw.frame('pusher:error')
    expect((error.data as { code: number }).code).toBe(code)
    expect(await raw.closed()).toBe(code)
  })

  it('leaves pusher-js disconnected for good when the key is unknown', async () => {
    // pusher-js waits on timers before it tries again (1 s after a "back off" close, at once after a "retry"): with
    // them faked, a minute of its time passes at once, and a retry would have changed the state by then.
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    })
    onTestFinished(() => {
      vi.useRealTimers()
    })
    const wrongKey = track(
      new Pusher('nope', {
        cluster: 'oche',
        wsHost: '127.0.0.1',
        wsPort: server.port,
        forceTLS: false,
        enabledTransports: ['ws'],
        disableStats: true,
      }),
    )
    await new Promise((resolve) => wrongKey.connection.bind('disconnected', resolve))
    const states: string[] = []
    wrongKey.connection.bind('state_change', ({ current }: { current: string }) => states.push(current))
    await vi.advanceTimersByTimeAsync(60_000)
    expect(wrongKey.connection.state).toBe('disconnected')
    expect(states).toEqual([])
  })
})

describe('ping and pong', () => {
  it('answers pusher:ping with pusher:pong', async () => {
    const raw = rawClient(`ws://127.0.0.1:${server.port}/app/${APP.key}?protocol=7`)
    await raw.frame('pusher:connection_established')
    raw.send({ event: 'pusher:ping', data: {} })
    expect(await raw.frame('pusher:pong', 100)).toEqual({ event: 'pusher:pong', data: '{}' })
    raw.ws.close()
  })

  it('pings a silent client, then closes it with 4201 when no pong comes', async () => {
    const quick = await startRealtimeServer({ ...APP, port: 0, activityTimeoutMs: 300, pongTimeoutMs: 200 })
    const raw = rawClient(`ws://127.0.0.1:${quick.port}/app/${APP.key}?protocol=7`)
    expect(await raw.frame('pusher:ping', 1000)).toEqual({ event: 'pusher:ping', data: '{}' })
    expect(await raw.closed(1000)).toBe(4201)
    expect(raw.frames.at(-1)).toMatchObject({ event: 'pusher:error', data: { code: 4201 } })
    await quick.close()
  })

  it('keeps a client that answers the ping', async () => {
    const quick = await startRealtimeServer({ ...APP, port: 0, activityTimeoutMs: 300, pongTimeoutMs: 200 })
    const raw = rawClient(`ws://127.0.0.1:${quick.port}/app/${APP.key}?protocol=7`)
    await raw.frame('pusher:ping', 1000)
    raw.send({ event: 'pusher:pong', data: {} })
    // Past the pong timeout the server pings again: it kept the socket (a dropped one gets no second ping).
    await raw.frame('pusher:ping', 2000)
    expect(raw.closeCode()).toBeUndefined()
    raw.ws.close()
    await quick.close()
  })
})

describe('public channels', () => {
  it('delivers an SDK-triggered event to pusher-js, data deep-equal', async () => {
    const client = track(clientFor(server.port))
    const channel = client.subscribe('match.42')
    await next(channel, 'pusher:subscription_succeeded')
    const arrived = next(channel, 'visit.scored')
    await sdkFor(server.port).trigger('match.42', 'visit.scored', { version: 1, score: 180 })
    expect(await arrived).toEqual({ version: 1, score: 180 })
  })

  it('skips the socket named in socket_id, and delivers on every listed channel', async () => {
    const a = track(clientFor(server.port))
    const b = track(clientFor(server.port))
    const [aChannel, bChannel] = [a.subscribe('match.1'), b.subscribe('match.1')]
    const bOther = b.subscribe('tournament.1')
    await Promise.all([aChannel, bChannel, bOther].map((channel) => next(channel, 'pusher:subscription_succeeded')))
    const aSeen = collect(aChannel, 'match.updated')
    const both = Promise.all([next(bChannel, 'match.updated'), next(bOther, 'match.updated')])
    await sdkFor(server.port).trigger(
      ['match.1', 'tournament.1'],
      'match.updated',
      { version: 2 },
      {
        socket_id: a.connection.socket_id,
      },
    )
    expect(await both).toEqual([{ version: 2 }, { version: 2 }])
    // The next event, for everyone, is the barrier: a has it after anything sent to it before.
    const barrier = next(aChannel, 'match.updated')
    await sdkFor(server.port).trigger('match.1', 'match.updated', { version: 3 })
    await barrier
    expect(aSeen).toEqual([{ version: 3 }])
  })

  it('stops delivering after unsubscribe', async () => {
    const client = track(clientFor(server.port))
    const channel = client.subscribe('match.7')
    await next(channel, 'pusher:subscription_succeeded')
    const seen = collect(channel, 'visit.scored')
    client.unsubscribe('match.7')
    // The server reads a socket's messages in order: once it answered a later subscription, the unsubscribe is done.
    await next(client.subscribe('match.8'), 'pusher:subscription_succeeded')
    // Another subscriber of match.7 is the barrier: the publish reaches every subscriber before it returns to it.
    const other = track(clientFor(server.port))
    const otherChannel = other.subscribe('match.7')
    await next(otherChannel, 'pusher:subscription_succeeded')
    const reachedOther = next(otherChannel, 'visit.scored')
    await server.publish('match.7', 'visit.scored', { version: 1 })
    await reachedOther
    expect(seen).toEqual([])
  })
})

describe('private channels', () => {
  it('subscribes with a valid signature and receives events', async () => {
    const client = track(clientFor(server.port))
    const channel = client.subscribe('private-board.3')
    await next(channel, 'pusher:subscription_succeeded')
    const arrived = next(channel, 'game.called')
    await sdkFor(server.port).trigger('private-board.3', 'game.called', { version: 5 })
    expect(await arrived).toEqual({ version: 5 })
  })

  it('rejects a signature made for another socket with a 401 subscription_error and keeps the socket open', async () => {
    const signer = sdkFor(server.port)
    const client = track(clientFor(server.port, undefined, '1.1'))
    await connected(client)
    const channel = client.subscribe('private-board.3')
    const error = await next<{ type: string; status: number }>(channel, 'pusher:subscription_error')
    expect(error).toMatchObject({ type: 'AuthError', status: 401 })
    const seen = collect(channel, 'game.called')
    // A rightly signed subscriber is the barrier: once it has the event, the refused one would have had it too.
    const member = track(clientFor(server.port))
    const memberChannel = member.subscribe('private-board.3')
    await next(memberChannel, 'pusher:subscription_succeeded')
    const reachedMember = next(memberChannel, 'game.called')
    await signer.trigger('private-board.3', 'game.called', { version: 1 })
    await reachedMember
    expect(seen).toEqual([])
    expect(client.connection.state).toBe('connected')
  })

  it('rejects a forged auth string', async () => {
    const raw = rawClient(`ws://127.0.0.1:${server.port}/app/${APP.key}?protocol=7`)
    await raw.frame('pusher:connection_established')
    raw.send({ event: 'pusher:subscribe', data: { channel: 'private-board.3', auth: `${APP.key}:${'0'.repeat(64)}` } })
    const error = await raw.frame('pusher:subscription_error')
    expect(error.channel).toBe('private-board.3')
    expect(JSON.parse(error.data as string)).toMatchObject({ type: 'AuthError', status: 401 })
    raw.ws.close()
  })
})

describe('presence channels', () => {
  it('counts users, not sockets, and announces arrivals and departures once', async () => {
    const alice = track(clientFor(server.port, { user_id: 'user:1', user_info: { name: 'Alice' } }))
    const aliceChannel = alice.subscribe('presence-event.7.boards') as PresenceChannel
    await next(aliceChannel, 'pusher:subscription_succeeded')
    const added = collect<{ id: string; info: unknown }>(aliceChannel, 'pusher:member_added')
    const removed = collect<{ id: string }>(aliceChannel, 'pusher:member_removed')

    const bob = track(clientFor(server.port, { user_id: 'board:3', user_info: { name: 'Board 3' } }))
    const bobChannel = bob.subscribe('presence-event.7.boards') as PresenceChannel
    await next(bobChannel, 'pusher:subscription_succeeded')
    expect(bobChannel.members.count).toBe(2)
    await vi.waitFor(() => expect(added).toEqual([{ id: 'board:3', info: { name: 'Board 3' } }]))
    expect(aliceChannel.members.count).toBe(2)

    const bobAgain = track(clientFor(server.port, { user_id: 'board:3', user_info: { name: 'Board 3' } }))
    const bobAgainChannel = bobAgain.subscribe('presence-event.7.boards') as PresenceChannel
    await next(bobAgainChannel, 'pusher:subscription_succeeded')
    expect(bobAgainChannel.members.count).toBe(2)

    // A second board joining is the barrier: Alice hears of it after anything bobAgain's arrival made her hear.
    const carol = track(clientFor(server.port, { user_id: 'board:4', user_info: { name: 'Board 4' } }))
    const carolChannel = carol.subscribe('presence-event.7.boards')
    await next(carolChannel, 'pusher:subscription_succeeded')
    await vi.waitFor(() => expect(added).toHaveLength(2))
    expect(added.map((member) => member.id)).toEqual(['board:3', 'board:4'])

    bobAgain.disconnect()
    // Board 4 leaving after the server counted bobAgain's socket gone is the next barrier: a wrong "board:3 removed"
    // would reach Alice before "board:4 removed".
    await vi.waitFor(async () => {
      const info = await sdkFor(server.port).get({
        path: '/channels/presence-event.7.boards',
        params: { info: 'subscription_count' },
      })
      expect(await info.json()).toMatchObject({ subscription_count: 3 })
    })
    carol.disconnect()
    await vi.waitFor(() => expect(removed).toHaveLength(1))
    expect(removed).toEqual([{ id: 'board:4', info: { name: 'Board 4' } }])

    bob.disconnect()
    await vi.waitFor(() => expect(removed).toHaveLength(2))
    expect(removed[1]).toEqual({ id: 'board:3', info: { name: 'Board 3' } })
    expect(aliceChannel.members.count).toBe(1)
  })

  it('refuses a user beyond the member limit with LimitReached', async () => {
    const small = await startRealtimeServer({ ...APP, port: 0, maxPresenceMembers: 1 })
    const first = track(clientFor(small.port, { user_id: 'user:1' }))
    await next(first.subscribe('presence-x'), 'pusher:subscription_succeeded')
    const second = track(clientFor(small.port, { user_id: 'user:2' }))
    const error = await next(second.subscribe('presence-x'), 'pusher:subscription_error')
    expect(error).toMatchObject({ type: 'LimitReached', status: 4100 })
    first.disconnect()
    second.disconnect()
    await small.close()
  })
})

describe('client events', () => {
  it('reach the other subscriber of a private channel, not the sender', async () => {
    const a = track(clientFor(server.port))
    const b = track(clientFor(server.port))
    const aChannel = a.subscribe('private-board.9')
    const bChannel = b.subscribe('private-board.9')
    await Promise.all([
      next(aChannel, 'pusher:subscription_succeeded'),
      next(bChannel, 'pusher:subscription_succeeded'),
    ])
    const echoed = collect(aChannel, 'client-typing')
    const arrived = next(bChannel, 'client-typing')
    aChannel.trigger('client-typing', { text: 'hi' })
    expect(await arrived).toEqual({ text: 'hi' })
    // b's answer is the barrier: a has it after any echo of its own event.
    const answered = next(aChannel, 'client-typing')
    bChannel.trigger('client-typing', { text: 'hello' })
    await answered
    expect(echoed).toEqual([{ text: 'hello' }])
  })

  it('carry the sender user_id on a presence channel', async () => {
    const a = track(clientFor(server.port, { user_id: 'user:1' }))
    const b = track(clientFor(server.port, { user_id: 'user:2' }))
    const aChannel = a.subscribe('presence-room')
    const bChannel = b.subscribe('presence-room')
    await Promise.all([
      next(aChannel, 'pusher:subscription_succeeded'),
      next(bChannel, 'pusher:subscription_succeeded'),
    ])
    const arrived = new Promise((resolve) =>
      bChannel.bind('client-wave', (data: unknown, meta: unknown) => resolve(meta)),
    )
    aChannel.trigger('client-wave', {})
    expect(await arrived).toEqual({ user_id: 'user:1' })
  })

  it.each([
    ['on a public channel', 'match.1', true, 4301],
    ['without a subscription', 'private-board.1', false, 4009],
  ])('are refused %s', async (_case, channel, subscribe, code) => {
    const raw = rawClient(`ws://127.0.0.1:${server.port}/app/${APP.key}?protocol=7`)
    await raw.frame('pusher:connection_established')
    if (subscribe) {
      raw.send({ event: 'pusher:subscribe', data: { channel, auth: '' } })
      await raw.frame('pusher_internal:subscription_succeeded')
    }
    raw.send({ event: 'client-typing', channel, data: {} })
    expect(await raw.frame('pusher:error')).toMatchObject({ data: { code } })
    raw.ws.close()
  })

  it('are refused beyond 10 per second', async () => {
    const a = track(clientFor(server.port))
    const channel = a.subscribe('private-board.2')
    await next(channel, 'pusher:subscription_succeeded')
    const errors = collect<{ code: number }>(a.connection as never, 'error')
    for (let index = 0; index < 11; index += 1) channel.trigger('client-typing', { index })
    await vi.waitFor(() =>
      expect(errors.map((error) => (error as { data?: { code: number } }).data?.code)).toEqual([4301]),
    )
  })

  it('are refused when the app has them off', async () => {
    const strict = await startRealtimeServer({ ...APP, port: 0 })
    const raw = rawClient(`ws://127.0.0.1:${strict.port}/app/${APP.key}?protocol=7`)
    await raw.frame('pusher:connection_established')
    raw.send({ event: 'client-typing', channel: 'private-board.1', data: {} })
    expect(await raw.frame('pusher:error')).toMatchObject({ data: { code: 4301 } })
    raw.ws.close()
    await strict.close()
  })
})

describe('shutdown', () => {
  it('closes sockets with 4200 so that clients reconnect at once', async () => {
    const own = await startRealtimeServer({ ...APP, port: 0 })
    const raw = rawClient(`ws://127.0.0.1:${own.port}/app/${APP.key}?protocol=7`)
    await raw.frame('pusher:connection_established')
    await own.close()
    expect(await raw.closed()).toBe(4200)
  })
})
