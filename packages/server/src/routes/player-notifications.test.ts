import {
  BoardWithCodeSchema,
  CreatedEventSchema,
  NotificationListSchema,
  ParticipantSchema,
  TournamentDetailSchema,
  TournamentSchema,
  type Notification,
} from '@oche/api'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { participants } from '../db/schema/index'
import type { Publisher } from '../realtime/index'
import { availableTestDatabases, createTestApp } from '../test/test-databases'
import { callApi, gameBetween, phase, putResult } from '../test/tournament-play-fixtures'
import { createSignedInUser } from '../test/test-users'

// Issue 23: a player with an account is told when an organiser enters them, when their game is called to a board
// (by hand or by the event's planner) and when a result of theirs is corrected; live on their private channel.

const databases = await availableTestDatabases()

describe.each(databases)('player notifications on $kind', ({ open }) => {
  let database: DatabaseHandle
  let app: ReturnType<typeof createTestApp>
  const published: { channel: string; event: string; data: unknown }[] = []

  beforeAll(async () => {
    database = await open()
    const publisher: Publisher = {
      publish: async (channel, event, data) => {
        published.push({ channel: channel as string, event, data })
      },
      authorizeChannel: () => ({ auth: 'unused' }),
    }
    const client = { key: 'key', cluster: 'mt1', host: undefined, port: undefined, tls: true }
    app = createTestApp(database, { realtime: { publisher, client } })
  }, 60_000)
  afterAll(async () => {
    await database.close()
  })

  const call = (method: string, path: string, token: string | null, body?: unknown) =>
    callApi(app, method, path, token, body)

  async function notificationsOf(token: string): Promise<Notification[]> {
    const { status, body } = await call('GET', '/notifications', token)
    expect(status).toBe(200)
    return NotificationListSchema.parse(body)
  }

  /** An organiser's participant linked to a new player's account. */
  async function linkedPlayer(organiserToken: string, name: string) {
    const player = await createSignedInUser(database.db, { name })
    const created = await call('POST', '/participants', organiserToken, { name })
    expect(created.status).toBe(201)
    const participant = ParticipantSchema.parse(created.body)
    await database.db.update(participants).set({ userId: player.user.id }).where(eq(participants.id, participant.id))
    return { ...player, participantId: participant.id }
  }

  /** A first-to-1 knockout of Pia (linked), a guest and, optionally, more guests, entered by the organiser. */
  async function tournamentWithPia(format: 'knockout' | 'roundRobin' = 'knockout') {
    const organiser = await createSignedInUser(database.db, { name: 'Olly Organiser' })
    const pia = await linkedPlayer(organiser.token, 'Pia Player')
    const created = await call('POST', '/tournaments', organiser.token, {
      name: 'Monday Knockout',
      type: 'singles',
      starts_at: '2026-05-01T19:00:00+02:00',
      format: format === 'knockout' ? { kind: 'knockout', third_place: false } : { kind: 'roundRobin' },
      phases: { [format]: phase({ kind: 'firstTo', legs: 1 }) },
    })
    expect(created.status).toBe(201)
    const tournamentId = TournamentSchema.parse(created.body).id
    published.length = 0
    const enter = (members: unknown[]) =>
      call('POST', `/tournaments/${tournamentId}/entries`, organiser.token, { members })
    expect((await enter([{ participant_id: pia.participantId }])).status).toBe(201)
    for (const name of ['Gus Guest', 'Hal Guest', 'Ida Guest']) expect((await enter([{ name }])).status).toBe(201)
    return { organiser, pia, tournamentId }
  }

  it('tells a linked player they were entered, live on their private channel, and no guest or organiser', async () => {
    const { organiser, pia } = await tournamentWithPia()
    const [entered] = await notificationsOf(pia.token)
    expect(entered).toMatchObject({ type: 'tournament.entered', data: { tournament_name: 'Monday Knockout' } })
    expect(published).toContainEqual({
      channel: `private-user.${pia.user.id}`,
      event: 'notification.created',
      data: entered,
    })
    expect(await notificationsOf(organiser.token)).toEqual([])
    // One notification for Pia's entry; the three guests have nobody to tell.
    expect(published.filter((message) => message.event === 'notification.created')).toHaveLength(1)
  })

  it('tells the players where their game is called, and again when it moves to another board', async () => {
    const { organiser, pia, tournamentId } = await tournamentWithPia()
    expect((await call('POST', `/tournaments/${tournamentId}/draw`, organiser.token, {})).status).toBe(200)
    const drawn = TournamentDetailSchema.parse(
      (await call('GET', `/tournaments/${tournamentId}`, organiser.token)).body,
    )
    const piasGame = drawn.games.find((game) => game.sides.some((side) => side.name === 'Pia Player'))!
    const callTo = (board: string) =>
      call('POST', `/tournaments/${tournamentId}/games/${piasGame.id}/call`, organiser.token, { board })
    expect((await callTo('3')).status).toBe(200)
    expect((await callTo('5')).status).toBe(200)
    const called = (await notificationsOf(pia.token)).filter((notification) => notification.type === 'match.called')
    // Newest first.
    expect(called.map((notification) => notification.data.board)).toEqual(['5', '3'])
    expect(called[0]?.data).toMatchObject({ tournament_id: tournamentId, game_id: piasGame.id })
  })

  it('tells the players of a corrected result the new score, not of the first entry', async () => {
    const { organiser, pia, tournamentId } = await tournamentWithPia()
    expect((await call('POST', `/tournaments/${tournamentId}/draw`, organiser.token, {})).status).toBe(200)
    const drawn = TournamentDetailSchema.parse(
      (await call('GET', `/tournaments/${tournamentId}`, organiser.token)).body,
    )
    const piasGame = drawn.games.find((game) => game.sides.some((side) => side.name === 'Pia Player'))!
    const opponent = piasGame.sides.find((side) => side.name !== 'Pia Player')!.name
    const game = gameBetween(drawn, 'Pia Player', opponent)
    const piaIsHome = game.sides[0].name === 'Pia Player'
    const result = (legs: [number, number]) =>
      putResult(app, organiser.token, tournamentId, game.id, { kind: 'played', legs })
    expect((await result(piaIsHome ? [1, 0] : [0, 1])).status).toBe(200)
    const corrections = async () =>
      (await notificationsOf(pia.token)).filter((notification) => notification.type === 'result.corrected')
    expect(await corrections()).toEqual([])
    expect((await result(piaIsHome ? [0, 1] : [1, 0])).status).toBe(200)
    const [corrected] = await corrections()
    expect(corrected?.data).toEqual({
      tournament_id: tournamentId,
      tournament_name: 'Monday Knockout',
      home: game.sides[0].name,
      away: game.sides[1].name,
      result: piaIsHome ? '0–1' : '1–0',
    })
  })

  it('tells the players the board the event’s planner called their game to', async () => {
    const { organiser, pia, tournamentId } = await tournamentWithPia('roundRobin')
    const created = await call('POST', '/events', organiser.token, {
      name: 'Friday darts',
      starts_at: '2026-05-01T17:00:00.000Z',
      time_zone: 'Europe/Brussels',
      visibility: 'public',
    })
    expect(created.status).toBe(201)
    const event = CreatedEventSchema.parse(created.body)
    for (const number of [1, 2]) {
      const board = await call('POST', `/events/${event.id}/boards`, organiser.token, { number })
      expect(board.status).toBe(201)
      BoardWithCodeSchema.parse(board.body)
    }
    expect((await call('POST', `/events/${event.id}/tournaments/${tournamentId}`, organiser.token)).status).toBe(200)
    expect((await call('POST', `/tournaments/${tournamentId}/draw`, organiser.token, {})).status).toBe(200)
    // Four players on two boards: Pia's first game is on one of them at once.
    const [called] = (await notificationsOf(pia.token)).filter((notification) => notification.type === 'match.called')
    expect(['1', '2']).toContain(called?.data.board)
    expect(called?.data.tournament_name).toBe('Monday Knockout')
  }, 30_000)
})
