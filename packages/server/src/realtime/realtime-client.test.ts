import { createServer, type Server } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { createRealtime, type ConnectionState, type Realtime } from '@oche/realtime'
import { Hono } from 'hono'
import { afterEach, describe, expect, it } from 'vitest'
import { createBroadcastingAuth, createPublisher, startRealtimeServer, type RealtimeServer } from './index'

const APP = { appId: '1', key: 'test-key', secret: 'test-secret' }
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let server: RealtimeServer | undefined
let authServer: Server | undefined
let realtime: Realtime | undefined

afterEach(async () => {
  realtime?.disconnect()
  await server?.close()
  await new Promise((resolve) => (authServer ? authServer.close(resolve) : resolve(undefined)))
  ;[server, authServer, realtime] = [undefined, undefined, undefined]
})

async function until(isDone: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms
  while (!isDone()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${ms} ms`)
    await sleep(25)
  }
}

/** The auth route on a real HTTP port: board token `board-3` may join board 3, and appears there as `board:3`. */
async function startAuthRoute(): Promise<number> {
  const config = { mode: 'embedded', ...APP, host: undefined, port: 0, redisUrl: undefined } as const
  const publisher = createPublisher(
    { ...config, client: { key: APP.key, cluster: 'oche', host: undefined, port: 0, tls: false } },
    {
      publish: async () => {},
    },
  )
  const app = new Hono().basePath('/api').route(
    '/broadcasting',
    createBroadcastingAuth({
      publisher,
      authenticate: (c) => c.req.header('Authorization')?.replace('Bearer ', '') ?? null,
      authorize: (token, channel) => {
        if (token !== 'board-3') return false
        if (channel === 'presence-event.7.boards') return { user_id: 'board:3', user_info: { name: 'Board 3' } }
        return channel === 'private-board.3'
      },
    }),
  )
  authServer = createServer(getRequestListener(app.fetch))
  await new Promise<void>((resolve) => authServer?.listen(0, '127.0.0.1', resolve))
  const address = authServer.address()
  return typeof address === 'object' && address ? address.port : 0
}

describe('@oche/realtime against the embedded server', () => {
  it('reconnects after a server restart, resubscribes, and gets the next event', async () => {
    server = await startRealtimeServer({ ...APP, host: '127.0.0.1', port: 0 })
    const port = server.port
    realtime = createRealtime({ key: APP.key, host: '127.0.0.1', port, tls: false })
    const states: ConnectionState[] = []
    realtime.onStateChange((state) => states.push(state))
    let subscribed = 0
    const scores: unknown[] = []
    realtime.listen('match.42', {
      'pusher:subscription_succeeded': () => (subscribed += 1),
      'visit.scored': (data) => scores.push(data),
    })
    await until(() => subscribed === 1, 2000)

    await server.close()
    await until(() => realtime?.getState() !== 'connected', 2000)
    server = await startRealtimeServer({ ...APP, host: '127.0.0.1', port })
    // pusher-js (its Node runtime) retries at once after the 4200, finds the port closed and gives that attempt
    // its full 15 s timeout before the next one: the reconnect comes at about 15 s, later on a busy machine.
    await until(() => subscribed === 2, 40_000)
    expect(realtime.getState()).toBe('connected')
    expect(states).toContain('connecting')

    await server.publish('match.42', 'visit.scored', { version: 7 })
    await until(() => scores.length === 1, 1000)
    expect(scores).toEqual([{ version: 7 }])
  }, 50_000)

  it('authorises a private channel through /api/broadcasting/auth with the bearer token', async () => {
    server = await startRealtimeServer({ ...APP, host: '127.0.0.1', port: 0 })
    const authPort = await startAuthRoute()
    let token = 'board-3'
    realtime = createRealtime({
      key: APP.key,
      host: '127.0.0.1',
      port: server.port,
      tls: false,
      authEndpoint: `http://127.0.0.1:${authPort}/api/broadcasting/auth`,
      token: () => token,
    })
    const called: unknown[] = []
    let isSubscribed = false
    realtime.listen('private-board.3', {
      'pusher:subscription_succeeded': () => (isSubscribed = true),
      'game.called': (data) => called.push(data),
    })
    await until(() => isSubscribed, 3000)
    await server.publish('private-board.3', 'game.called', { version: 1 })
    await until(() => called.length === 1, 1000)

    token = 'board-4'
    const errors: unknown[] = []
    realtime.listen('private-board.4', { 'pusher:subscription_error': (error) => errors.push(error) })
    await until(() => errors.length === 1, 3000)
    expect(errors[0]).toMatchObject({ type: 'AuthError', status: 403 })
  })

  it('lists presence members through getPresence', async () => {
    server = await startRealtimeServer({ ...APP, host: '127.0.0.1', port: 0 })
    const authPort = await startAuthRoute()
    realtime = createRealtime({
      key: APP.key,
      host: '127.0.0.1',
      port: server.port,
      tls: false,
      authEndpoint: `http://127.0.0.1:${authPort}/api/broadcasting/auth`,
      token: () => 'board-3',
    })
    const name = 'presence-event.7.boards'
    let changes = 0
    realtime.onPresenceChange(name, () => (changes += 1))
    await until(() => changes > 0, 3000)
    expect(realtime.getPresence(name)).toEqual({
      members: [{ id: 'board:3', info: { name: 'Board 3' } }],
      me: { id: 'board:3', info: { name: 'Board 3' } },
      isSubscribed: true,
    })
  })
})
