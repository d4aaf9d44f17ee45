import {
  ApiErrorSchema,
  EntrySchema,
  MatchSchema,
  MyMatchPageSchema,
  StartedGameSchema,
  TournamentDetailSchema,
} from '@oche/api'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { matches } from '../db/schema/index'
import { availableTestDatabases, createTestApp } from '../test/test-databases'
import { callApi, createTournamentWithPlayers, phase } from '../test/tournament-play-fixtures'
import { nineDarter, oneLeg501, visit } from '../test/match-events'
import { createSignedInUser } from '../test/test-users'

const databases = await availableTestDatabases()

describe.each(databases)('GET /api/user/matches on $kind', ({ open }) => {
  let database: DatabaseHandle
  let app: ReturnType<typeof createTestApp>

  beforeAll(async () => {
    database = await open()
    app = createTestApp(database)
  }, 60_000)
  afterAll(async () => {
    await database.close()
  })

  async function upload(token: string, body: unknown): Promise<string> {
    const { status, body: created } = await callApi(app, 'POST', '/matches', token, body)
    if (status !== 201) throw new Error(`POST /matches: ${status} ${JSON.stringify(created)}`)
    return MatchSchema.parse(created).id
  }

  async function listOf(token: string, query = '') {
    const { status, body } = await callApi(app, 'GET', `/user/matches${query}`, token)
    expect(status).toBe(200)
    return MyMatchPageSchema.parse(body)
  }

  /** Mia's won offline match against Bram and her bot match in progress, and matches she is not on a side of. */
  async function miasMatches() {
    const mia = await createSignedInUser(database.db, { name: 'Mia' })
    const won = await upload(mia.token, {
      kind: 'offline',
      config: { ...oneLeg501, sides: [{ name: 'Mia', userIds: [mia.user.id] }, { name: 'Bram' }] },
      events: nineDarter(),
    })
    const bot = await upload(mia.token, {
      kind: 'bot',
      config: {
        ...oneLeg501,
        sides: [
          { name: 'Mia', userIds: [mia.user.id] },
          { name: 'Bot', botLevel: 'club' },
        ],
      },
      events: [visit(100)],
    })
    // She only keeps the score of two guests: she did not play it.
    await upload(mia.token, { kind: 'casual', config: { ...oneLeg501, sides: [{ name: 'Ann' }, { name: 'Bob' }] } })
    const olly = await createSignedInUser(database.db, { name: 'Olly' })
    await upload(olly.token, {
      kind: 'casual',
      config: { ...oneLeg501, sides: [{ name: 'Olly', userIds: [olly.user.id] }, { name: 'Mia' }] },
      events: nineDarter(),
    })
    return { mia, olly, won, bot }
  }

  it('lists the matches the caller played, newest first, from their side with their average', async () => {
    const { mia, olly, won, bot } = await miasMatches()
    const page = await listOf(mia.token)
    expect(page).toMatchObject({ page: 1, per_page: 20, total: 2 })
    expect(page.data.map((match) => match.id)).toEqual([bot, won])
    expect(page.data[0]).toMatchObject({
      kind: 'bot',
      status: 'live',
      side: 0,
      opponents: ['Bot'],
      score: [0, 0],
      result: null,
      three_dart_average: 100,
    })
    expect(page.data[1]).toMatchObject({
      kind: 'local',
      status: 'finished',
      opponents: ['Bram'],
      score: [1, 0],
      result: 'won',
      config: { startScore: 501, format: { kind: 'firstTo', legs: 1 } },
    })
    expect(page.data[1]?.three_dart_average).toBeCloseTo(167, 5)
    // Olly's own match names a "Mia" side, but not her account: it is his alone.
    const ollys = await listOf(olly.token)
    expect(ollys.data.map((match) => [match.opponents, match.result])).toEqual([[['Mia'], 'won']])
  })

  it('filters by kind, result and period, and pages', async () => {
    const { mia, won, bot } = await miasMatches()
    const ids = async (query: string) => (await listOf(mia.token, query)).data.map((match) => match.id)
    expect(await ids('?kind=bot')).toEqual([bot])
    expect(await ids('?kind=local')).toEqual([won])
    expect(await ids('?kind=tournament')).toEqual([])
    expect(await ids('?result=won')).toEqual([won])
    expect(await ids('?result=lost')).toEqual([])
    // The won match was played 40 days ago: in the last year, not in the last month.
    await database.db
      .update(matches)
      .set({ createdAt: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000) })
      .where(eq(matches.id, won))
    expect(await ids('?period=month')).toEqual([bot])
    expect(await ids('?period=year')).toEqual([bot, won])
    const second = await listOf(mia.token, '?per_page=1&page=2')
    expect(second).toMatchObject({ page: 2, per_page: 1, total: 2 })
    expect(second.data.map((match) => match.id)).toEqual([won])
    // Removed from her history: no longer listed.
    expect((await callApi(app, 'DELETE', `/matches/${won}/history`, mia.token)).status).toBe(204)
    expect(await ids('')).toEqual([bot])
  })

  it('refuses filters it does not know with 422 and field errors', async () => {
    const me = await createSignedInUser(database.db)
    const { status, body } = await callApi(app, 'GET', '/user/matches?kind=friendly&page=0', me.token)
    expect(status).toBe(422)
    const error = ApiErrorSchema.parse(body)
    expect(Object.keys(error.errors ?? {}).sort()).toEqual(['kind', 'page'])
  })

  it('answers 401 without a signed-in user', async () => {
    expect((await callApi(app, 'GET', '/user/matches', null)).status).toBe(401)
  })

  it('lists a tournament game played as a guest once the participant is linked to the account, and not after', async () => {
    const organiser = await createSignedInUser(database.db, { name: 'Olga Organiser' })
    const player = await createSignedInUser(database.db, { name: 'Mia', email: `mia-${Date.now()}@oche.test` })
    const { tournamentId, entries } = await createTournamentWithPlayers(
      app,
      organiser.token,
      { format: { kind: 'roundRobin' }, phases: { roundRobin: phase({ kind: 'firstTo', legs: 1 }) } },
      [{ name: 'Mia' }, { name: 'Bram' }],
    )
    const drawn = await callApi(app, 'POST', `/tournaments/${tournamentId}/draw`, organiser.token, {})
    const game = TournamentDetailSchema.parse(drawn.body).games[0]
    if (!game) throw new Error('The draw made no game')
    const started = await callApi(app, 'POST', `/tournaments/${tournamentId}/games/${game.id}/match`, organiser.token)
    const matchId = StartedGameSchema.parse(started.body).match_id
    const miaSide = game.sides.findIndex((side) => side.name === 'Mia')
    // Whoever throws first, Mia scores the nine-darter.
    const events = miaSide === 0 ? nineDarter() : [visit(60), ...nineDarter()]
    for (const [version, event] of events.entries()) {
      const appended = await callApi(app, 'POST', `/matches/${matchId}/events`, organiser.token, { event, version })
      expect(appended.status).toBe(201)
    }
    expect((await listOf(player.token)).total).toBe(0)

    const guest = EntrySchema.parse(entries[0]).members[0]
    if (!guest) throw new Error('The entry has no member')
    const invited = await callApi(app, 'POST', `/participants/${guest.participant_id}/link`, organiser.token, {
      email: player.user.email,
    })
    expect(invited.status).toBe(202)
    expect((await callApi(app, 'POST', `/link-invitations/${guest.participant_id}/accept`, player.token)).status).toBe(
      204,
    )
    const page = await listOf(player.token, '?kind=tournament')
    expect(page.data).toHaveLength(1)
    expect(page.data[0]).toMatchObject({ id: matchId, side: miaSide, opponents: ['Bram'], result: 'won' })
    expect(page.data[0]?.three_dart_average).toBeCloseTo(167, 5)

    const unlinked = await callApi(app, 'DELETE', `/participants/${guest.participant_id}/link`, organiser.token)
    expect(unlinked.status).toBe(200)
    expect((await listOf(player.token)).total).toBe(0)
  })
})
