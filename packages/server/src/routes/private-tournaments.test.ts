import { createServer, type Server } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import {
  BoardWithCodeSchema,
  CreatedEventSchema,
  EventBoardsLiveSchema,
  EventDetailSchema,
  MatchSchema,
  realtimeChannels,
  realtimeEvents,
  TabletSessionSchema,
  TabletStateSchema,
  TournamentDetailSchema,
  type Entry,
  type EventBoardsLive,
} from '@oche/api'
import type { MatchEvent } from '@oche/darts'
import { createRealtime, type Realtime } from '@oche/realtime'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import {
  createPublisher,
  readRealtimeConfig,
  startRealtimeServer,
  type Publisher,
  type RealtimeServer,
} from '../realtime/index'
import { asClient, availableTestDatabases, createTestApp } from '../test/test-databases'
import { callApi, createTournamentWithPlayers, phase, putResult } from '../test/tournament-play-fixtures'
import { createSignedInUser } from '../test/test-users'

const databases = await availableTestDatabases()

const visit = (total: number): MatchEvent => ({ type: 'visit', id: crypto.randomUUID(), total })

let ip = 0

type TestApp = ReturnType<typeof createTestApp>

/** The API as one person or device uses it. */
function caller(app: TestApp, token: string | null) {
  return (method: string, path: string, body?: unknown) => callApi(app, method, path, token, body)
}

async function tabletLogin(app: TestApp, code: string) {
  const response = await app.request('/api/tablet/login', {
    method: 'POST',
    body: JSON.stringify({ code }),
    headers: { 'Content-Type': 'application/json', ...asClient(`10.8.0.${(ip += 1) % 250}`) },
  })
  expect(response.status).toBe(201)
  return TabletSessionSchema.parse(await response.json()).token
}

/** Links the entry's participant to the player's account: the organiser invites, the player accepts. */
async function linkPlayer(
  app: TestApp,
  organiserToken: string,
  entry: Entry,
  player: { token: string; email: string },
) {
  const participantId = entry.members[0]?.participant_id ?? ''
  const invited = await callApi(app, 'POST', `/participants/${participantId}/link`, organiserToken, {
    email: player.email,
  })
  expect(invited.status).toBe(202)
  expect((await callApi(app, 'POST', `/link-invitations/${participantId}/accept`, player.token)).status).toBe(204)
}

/**
 * A public event with one board and its tablet, and a round robin of three played at it (drawn: one game on the
 * board, started on the tablet, two waiting). Anna's participant is linked to `player`.
 */
async function tournamentAtPublicEvent(
  app: TestApp,
  db: DatabaseHandle['db'],
  tournament: { visibility?: 'public' | 'private'; is_test?: boolean },
) {
  const organiser = await createSignedInUser(db, { name: 'Olly Organiser' })
  const player = await createSignedInUser(db, { name: 'Anna Player' })
  const outsider = await createSignedInUser(db)
  const asOrganiser = caller(app, organiser.token)
  const event = CreatedEventSchema.parse(
    (
      await asOrganiser('POST', '/events', {
        name: 'Friday darts',
        starts_at: '2026-05-01T17:00:00.000Z',
        time_zone: 'Europe/Brussels',
        visibility: 'public',
      })
    ).body,
  )
  const board = BoardWithCodeSchema.parse((await asOrganiser('POST', `/events/${event.id}/boards`, { number: 1 })).body)
  const { tournamentId, entries } = await createTournamentWithPlayers(
    app,
    organiser.token,
    {
      name: 'Secret Cup',
      format: { kind: 'roundRobin' },
      phases: { roundRobin: phase({ kind: 'firstTo', legs: 2 }) },
      ...tournament,
    },
    [{ name: 'Anna' }, { name: 'Bart' }, { name: 'Cas' }],
  )
  await linkPlayer(app, organiser.token, entries[0]!, { token: player.token, email: player.user.email })
  expect((await asOrganiser('POST', `/events/${event.id}/tournaments/${tournamentId}`)).status).toBe(200)
  const tablet = await tabletLogin(app, board.code)
  expect((await asOrganiser('POST', `/tournaments/${tournamentId}/draw`, {})).status).toBe(200)
  const asTablet = caller(app, tablet)
  const waiting = TabletStateSchema.parse((await asTablet('GET', '/tablet/state')).body)
  const started = TabletStateSchema.parse((await asTablet('POST', `/tablet/games/${waiting.game!.id}/start`)).body)
  const matchId = started.game!.match_id!
  return { organiser, player, outsider, event, tournamentId, tablet, matchId, gameId: waiting.game!.id }
}

function gamesShown(live: EventBoardsLive) {
  return [...live.boards.flatMap((board) => (board.game ? [board.game] : [])), ...live.queue, ...live.recent]
}

describe.each(databases)('private tournaments at a public event on $kind', ({ open }) => {
  let database: DatabaseHandle
  let app: TestApp
  const published: { channel: string; event: string }[] = []
  const realtimeConfig = readRealtimeConfig({ PUSHER_APP_KEY: 'key', PUSHER_APP_SECRET: 'secret', PUSHER_HOST: 'x' })

  beforeAll(async () => {
    database = await open()
    const signer = createPublisher(realtimeConfig)
    const publisher: Publisher = {
      publish: async (channelNames, event) => {
        for (const channel of typeof channelNames === 'string' ? [channelNames] : channelNames)
          published.push({ channel, event })
      },
      authorizeChannel: (...args) => signer.authorizeChannel(...args),
    }
    app = createTestApp(database, {
      realtime: { publisher, client: realtimeConfig.client },
      boardCodeLimits: { maxFailuresPerAccount: 100, maxFailuresPerIp: 100, windowMs: 60_000 },
    })
  }, 60_000)
  afterAll(async () => {
    await database.close()
  })

  async function live(eventId: string, token: string | null) {
    const { status, body } = await callApi(app, 'GET', `/events/${eventId}/live`, token)
    expect(status).toBe(200)
    return { live: EventBoardsLiveSchema.parse(body), text: JSON.stringify(body) }
  }

  it('shows the public its board only as in use: no name, player, call or match of the private tournament', async () => {
    const { organiser, player, outsider, event, tournamentId, matchId } = await tournamentAtPublicEvent(
      app,
      database.db,
      { visibility: 'private' },
    )
    for (const token of [null, outsider.token]) {
      const seen = await live(event.id, token)
      expect(seen.live.boards.map((board) => [board.state, board.game])).toEqual([['playing', null]])
      expect(gamesShown(seen.live)).toEqual([])
      for (const secret of ['Secret Cup', 'Anna', 'Bart', tournamentId, matchId])
        expect(seen.text).not.toContain(secret)
    }
    // Its organiser's board overview is complete, and its players see their own tournament's games.
    const organisers = await live(event.id, organiser.token)
    expect(organisers.live.boards[0]?.game?.match_id).toBe(matchId)
    expect(organisers.live.queue).toHaveLength(2)
    // The event page lists it for them too, and for nobody else but the organisers.
    const listed = async (token: string | null) =>
      EventDetailSchema.parse((await callApi(app, 'GET', `/events/${event.id}`, token)).body).tournaments.map(
        (tournament) => tournament.id,
      )
    expect(await listed(null)).toEqual([])
    expect(await listed(outsider.token)).toEqual([])
    expect(await listed(player.token)).toEqual([tournamentId])
    expect(await listed(organiser.token)).toEqual([tournamentId])
    const players = await live(event.id, player.token)
    expect(players.live.boards[0]?.game?.tournament.name).toBe('Secret Cup')
    expect(players.live.queue).toHaveLength(2)
  }, 60_000)

  it('hides a test tournament from the public on the event live view, as on the event page', async () => {
    const { organiser, outsider, event, matchId, tournamentId, gameId } = await tournamentAtPublicEvent(
      app,
      database.db,
      { is_test: true },
    )
    const detail = EventDetailSchema.parse((await callApi(app, 'GET', `/events/${event.id}`, null)).body)
    expect(detail.tournaments).toEqual([])
    const hidden = async () => {
      for (const token of [null, outsider.token]) {
        const seen = await live(event.id, token)
        expect(gamesShown(seen.live)).toEqual([])
        expect(seen.text).not.toContain(matchId)
      }
    }
    await hidden()
    expect((await live(event.id, organiser.token)).live.boards[0]?.game?.match_id).toBe(matchId)
    // Its first game is decided: a latest result for the organiser, none for the public.
    expect((await putResult(app, organiser.token, tournamentId, gameId, { kind: 'played', legs: [2, 0] })).status).toBe(
      200,
    )
    expect((await live(event.id, organiser.token)).live.recent.map((game) => game.id)).toContain(gameId)
    await hidden()
  }, 60_000)

  it('answers 404 for a private tournament’s match to the public, and the match to its players, organisers and tablet', async () => {
    const { organiser, player, outsider, tablet, matchId, tournamentId } = await tournamentAtPublicEvent(
      app,
      database.db,
      { visibility: 'private' },
    )
    expect((await callApi(app, 'GET', `/matches/${matchId}`, null)).status).toBe(404)
    expect((await callApi(app, 'GET', `/matches/${matchId}`, outsider.token)).status).toBe(404)
    for (const token of [player.token, organiser.token, tablet]) {
      const { status, body } = await callApi(app, 'GET', `/matches/${matchId}`, token)
      expect(status).toBe(200)
      expect(MatchSchema.parse(body).realtime_channel).toBe(`private-match.${matchId}`)
    }
    // The tournament page follows the same rule: its players see it too, on its private channel.
    expect((await callApi(app, 'GET', `/tournaments/${tournamentId}`, outsider.token)).status).toBe(404)
    const detail = TournamentDetailSchema.parse(
      (await callApi(app, 'GET', `/tournaments/${tournamentId}`, player.token)).body,
    )
    expect(detail.tournament.realtime_channel).toBe(`private-tournament.${tournamentId}`)
  }, 60_000)

  it('publishes a private tournament’s visits and changes only on its private channels', async () => {
    const { organiser, tablet, matchId, tournamentId } = await tournamentAtPublicEvent(app, database.db, {
      visibility: 'private',
    })
    published.length = 0
    const scored = await callApi(app, 'POST', `/tablet/matches/${matchId}/events`, tablet, {
      event: visit(100),
      version: 0,
    })
    expect(scored.status).toBe(201)
    // A result entered by hand changes the standings (and re-plans the board).
    const detail = TournamentDetailSchema.parse(
      (await callApi(app, 'GET', `/tournaments/${tournamentId}`, organiser.token)).body,
    )
    const waiting = detail.games.find((game) => game.state === 'ready' && game.match_id === null)!
    const result = await callApi(
      app,
      'PUT',
      `/tournaments/${tournamentId}/games/${waiting.id}/result`,
      organiser.token,
      {
        kind: 'played',
        legs: [2, 0],
      },
    )
    expect(result.status).toBe(200)
    expect(published).toContainEqual({ channel: `private-match.${matchId}`, event: 'visit.scored' })
    expect(published).toContainEqual({ channel: `private-tournament.${tournamentId}`, event: 'standings.updated' })
    const channelsUsed = published.map((message) => message.channel)
    expect(channelsUsed).not.toContain(`match.${matchId}`)
    expect(channelsUsed).not.toContain(`tournament.${tournamentId}`)
  }, 60_000)

  it('keeps a public tournament’s match and pages on the public channels', async () => {
    const { tablet, matchId, tournamentId } = await tournamentAtPublicEvent(app, database.db, { visibility: 'public' })
    const { status, body } = await callApi(app, 'GET', `/matches/${matchId}`, null)
    expect(status).toBe(200)
    expect(MatchSchema.parse(body).realtime_channel).toBe(`match.${matchId}`)
    const detail = TournamentDetailSchema.parse((await callApi(app, 'GET', `/tournaments/${tournamentId}`, null)).body)
    expect(detail.tournament.realtime_channel).toBe(`tournament.${tournamentId}`)
    published.length = 0
    await callApi(app, 'POST', `/tablet/matches/${matchId}/events`, tablet, { event: visit(100), version: 0 })
    expect(published).toContainEqual({ channel: `match.${matchId}`, event: 'visit.scored' })
  }, 60_000)

  it('signs a private tournament’s channels only for those who may see it', async () => {
    const { organiser, player, outsider, tablet, matchId, tournamentId } = await tournamentAtPublicEvent(
      app,
      database.db,
      { visibility: 'private' },
    )
    const authorize = (channel: string, token: string | null) =>
      app.request('/api/broadcasting/auth', {
        method: 'POST',
        body: `socket_id=123.456&channel_name=${encodeURIComponent(channel)}`,
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      })
    const privateChannels = [realtimeChannels.privateTournament(tournamentId), realtimeChannels.privateMatch(matchId)]
    for (const channel of [...privateChannels, realtimeChannels.matchPresence(matchId)]) {
      expect([channel, (await authorize(channel, null)).status]).toEqual([channel, 401])
      expect([channel, (await authorize(channel, outsider.token)).status]).toEqual([channel, 403])
      for (const token of [player.token, organiser.token])
        expect([channel, (await authorize(channel, token)).status]).toEqual([channel, 200])
    }
    // The board's tablet scores the match: it may listen to it and to the tournament, as itself.
    for (const channel of privateChannels) expect((await authorize(channel, tablet)).status).toBe(200)
    const presence = (await (await authorize(realtimeChannels.matchPresence(matchId), player.token)).json()) as {
      channel_data: string
    }
    expect(JSON.parse(presence.channel_data)).toEqual({
      user_id: `user:${player.user.id}`,
      user_info: { name: 'Anna Player' },
    })
    // Another event's tablet is no one here.
    const other = await tournamentAtPublicEvent(app, database.db, { visibility: 'private' })
    expect((await authorize(realtimeChannels.privateMatch(matchId), other.tablet)).status).toBe(403)
    expect((await authorize(realtimeChannels.privateTournament(crypto.randomUUID()), organiser.token)).status).toBe(403)
  }, 90_000)
})

describe.each(databases.slice(0, 1))('a private tournament on the embedded realtime server ($kind)', ({ open }) => {
  const realtimeConfig = readRealtimeConfig({ PUSHER_APP_KEY: 'rt-key', PUSHER_APP_SECRET: 'rt-secret' })
  let database: DatabaseHandle
  let server: RealtimeServer
  let httpServer: Server
  let apiPort = 0
  let app: TestApp
  const clients: Realtime[] = []

  beforeAll(async () => {
    database = await open()
    server = await startRealtimeServer({ ...realtimeConfig, host: '127.0.0.1', port: 0 })
    app = createTestApp(database, {
      realtime: {
        publisher: createPublisher(realtimeConfig, server),
        client: { ...realtimeConfig.client, host: '127.0.0.1', port: server.port },
      },
      boardCodeLimits: { maxFailuresPerAccount: 100, maxFailuresPerIp: 100, windowMs: 60_000 },
    })
    httpServer = createServer(getRequestListener(app.fetch))
    await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve))
    const address = httpServer.address()
    apiPort = typeof address === 'object' && address ? address.port : 0
  }, 60_000)
  afterEach(() => {
    for (const client of clients.splice(0)) client.disconnect()
  })
  afterAll(async () => {
    await server.close()
    await new Promise((resolve) => httpServer.close(resolve))
    await database.close()
  })

  function connect(token: string | null): Realtime {
    const client = createRealtime({
      key: realtimeConfig.key,
      host: '127.0.0.1',
      port: server.port,
      tls: false,
      authEndpoint: `http://127.0.0.1:${apiPort}/api/broadcasting/auth`,
      token: () => token ?? undefined,
    })
    clients.push(client)
    return client
  }

  async function until(isDone: () => boolean, ms: number) {
    const deadline = Date.now() + ms
    while (!isDone()) {
      if (Date.now() > deadline) throw new Error(`condition not met within ${ms} ms`)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }

  it('refuses an anonymous socket the private channels and tells the players each visit', async () => {
    const { player, tablet, matchId, tournamentId } = await tournamentAtPublicEvent(app, database.db, {
      visibility: 'private',
    })
    const heardByPublic: string[] = []
    const refused: string[] = []
    const anonymous = connect(null)
    let publicSubscriptions = 0
    for (const channel of [realtimeChannels.match(matchId), realtimeChannels.tournament(tournamentId)])
      anonymous.listen(channel, {
        'pusher:subscription_succeeded': () => (publicSubscriptions += 1),
        [realtimeEvents.visitScored]: () => heardByPublic.push(channel),
        [realtimeEvents.standingsUpdated]: () => heardByPublic.push(channel),
      })
    for (const channel of [realtimeChannels.privateMatch(matchId), realtimeChannels.privateTournament(tournamentId)])
      anonymous.listen(channel, { 'pusher:subscription_error': () => refused.push(channel) })

    const heardByPlayer: unknown[] = []
    let playerSubscribed = false
    connect(player.token).listen(realtimeChannels.privateMatch(matchId), {
      'pusher:subscription_succeeded': () => (playerSubscribed = true),
      [realtimeEvents.visitScored]: (data) => heardByPlayer.push(data),
    })
    await until(() => playerSubscribed && refused.length === 2 && publicSubscriptions === 2, 10_000)

    const scored = await callApi(app, 'POST', `/tablet/matches/${matchId}/events`, tablet, {
      event: visit(140),
      version: 0,
    })
    expect(scored.status).toBe(201)
    await until(() => heardByPlayer.length === 1, 5_000)
    expect(heardByPlayer[0]).toMatchObject({ matchId, version: 1 })
    expect(heardByPublic).toEqual([])
  }, 60_000)
})
