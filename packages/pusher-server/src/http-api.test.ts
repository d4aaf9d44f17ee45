import { createHmac } from 'node:crypto'
import type Pusher from 'pusher'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startRealtimeServer, type RealtimeServer } from './index'
import { APP, clientFor, next, sdkFor } from './test-clients'
import { md5Hex } from './signatures'

let server: RealtimeServer
const clients: Array<{ disconnect(): void }> = []

beforeEach(async () => {
  server = await startRealtimeServer({ ...APP, host: '127.0.0.1', port: 0 })
})
afterEach(async () => {
  for (const client of clients.splice(0)) client.disconnect()
  await server.close()
})

/** A request signed by hand, so that each part of the signature can be broken on purpose. */
async function signedPost(
  path: string,
  body: string,
  tamper: { timestamp?: number; key?: string; signature?: string; bodyMd5?: string } = {},
) {
  const params: Record<string, string> = {
    auth_key: tamper.key ?? APP.key,
    auth_timestamp: String(tamper.timestamp ?? Math.floor(Date.now() / 1000)),
    auth_version: '1.0',
    body_md5: tamper.bodyMd5 ?? md5Hex(body),
  }
  const query = Object.keys(params)
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&')
  const signature = tamper.signature ?? createHmac('sha256', APP.secret).update(`POST\n${path}\n${query}`).digest('hex')
  return fetch(`http://127.0.0.1:${server.port}${path}?${query}&auth_signature=${signature}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  })
}

const event = JSON.stringify({ name: 'visit.scored', channel: 'match.1', data: '{"version":1}' })

describe('POST /apps/{id}/events', () => {
  it('accepts a correctly signed request', async () => {
    const response = await signedPost('/apps/1/events', event)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({})
  })

  it.each([
    ['a bad signature', { signature: 'f'.repeat(64) }],
    ['a timestamp 601 s old', { timestamp: Math.floor(Date.now() / 1000) - 601 }],
    ['a wrong auth_key', { key: 'other-key' }],
    ['a body_md5 that does not match the body', { bodyMd5: md5Hex('{}') }],
  ])('answers 401 to %s', async (_case, tamper) => {
    const response = await signedPost('/apps/1/events', event, tamper)
    expect(response.status).toBe(401)
    expect(await response.json()).toHaveProperty('error')
  })

  it('answers 404 for an unknown app', async () => {
    expect((await signedPost('/apps/2/events', event)).status).toBe(404)
  })

  it('rejects data over 10 KB with 413 through the SDK', async () => {
    const error = await sdkFor(server.port)
      .trigger('match.1', 'visit.scored', 'x'.repeat(10 * 1024 + 1))
      .catch((failure: Pusher.RequestError) => failure)
    expect(error).toMatchObject({ status: 413 })
  })

  it('rejects 101 channels with 400', async () => {
    const channels = Array.from({ length: 101 }, (_, index) => `match.${index}`)
    const response = await signedPost('/apps/1/events', JSON.stringify({ name: 'x.y', channels, data: '{}' }))
    expect(response.status).toBe(400)
  })

  it('delivers a batch of 10 complete and in order, and refuses 11', async () => {
    const client = clientFor(server.port)
    clients.push(client)
    const channel = client.subscribe('match.5')
    await next(channel, 'pusher:subscription_succeeded')
    const seen: number[] = []
    channel.bind('visit.scored', (data: { version: number }) => seen.push(data.version))
    const batch = Array.from({ length: 10 }, (_, index) => ({
      channel: 'match.5',
      name: 'visit.scored',
      data: { version: index },
    }))
    await sdkFor(server.port).triggerBatch(batch)
    await vi.waitFor(() => expect(seen).toHaveLength(10))
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    const tooMany = await sdkFor(server.port)
      .triggerBatch([...batch, batch[0]!])
      .catch((failure: Pusher.RequestError) => failure)
    expect(tooMany).toMatchObject({ status: 400 })
  })
})

describe('channel information', () => {
  it('lists occupied channels with presence user counts, and reports one channel and its users', async () => {
    const sdk = sdkFor(server.port)
    const alice = clientFor(server.port, { user_id: 'user:1' })
    const aliceTab = clientFor(server.port, { user_id: 'user:1' })
    const board = clientFor(server.port, { user_id: 'board:3' })
    const viewer = clientFor(server.port)
    clients.push(alice, aliceTab, board, viewer)
    await Promise.all([
      next(alice.subscribe('presence-event.7.boards'), 'pusher:subscription_succeeded'),
      next(aliceTab.subscribe('presence-event.7.boards'), 'pusher:subscription_succeeded'),
      next(board.subscribe('presence-event.7.boards'), 'pusher:subscription_succeeded'),
      next(viewer.subscribe('match.42'), 'pusher:subscription_succeeded'),
    ])

    const presence = await sdk.get({ path: '/channels', params: { filter_by_prefix: 'presence-', info: 'user_count' } })
    expect(await presence.json()).toEqual({ channels: { 'presence-event.7.boards': { user_count: 2 } } })
    const all = await sdk.get({ path: '/channels' })
    expect(await all.json()).toEqual({ channels: { 'presence-event.7.boards': {}, 'match.42': {} } })

    const info = await sdk.get({
      path: '/channels/presence-event.7.boards',
      params: { info: 'subscription_count,user_count' },
    })
    expect(await info.json()).toEqual({ occupied: true, subscription_count: 3, user_count: 2 })
    const users = await sdk.get({ path: '/channels/presence-event.7.boards/users' })
    expect(await users.json()).toEqual({ users: [{ id: 'user:1' }, { id: 'board:3' }] })

    const empty = await sdk.get({ path: '/channels/match.404', params: { info: 'subscription_count' } })
    expect(await empty.json()).toEqual({ occupied: false, subscription_count: 0 })
    const notPresence = await sdk
      .get({ path: '/channels/match.42/users' })
      .catch((failure: Pusher.RequestError) => failure)
    expect(notPresence).toMatchObject({ status: 400 })
  })
})
