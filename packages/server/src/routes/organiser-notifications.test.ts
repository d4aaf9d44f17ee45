import {
  BoardWithCodeSchema,
  CreatedEventSchema,
  FixtureListSchema,
  NotificationListSchema,
  ParticipantSchema,
  TabletSessionSchema,
  TabletOfflineNotificationDataSchema,
  TabletStateSchema,
  TournamentSchema,
  type MatchTemplateInput,
  type Notification,
} from '@oche/api'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { events, fixtures, organisationMembers, participants } from '../db/schema/index'
import type { Publisher } from '../realtime/index'
import { runAfterCommit } from '../services/after-commit'
import { startBoardPlanning } from '../services/event-boards/board-planning'
import { notifyOfflineTablets } from '../services/event-boards/notify-offline-tablets'
import { caller, createCompetitionWorld } from '../test/competition-world'
import { availableTestDatabases, createTestApp } from '../test/test-databases'
import { callApi, phase } from '../test/tournament-play-fixtures'
import { createSignedInUser } from '../test/test-users'

// Issue 23: organisers are told when a board's tablet goes offline during a game (an event's board, or a league
// venue's board on a league night), once per outage, live on their private channel.

const databases = await availableTestDatabases()

const SECOND = 1000

describe.each(databases)('organiser notifications on $kind', ({ open }) => {
  let database: DatabaseHandle
  let app: ReturnType<typeof createTestApp>
  const published: { channel: string; event: string; data: unknown }[] = []
  const publisher: Publisher = {
    publish: async (channel, event, data) => {
      published.push({ channel: channel as string, event, data })
    },
    authorizeChannel: () => ({ auth: 'unused' }),
  }
  const logger = { warn: () => undefined }

  beforeAll(async () => {
    database = await open()
    const client = { key: 'key', cluster: 'mt1', host: undefined, port: undefined, tls: true }
    app = createTestApp(database, { realtime: { publisher, client } })
  }, 60_000)
  afterAll(async () => {
    await database.close()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  /** The server's clock stands still at `at` (the database's own `now()` does not matter here). */
  const clockAt = (at: number) => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(at)
  }

  /** One round of the periodic sweep at `at`, with its pushes made as the job makes them. */
  const sweepAt = async (at: number) =>
    runAfterCommit(
      { db: database.db, publisher, logger },
      await notifyOfflineTablets(database.db, { now: new Date(at) }),
    )

  const call = (method: string, path: string, token: string | null, body?: unknown) =>
    callApi(app, method, path, token, body)

  async function offlineNotificationsOf(token: string): Promise<Notification[]> {
    const { status, body } = await call('GET', '/notifications', token)
    expect(status).toBe(200)
    return NotificationListSchema.parse(body).filter((notification) => notification.type === 'tablet.offline')
  }

  /**
   * Friday darts with two boards and a tablet on each; its round robin of Pia (a player with an account) and three
   * guests is drawn, so a game is called to each board. Olly made the event; Ada is a second admin of his
   * organisation.
   */
  async function eventWithTablets() {
    const olly = await createSignedInUser(database.db, { name: 'Olly Organiser' })
    const ada = await createSignedInUser(database.db, { name: 'Ada Admin' })
    const pia = await createSignedInUser(database.db, { name: 'Pia Player' })
    const created = await call('POST', '/events', olly.token, {
      name: 'Friday darts',
      starts_at: '2026-05-01T17:00:00.000Z',
      time_zone: 'Europe/Brussels',
      visibility: 'public',
    })
    expect(created.status).toBe(201)
    const event = CreatedEventSchema.parse(created.body)
    const [row] = await database.db.select().from(events).where(eq(events.id, event.id))
    await database.db
      .insert(organisationMembers)
      .values({ organisationId: row!.organisationId, userId: ada.user.id, role: 'admin' })
    const tablets: string[] = []
    for (const number of [1, 2]) {
      const board = BoardWithCodeSchema.parse(
        (await call('POST', `/events/${event.id}/boards`, olly.token, { number })).body,
      )
      const login = await call('POST', '/tablet/login', null, { code: board.code })
      expect(login.status).toBe(201)
      tablets.push(TabletSessionSchema.parse(login.body).token)
    }
    const tournament = await call('POST', '/tournaments', olly.token, {
      name: 'Monday Knockout',
      type: 'singles',
      starts_at: '2026-05-01T19:00:00+02:00',
      format: { kind: 'roundRobin' },
      phases: { roundRobin: phase({ kind: 'firstTo', legs: 1 }) },
    })
    expect(tournament.status).toBe(201)
    const tournamentId = TournamentSchema.parse(tournament.body).id
    const participant = ParticipantSchema.parse(
      (await call('POST', '/participants', olly.token, { name: 'Pia Player' })).body,
    )
    await database.db.update(participants).set({ userId: pia.user.id }).where(eq(participants.id, participant.id))
    const enter = (members: unknown[]) => call('POST', `/tournaments/${tournamentId}/entries`, olly.token, { members })
    expect((await enter([{ participant_id: participant.id }])).status).toBe(201)
    for (const name of ['Gus Guest', 'Hal Guest', 'Ida Guest']) expect((await enter([{ name }])).status).toBe(201)
    expect((await call('POST', `/events/${event.id}/tournaments/${tournamentId}`, olly.token)).status).toBe(200)
    expect((await call('POST', `/tournaments/${tournamentId}/draw`, olly.token, {})).status).toBe(200)
    return { olly, ada, pia, event, tablets }
  }

  it('tells each organiser once when the tablet of a game in progress goes silent, and again after it came back', async () => {
    const start = Date.now()
    clockAt(start)
    const { olly, ada, pia, event, tablets } = await eventWithTablets()
    // Pia's game is started on its board; the other board's game is only called.
    const states = []
    for (const tablet of tablets)
      states.push(TabletStateSchema.parse((await call('GET', '/tablet/state', tablet)).body))
    const piasBoard = states.findIndex((state) => state.game?.sides.some((side) => side.name === 'Pia Player'))
    const piasGame = states[piasBoard]!.game!
    const tablet = tablets[piasBoard]!
    expect((await call('POST', `/tablet/games/${piasGame.id}/start`, tablet)).status).toBe(200)
    published.length = 0

    // Silent for less than the offline threshold: still online.
    await sweepAt(start + 30 * SECOND)
    expect(await offlineNotificationsOf(olly.token)).toEqual([])

    await sweepAt(start + 60 * SECOND)
    const [toOlly, ...moreToOlly] = await offlineNotificationsOf(olly.token)
    expect(moreToOlly).toEqual([])
    expect(toOlly).toMatchObject({
      read_at: null,
      data: {
        place: 'event',
        event_id: event.id,
        name: 'Friday darts',
        tournament_name: 'Monday Knockout',
        game_id: piasGame.id,
        board_number: states[piasBoard]!.board.number,
        players: piasGame.sides.map((side) => side.name),
      },
    })
    expect(TabletOfflineNotificationDataSchema.parse(toOlly?.data).place).toBe('event')
    expect(await offlineNotificationsOf(ada.token)).toHaveLength(1)
    expect(await offlineNotificationsOf(pia.token)).toEqual([])
    expect(published).toContainEqual({
      channel: `private-user.${olly.user.id}`,
      event: 'notification.created',
      data: toOlly,
    })
    expect(published.map((message) => message.channel).sort()).toEqual(
      [`private-user.${olly.user.id}`, `private-user.${ada.user.id}`].sort(),
    )

    // The same outage is not told twice.
    await sweepAt(start + 90 * SECOND)
    expect(await offlineNotificationsOf(olly.token)).toHaveLength(1)

    // The tablet is back, then silent again: a new outage, told again.
    clockAt(start + 120 * SECOND)
    expect((await call('POST', '/tablet/heartbeat', tablet, { pending_visits: 0 })).status).toBe(204)
    await sweepAt(start + 130 * SECOND)
    expect(await offlineNotificationsOf(olly.token)).toHaveLength(1)
    await sweepAt(start + 200 * SECOND)
    expect(await offlineNotificationsOf(olly.token)).toHaveLength(2)
    expect(await offlineNotificationsOf(ada.token)).toHaveLength(2)
    expect(await offlineNotificationsOf(pia.token)).toEqual([])

    // Marked read as any notification.
    const [latest] = await offlineNotificationsOf(olly.token)
    expect((await call('POST', `/notifications/${latest!.id}/read`, olly.token)).status).toBe(200)
    expect((await offlineNotificationsOf(olly.token))[0]?.read_at).not.toBeNull()
  }, 60_000)

  it('is told by the periodic board planning job, with no request to set it off', async () => {
    const start = Date.now()
    clockAt(start)
    const { olly, tablets } = await eventWithTablets()
    const state = TabletStateSchema.parse((await call('GET', '/tablet/state', tablets[0]!)).body)
    expect((await call('POST', `/tablet/games/${state.game!.id}/start`, tablets[0]!)).status).toBe(200)
    clockAt(start + 60 * SECOND)
    const job = startBoardPlanning({ db: database.db, publisher, logger }, 10)
    try {
      await vi.waitFor(async () => expect(await offlineNotificationsOf(olly.token)).toHaveLength(1), {
        timeout: 10_000,
        interval: 50,
      })
    } finally {
      await job.stop()
    }
  }, 60_000)

  it('tells nobody when a tablet goes silent with no game in progress on its board', async () => {
    const start = Date.now()
    clockAt(start)
    // Both boards have a game called, none started.
    const { olly, ada } = await eventWithTablets()
    await sweepAt(start + 10 * 60 * SECOND)
    expect(await offlineNotificationsOf(olly.token)).toEqual([])
    expect(await offlineNotificationsOf(ada.token)).toEqual([])
  }, 60_000)

  it('tells the league’s admins when a venue board’s tablet goes silent during a league game', async () => {
    const start = Date.now()
    clockAt(start)
    const world = await createCompetitionWorld(database, app)
    const league = caller(app)
    const { tokens, seasonPath } = world
    const template: MatchTemplateInput = {
      games: [
        {
          kind: 'singles',
          players: 1,
          x01: { startScore: 501, inRule: 'straight', outRule: 'double' },
          legs: { mode: 'bestOf', count: 1 },
        },
      ],
      play: 'all',
      points: { kind: 'games' },
      maxGamesPerPlayer: null,
    }
    expect(
      (await league('PATCH', seasonPath, tokens.orgAdmin, { settings: { match_template: template } })).status,
    ).toBe(200)
    const generated = await league('POST', `${seasonPath}/fixtures/generate`, tokens.orgAdmin, {})
    const tonight = FixtureListSchema.parse(generated.body).find(
      (fixture) => fixture.venue?.id === world.venue.id && fixture.home.slug === world.arrows.slug,
    )!
    await database.db
      .update(fixtures)
      .set({ date: new Date(start).toISOString().slice(0, 10) })
      .where(eq(fixtures.id, tonight.id))
    const boardsPath = `${world.org}/venues/${world.venue.id}/boards`
    const board = BoardWithCodeSchema.parse(
      (await league('POST', boardsPath, tokens.orgAdmin, { number: 4, name: 'By the bar' })).body,
    )
    const tablet = TabletSessionSchema.parse((await league('POST', '/tablet/login', null, { code: board.code })).body)
    const match = `${seasonPath}/matches/${tonight.slug}`
    const cas = world.members.captain.participant_id
    const otto = world.members.otherCaptain.participant_id
    expect((await league('PUT', `${match}/lineups/home`, tokens.captain, { games: [[cas]] })).status).toBe(200)
    expect((await league('PUT', `${match}/lineups/away`, tokens.otherCaptain, { games: [[otto]] })).status).toBe(200)

    // No game in progress yet: nothing to tell.
    await sweepAt(start + 60 * SECOND)
    expect(await offlineNotificationsOf(tokens.orgAdmin!)).toEqual([])

    clockAt(start + 120 * SECOND)
    expect((await league('POST', `/tablet/league/${tonight.id}/games/1/start`, tablet.token)).status).toBe(200)
    await sweepAt(start + 180 * SECOND)
    const told = await offlineNotificationsOf(tokens.orgAdmin!)
    expect(told.map((notification) => TabletOfflineNotificationDataSchema.parse(notification.data))).toEqual([
      expect.objectContaining({
        place: 'venue',
        name: 'The Arrows – Bull Busters',
        venue_name: 'De Gouden Pijl',
        organisation_slug: world.organisation.slug,
        season_slug: world.season.slug,
        match_slug: tonight.slug,
        board_number: 4,
        board_name: 'By the bar',
        players: ['Captain Cas', 'Captain Otto'],
      }),
    ])
    for (const token of [tokens.captain, tokens.otherCaptain, tokens.otherOrgAdmin])
      expect(await offlineNotificationsOf(token!)).toEqual([])
    await sweepAt(start + 240 * SECOND)
    expect(await offlineNotificationsOf(tokens.orgAdmin!)).toHaveLength(1)
  }, 120_000)
})
