import { createHmac } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import {
  ApiErrorSchema,
  LegFinishedPayloadSchema,
  MatchFinishedPayloadSchema,
  MatchSchema,
  MatchUpdatedPayloadSchema,
  PublicConfigSchema,
  realtimeChannels,
  realtimeEvents,
  VisitScoredPayloadSchema,
  type MatchConfig,
} from '@oche/api'
import type { MatchEvent } from '@oche/darts'
import { createRealtime, type Realtime } from '@oche/realtime'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { matchEvents } from '../db/schema/index'
import {
  createPublisher,
  readRealtimeConfig,
  startRealtimeServer,
  type Publisher,
  type RealtimeServer,
} from '../realtime/index'
import { issueToken } from '../services/accounts/tokens'
import { nineDarter, visit } from '../test/match-events'
import { availableTestDatabases, createTestApp } from '../test/test-databases'
import { bearer, createSignedInUser, json } from '../test/test-users'

// Publishing does not depend on the database: PGlite is enough here.
const [pglite] = await availableTestDatabases()

const config: MatchConfig = {
  startScore: 501,
  inRule: 'straight',
  outRule: 'double',
  format: { kind: 'firstTo', legs: 2 },
  sides: [{ name: 'Mia' }, { name: 'Bram' }],
}
const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex')
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
async function until(isDone: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms
  while (!isDone()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${ms} ms`)
    await sleep(20)
  }
}

let database: DatabaseHandle
beforeAll(async () => {
  database = await pglite!.open()
})
afterAll(async () => {
  await database.close()
})

describe('match events on the embedded realtime server', () => {
  const realtimeConfig = readRealtimeConfig({ PUSHER_APP_KEY: 'test-key', PUSHER_APP_SECRET: 'test-secret' })
  let server: RealtimeServer
  let httpServer: Server
  let apiPort: number
  let client: Realtime | undefined
  let app: ReturnType<typeof createTestApp>

  beforeAll(async () => {
    server = await startRealtimeServer({ ...realtimeConfig, host: '127.0.0.1', port: 0 })
    const publisher = createPublisher(realtimeConfig, server)
    app = createTestApp(database, {
      realtime: { publisher, client: { ...realtimeConfig.client, host: '127.0.0.1', port: server.port } },
    })
    httpServer = createServer(getRequestListener(app.fetch))
    await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve))
    const address = httpServer.address()
    apiPort = typeof address === 'object' && address ? address.port : 0
  })
  afterEach(() => {
    client?.disconnect()
    client = undefined
  })
  afterAll(async () => {
    await server.close()
    await new Promise((resolve) => httpServer.close(resolve))
  })

  function connect(token?: string): Realtime {
    client = createRealtime({
      key: realtimeConfig.key,
      host: '127.0.0.1',
      port: server.port,
      tls: false,
      authEndpoint: `http://127.0.0.1:${apiPort}/api/broadcasting/auth`,
      token: () => token,
    })
    return client
  }

  it('documents POST /api/broadcasting/auth in the OpenAPI document, with its form body and answers', async () => {
    const document = (await (await app.request('/api/openapi.json')).json()) as {
      paths: Record<string, { post?: { requestBody?: { content: object }; responses: object; security?: object } }>
    }
    const operation = document.paths['/api/broadcasting/auth']?.post
    expect(Object.keys(operation?.requestBody?.content ?? {})).toEqual(['application/x-www-form-urlencoded'])
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '403']))
    expect(operation?.security).toEqual([{ bearer: [] }, { boardToken: [] }])
  })

  it('delivers exactly one visit.scored to a live view when a visit is appended', async () => {
    const me = await createSignedInUser(database.db)
    const match = MatchSchema.parse(
      await (await app.request('/api/matches', json({ kind: 'casual', config }, bearer(me.token)))).json(),
    )
    const received: { event: string; data: unknown }[] = []
    let isSubscribed = false
    connect().listen(realtimeChannels.match(match.id), {
      'pusher:subscription_succeeded': () => (isSubscribed = true),
      [realtimeEvents.visitScored]: (data) => received.push({ event: realtimeEvents.visitScored, data }),
      [realtimeEvents.matchUpdated]: (data) => received.push({ event: realtimeEvents.matchUpdated, data }),
      [realtimeEvents.legFinished]: (data) => received.push({ event: realtimeEvents.legFinished, data }),
    })
    await until(() => isSubscribed, 5000)

    const event = visit(140)
    const response = await app.request(`/api/matches/${match.id}/events`, json({ event, version: 0 }, bearer(me.token)))
    expect(response.status).toBe(201)
    await until(() => received.length > 0, 2000)
    // A second visit is published after anything the first sent (one socket keeps the order): once it is in, a
    // duplicate of the first would be in too.
    const next = await app.request(
      `/api/matches/${match.id}/events`,
      json({ event: visit(100), version: 1 }, bearer(me.token)),
    )
    expect(next.status).toBe(201)
    await until(() => received.some(({ data }) => VisitScoredPayloadSchema.safeParse(data).data?.version === 2), 5000)
    expect(received.map(({ event }) => event)).toEqual(['visit.scored', 'visit.scored'])
    expect(VisitScoredPayloadSchema.parse(received[0]?.data)).toEqual({
      matchId: match.id,
      version: 1,
      event,
      summary: {
        legsWon: [0, 0],
        setsWon: [0, 0],
        currentLeg: { set: null, leg: 1, thrower: 1, remaining: [361, 501] },
        outcome: null,
      },
    })
  }, 15_000)

  it('lets a signed-in user join the presence channel of a match under their name', async () => {
    const me = await createSignedInUser(database.db, { name: 'Mia Darts' })
    const realtime = connect(me.token)
    const channel = realtimeChannels.matchPresence(crypto.randomUUID())
    realtime.onPresenceChange(channel, () => {})
    await until(() => realtime.getPresence(channel).isSubscribed, 5000)
    expect(realtime.getPresence(channel).members).toEqual([{ id: `user:${me.user.id}`, info: { name: 'Mia Darts' } }])
  }, 15_000)
})

describe('what an append publishes, at the publisher', () => {
  type Published = { channel: string; event: string; data: unknown; storedEvents: number }
  let published: Published[]
  let app: ReturnType<typeof createTestApp>

  beforeAll(() => {
    const real = createPublisher(
      readRealtimeConfig({ PUSHER_APP_KEY: 'key', PUSHER_APP_SECRET: 'secret', PUSHER_HOST: 'localhost' }),
    )
    // Records each publish with what the database holds at that moment, read outside the append's transaction.
    const recording: Publisher = {
      authorizeChannel: real.authorizeChannel,
      publish: async (channel, event, data) => {
        const matchId = (data as { matchId: string }).matchId
        const rows = await database.db.select().from(matchEvents).where(eq(matchEvents.matchId, matchId))
        published.push({ channel: channel as string, event, data, storedEvents: rows.length })
      },
    }
    app = createTestApp(database, {
      realtime: {
        publisher: recording,
        client: { key: 'key', cluster: 'mt1', host: undefined, port: undefined, tls: true },
      },
    })
  })

  async function startedMatch(token: string, played: MatchEvent[]) {
    const body = { kind: 'offline', config, events: played }
    return MatchSchema.parse(await (await app.request('/api/matches', json(body, bearer(token)))).json())
  }

  it('publishes after the commit: the event is already stored when visit.scored goes out', async () => {
    published = []
    const me = await createSignedInUser(database.db)
    const match = await startedMatch(me.token, [])
    await app.request(`/api/matches/${match.id}/events`, json({ event: visit(100), version: 0 }, bearer(me.token)))
    expect(published.map(({ channel, event, storedEvents }) => [channel, event, storedEvents])).toEqual([
      [`match.${match.id}`, 'visit.scored', 1],
    ])
  })

  it('follows a leg-winning visit with leg.finished, and the match-winning one with match.finished', async () => {
    const me = await createSignedInUser(database.db)
    const legOne = nineDarter()
    const match = await startedMatch(me.token, [...legOne.slice(0, 4)])
    published = []
    await app.request(`/api/matches/${match.id}/events`, json({ event: legOne[4], version: 4 }, bearer(me.token)))
    expect(published.map((item) => item.event)).toEqual(['visit.scored', 'leg.finished'])
    expect(LegFinishedPayloadSchema.parse(published[1]?.data)).toMatchObject({
      version: 5,
      set: null,
      leg: 1,
      winner: 0,
    })

    // Leg 2: Bram throws first; Mia wins it in nine darts too.
    const legTwo = [visit(60), ...nineDarter()]
    for (const [index, event] of legTwo.slice(0, 5).entries())
      await app.request(`/api/matches/${match.id}/events`, json({ event, version: 5 + index }, bearer(me.token)))
    published = []
    await app.request(`/api/matches/${match.id}/events`, json({ event: legTwo[5], version: 10 }, bearer(me.token)))
    expect(published.map((item) => item.event)).toEqual(['visit.scored', 'leg.finished', 'match.finished'])
    expect(MatchFinishedPayloadSchema.parse(published[2]?.data)).toMatchObject({
      version: 11,
      outcome: { kind: 'win', winner: 0 },
    })
  })

  it('publishes match.updated for an undo, and nothing for a refused or repeated event', async () => {
    published = []
    const me = await createSignedInUser(database.db)
    const first = visit(100)
    const match = await startedMatch(me.token, [first])
    const undo: MatchEvent = { type: 'undo', id: crypto.randomUUID() }
    await app.request(`/api/matches/${match.id}/events`, json({ event: undo, version: 1 }, bearer(me.token)))
    await app.request(`/api/matches/${match.id}/events`, json({ event: undo, version: 1 }, bearer(me.token)))
    await app.request(`/api/matches/${match.id}/events`, json({ event: visit(179), version: 2 }, bearer(me.token)))
    await app.request(`/api/matches/${match.id}/events`, json({ event: visit(60), version: 0 }, bearer(me.token)))
    expect(published.map((item) => item.event)).toEqual(['match.updated'])
    expect(MatchUpdatedPayloadSchema.parse(published[0]?.data)).toMatchObject({ version: 2, event: undo })
  })
})

describe('POST /api/broadcasting/auth', () => {
  const realtimeConfig = readRealtimeConfig({
    PUSHER_APP_KEY: 'key',
    PUSHER_APP_SECRET: 'secret',
    PUSHER_HOST: 'localhost',
  })
  let app: ReturnType<typeof createTestApp>
  beforeAll(() => {
    app = createTestApp(database, {
      realtime: { publisher: createPublisher(realtimeConfig), client: realtimeConfig.client },
    })
  })

  function authorize(channel: string, token?: string) {
    return app.request('/api/broadcasting/auth', {
      method: 'POST',
      body: `socket_id=123.456&channel_name=${encodeURIComponent(channel)}`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(token ? bearer(token) : {}) },
    })
  }

  it("signs a user's own private channel", async () => {
    const me = await createSignedInUser(database.db)
    const channel = realtimeChannels.user(me.user.id)
    const response = await authorize(channel, me.token)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ auth: `key:${hmacHex('secret', `123.456:${channel}`)}` })
  })

  it('signs the private channel of the user a super admin is impersonating', async () => {
    const admin = await createSignedInUser(database.db, { isSuperAdmin: true })
    const player = await createSignedInUser(database.db)
    const token = await issueToken(database.db, {
      userId: player.user.id,
      kind: 'impersonation',
      impersonatorId: admin.user.id,
    })
    expect((await authorize(realtimeChannels.user(player.user.id), token)).status).toBe(200)
    expect((await authorize(realtimeChannels.user(admin.user.id), token)).status).toBe(403)
  })

  it("answers 403 for someone else's private channel or a board's, and 401 without a token", async () => {
    const me = await createSignedInUser(database.db)
    const someoneElse = await createSignedInUser(database.db)
    const response = await authorize(realtimeChannels.user(someoneElse.user.id), me.token)
    expect(response.status).toBe(403)
    expect(ApiErrorSchema.parse(await response.json())).toEqual({ message: 'You are not allowed to do this.' })
    expect((await authorize('private-board.3', me.token)).status).toBe(403)
    expect((await authorize(realtimeChannels.matchPresence(crypto.randomUUID()))).status).toBe(401)
  })

  it('lets any signed-in user into a match presence channel as user:{id} with their name', async () => {
    const me = await createSignedInUser(database.db, { name: 'Bram' })
    const response = await authorize(realtimeChannels.matchPresence(crypto.randomUUID()), me.token)
    const body = (await response.json()) as { auth: string; channel_data: string }
    expect(JSON.parse(body.channel_data)).toEqual({ user_id: `user:${me.user.id}`, user_info: { name: 'Bram' } })
  })
})

describe('GET /api/config', () => {
  it('answers anyone the realtime client settings and nothing secret', async () => {
    const realtimeConfig = readRealtimeConfig({
      PUSHER_APP_KEY: 'public-key',
      PUSHER_APP_SECRET: 'very-secret',
      REALTIME_PORT: '6010',
    })
    const app = createTestApp(database, {
      realtime: {
        publisher: { publish: async () => {}, authorizeChannel: () => ({ auth: '' }) },
        client: realtimeConfig.client,
      },
    })
    const response = await app.request('/api/config')
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).not.toContain('very-secret')
    expect(PublicConfigSchema.parse(JSON.parse(text))).toEqual({
      realtime: { key: 'public-key', host: null, port: 6010, tls: false, cluster: 'oche' },
    })
  })
})
