import {
  ApiErrorSchema,
  CreatedEventSchema,
  EventBoardsLiveSchema,
  EventDetailSchema,
  ParticipantSchema,
  realtimeChannels,
  TournamentDetailSchema,
  TournamentPageSchema,
} from '@oche/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { createPublisher, readRealtimeConfig, type Publisher } from '../realtime/index'
import { availableTestDatabases, createTestApp } from '../test/test-databases'
import { callApi, createTournamentWithPlayers, fetchDetail, phase } from '../test/tournament-play-fixtures'
import { createSignedInUser } from '../test/test-users'

const databases = await availableTestDatabases()

const knockout = {
  format: { kind: 'knockout', third_place: false },
  phases: { knockout: phase({ kind: 'firstTo', legs: 2 }) },
} as const

/** Every route of the play that only organisers may call, with a body it would accept. */
function organiserRoutes(tournamentId: string, gameId: string) {
  const game = `/tournaments/${tournamentId}/games/${gameId}`
  return [
    ['POST', `/tournaments/${tournamentId}/draw`, {}],
    ['POST', `${game}/call`, { board: '1' }],
    ['DELETE', `${game}/call`, undefined],
    ['POST', `${game}/match`, undefined],
    ['PUT', `${game}/result`, { kind: 'played', legs: [2, 0] }],
    ['DELETE', `${game}/result`, undefined],
    ['POST', `/tournaments/${tournamentId}/groups/A/decider`, { method: 'lot', order: [gameId, tournamentId] }],
    ['GET', `/tournaments/${tournamentId}/audit`, undefined],
  ] as const
}

describe.each(databases)('who may play a tournament on $kind', ({ open }) => {
  let database: DatabaseHandle
  let app: ReturnType<typeof createTestApp>

  const published: string[] = []

  beforeAll(async () => {
    database = await open()
    const realtimeConfig = readRealtimeConfig({ PUSHER_APP_KEY: 'k', PUSHER_APP_SECRET: 's', PUSHER_HOST: 'x' })
    const signer = createPublisher(realtimeConfig)
    const publisher: Publisher = {
      publish: async (names) => {
        published.push(...(typeof names === 'string' ? [names] : names))
      },
      authorizeChannel: (...args) => signer.authorizeChannel(...args),
    }
    app = createTestApp(database, { realtime: { publisher, client: realtimeConfig.client } })
  }, 60_000)
  afterAll(async () => {
    await database.close()
  })

  async function drawnTournament(token: string, visibility: 'public' | 'private') {
    const { tournamentId } = await createTournamentWithPlayers(app, token, { ...knockout, visibility }, [
      { name: 'Anna' },
      { name: 'Ben' },
    ])
    const drawn = await callApi(app, 'POST', `/tournaments/${tournamentId}/draw`, token, {})
    const gameId = TournamentDetailSchema.parse(drawn.body).games[0]?.id ?? ''
    return { tournamentId, gameId }
  }

  it('answers 401 to every organiser route without a token, and 403 to a signed-in outsider', async () => {
    const organiser = await createSignedInUser(database.db)
    const outsider = await createSignedInUser(database.db)
    const { tournamentId, gameId } = await drawnTournament(organiser.token, 'public')
    for (const [method, path, body] of organiserRoutes(tournamentId, gameId)) {
      const anonymous = await callApi(app, method, path, null, body)
      expect([method, path, anonymous.status]).toEqual([method, path, 401])
      const forbidden = await callApi(app, method, path, outsider.token, body)
      expect([method, path, forbidden.status]).toEqual([method, path, 403])
      expect(ApiErrorSchema.parse(forbidden.body).message).toBe('You are not allowed to do this.')
    }
    const detail = await fetchDetail(app, tournamentId, organiser.token)
    expect(detail.games[0]).toMatchObject({ state: 'ready', board: null, result: null })
  }, 60_000)

  it('hides a private tournament from everyone but its organisers', async () => {
    const organiser = await createSignedInUser(database.db)
    const outsider = await createSignedInUser(database.db)
    const { tournamentId, gameId } = await drawnTournament(organiser.token, 'private')
    expect((await callApi(app, 'GET', `/tournaments/${tournamentId}`, null)).status).toBe(404)
    expect((await callApi(app, 'GET', `/tournaments/${tournamentId}`, outsider.token)).status).toBe(404)
    for (const [method, path, body] of organiserRoutes(tournamentId, gameId)) {
      const hidden = await callApi(app, method, path, outsider.token, body)
      expect([method, path, hidden.status]).toEqual([method, path, 404])
    }
    const detail = await fetchDetail(app, tournamentId, organiser.token)
    expect(detail.viewer).toEqual({ can_manage: true, entry_id: null, can_register: false })
    const admin = await createSignedInUser(database.db, { isSuperAdmin: true })
    expect((await fetchDetail(app, tournamentId, admin.token)).viewer.can_manage).toBe(true)
    expect((await callApi(app, 'GET', `/tournaments/${crypto.randomUUID()}`, organiser.token)).status).toBe(404)
  }, 60_000)

  it('keeps a private tournament played at a public event private on every public route and channel', async () => {
    const organiser = await createSignedInUser(database.db)
    const outsider = await createSignedInUser(database.db)
    const event = CreatedEventSchema.parse(
      (
        await callApi(app, 'POST', '/events', organiser.token, {
          name: 'Open night',
          starts_at: '2026-05-01T17:00:00.000Z',
          time_zone: 'Europe/Brussels',
          visibility: 'public',
        })
      ).body,
    )
    const { tournamentId, gameId } = await drawnTournament(organiser.token, 'private')
    expect(
      (await callApi(app, 'POST', `/events/${event.id}/tournaments/${tournamentId}`, organiser.token)).status,
    ).toBe(200)
    published.length = 0
    const started = await callApi(app, 'POST', `/tournaments/${tournamentId}/games/${gameId}/match`, organiser.token)
    expect(started.status).toBe(201)
    const matchId = (await fetchDetail(app, tournamentId, organiser.token)).games[0]?.match_id ?? ''
    expect(matchId).not.toBe('')

    for (const token of [null, outsider.token]) {
      const who = token ? 'outsider' : 'anonymous'
      const list = TournamentPageSchema.parse((await callApi(app, 'GET', '/tournaments', token)).body)
      expect(list.data.map((item) => item.id)).not.toContain(tournamentId)
      expect([who, (await callApi(app, 'GET', `/tournaments/${tournamentId}`, token)).status]).toEqual([who, 404])
      expect([who, (await callApi(app, 'GET', `/matches/${matchId}`, token)).status]).toEqual([who, 404])
      const detail = EventDetailSchema.parse((await callApi(app, 'GET', `/events/${event.id}`, token)).body)
      expect([who, detail.tournaments]).toEqual([who, []])
      const live = await callApi(app, 'GET', `/events/${event.id}/live`, token)
      expect(EventBoardsLiveSchema.parse(live.body).recent).toEqual([])
      expect(JSON.stringify(live.body)).not.toContain(tournamentId)
      for (const channel of [
        realtimeChannels.privateTournament(tournamentId),
        realtimeChannels.privateMatch(matchId),
        realtimeChannels.matchPresence(matchId),
      ]) {
        const response = await app.request('/api/broadcasting/auth', {
          method: 'POST',
          body: `socket_id=1.2&channel_name=${encodeURIComponent(channel)}`,
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
        })
        expect([who, channel, response.status]).toEqual([who, channel, token ? 403 : 401])
      }
    }
    // Nothing of it went out on a public channel.
    expect(published.filter((name) => name.includes(tournamentId) || name.includes(matchId))).not.toEqual([])
    expect(published.filter((name) => name === `tournament.${tournamentId}` || name === `match.${matchId}`)).toEqual([])
  }, 60_000)

  it('tells a player which entry is theirs and whether they can still sign up', async () => {
    const organiser = await createSignedInUser(database.db)
    const player = await createSignedInUser(database.db, { email: `mia-${Date.now()}@oche.test` })
    const newcomer = await createSignedInUser(database.db)
    const participant = ParticipantSchema.parse(
      (await callApi(app, 'POST', '/participants', organiser.token, { name: 'Mia' })).body,
    )
    const linked = await callApi(app, 'POST', `/participants/${participant.id}/link`, organiser.token, {
      email: player.user.email,
    })
    expect(linked.status).toBe(202)
    const accepted = await callApi(app, 'POST', `/link-invitations/${participant.id}/accept`, player.token)
    expect(accepted.status).toBe(204)
    const { tournamentId } = await createTournamentWithPlayers(
      app,
      organiser.token,
      { ...knockout, signup_open: true },
      [{ name: 'Ben' }],
    )
    const entry = await callApi(app, 'POST', `/tournaments/${tournamentId}/entries`, organiser.token, {
      members: [{ participant_id: participant.id }],
    })
    const entryId = (entry.body as { id: string }).id

    expect((await fetchDetail(app, tournamentId, player.token)).viewer).toEqual({
      can_manage: false,
      entry_id: entryId,
      can_register: false,
    })
    expect((await fetchDetail(app, tournamentId, newcomer.token)).viewer).toEqual({
      can_manage: false,
      entry_id: null,
      can_register: true,
    })
    expect((await fetchDetail(app, tournamentId, null)).viewer).toEqual({
      can_manage: false,
      entry_id: null,
      can_register: false,
    })
    await callApi(app, 'POST', `/tournaments/${tournamentId}/draw`, organiser.token, {})
    expect((await fetchDetail(app, tournamentId, newcomer.token)).viewer.can_register).toBe(false)
  }, 60_000)

  it('answers 422 for a group name that cannot be one and a body that is not a result', async () => {
    const organiser = await createSignedInUser(database.db)
    const { tournamentId, gameId } = await drawnTournament(organiser.token, 'public')
    const badGroup = await callApi(app, 'POST', `/tournaments/${tournamentId}/groups/a1/decider`, organiser.token, {
      method: 'lot',
      order: [crypto.randomUUID(), crypto.randomUUID()],
    })
    expect(badGroup.status).toBe(422)
    const badResult = await callApi(
      app,
      'PUT',
      `/tournaments/${tournamentId}/games/${gameId}/result`,
      organiser.token,
      {
        kind: 'played',
        legs: [2],
      },
    )
    expect(badResult.status).toBe(422)
    expect(Object.keys(ApiErrorSchema.parse(badResult.body).errors ?? {})).toEqual(['legs'])
  }, 60_000)
})
