import {
  AppendEventResultSchema,
  MatchSchema,
  StartedGameSchema,
  TournamentAuditSchema,
  TournamentDetailSchema,
  TournamentUpdatedPayloadSchema,
} from '@oche/api'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { tournamentGames, tournaments } from '../db/schema/index'
import type { Publisher } from '../realtime/index'
import { nineDarter, visit } from '../test/match-events'
import { availableTestDatabases, createTestApp } from '../test/test-databases'
import { callApi, createTournamentWithPlayers, fetchDetail, phase } from '../test/tournament-play-fixtures'
import { createSignedInUser } from '../test/test-users'

const databases = await availableTestDatabases()

/** What was published, with what the database held at that moment (read outside the change's transaction). */
type Published = { channel: string; event: string; data: unknown; storedVersion: number | null; gameResult: unknown }

/** Side 0 scores 180 180 141 (T20 T19 D12) in nine darts; side 1 scores 60 twice in between. */
describe.each(databases)('scoring a tournament game on $kind', ({ open }) => {
  let database: DatabaseHandle
  let app: ReturnType<typeof createTestApp>
  let published: Published[] = []

  beforeAll(async () => {
    database = await open()
    const publisher: Publisher = {
      publish: async (channel, event, data) => {
        const payload = data as { tournamentId?: string; gameId?: string; matchId?: string }
        const [row] = payload.tournamentId
          ? await database.db.select().from(tournaments).where(eq(tournaments.id, payload.tournamentId))
          : []
        const [game] = payload.tournamentId
          ? await database.db
              .select()
              .from(tournamentGames)
              .where(eq(tournamentGames.tournamentId, payload.tournamentId))
          : []
        published.push({
          channel: channel as string,
          event,
          data,
          storedVersion: row?.version ?? null,
          gameResult: game?.result ?? null,
        })
      },
      authorizeChannel: () => ({ auth: 'unused' }),
    }
    const client = { key: 'key', cluster: 'mt1', host: undefined, port: undefined, tls: true }
    app = createTestApp(database, { realtime: { publisher, client } })
  }, 60_000)
  afterAll(async () => {
    await database.close()
  })

  it('records the result and statistics when the called game is scored to the end, then publishes', async () => {
    const organiser = await createSignedInUser(database.db, { name: 'Olly Organiser' })
    const { tournamentId } = await createTournamentWithPlayers(
      app,
      organiser.token,
      { format: { kind: 'roundRobin' }, phases: { roundRobin: phase({ kind: 'firstTo', legs: 1 }) } },
      [{ name: 'Mia' }, { name: 'Bram' }],
    )
    published = []
    const drawn = await callApi(app, 'POST', `/tournaments/${tournamentId}/draw`, organiser.token, {})
    const game = TournamentDetailSchema.parse(drawn.body).games[0]
    if (!game) throw new Error('The draw made no game')
    const [home, away] = game.sides.map((side) => side.name)
    const drawVersion = TournamentDetailSchema.parse(drawn.body).tournament.version
    expect(published.map((item) => [item.channel, item.event, item.storedVersion])).toEqual([
      [`tournament.${tournamentId}`, 'standings.updated', drawVersion],
    ])

    published = []
    const called = await callApi(app, 'POST', `/tournaments/${tournamentId}/games/${game.id}/call`, organiser.token, {
      board: '5',
    })
    expect(called.status).toBe(200)
    expect(published).toHaveLength(1)
    expect(published[0]).toMatchObject({ channel: `tournament.${tournamentId}`, event: 'game.called' })
    expect(TournamentUpdatedPayloadSchema.parse(published[0]?.data)).toEqual({
      tournamentId,
      version: drawVersion + 1,
      gameId: game.id,
      board: '5',
    })
    expect(published[0]?.storedVersion).toBe(drawVersion + 1)

    const started = await callApi(app, 'POST', `/tournaments/${tournamentId}/games/${game.id}/match`, organiser.token)
    expect(started.status).toBe(201)
    const matchId = StartedGameSchema.parse(started.body).match_id
    const again = await callApi(app, 'POST', `/tournaments/${tournamentId}/games/${game.id}/match`, organiser.token)
    expect(again).toEqual({ status: 200, body: { match_id: matchId } })
    const match = MatchSchema.parse((await callApi(app, 'GET', `/matches/${matchId}`, null)).body)
    expect(match).toMatchObject({
      kind: 'tournament',
      status: 'live',
      created_by: organiser.user.id,
      tournament_id: tournamentId,
    })
    expect(match.config).toMatchObject({ startScore: 501, outRule: 'double', format: { kind: 'firstTo', legs: 1 } })
    expect(match.config.sides.map((side) => side.name)).toEqual([home, away])
    expect((await fetchDetail(app, tournamentId, null)).games[0]).toMatchObject({ state: 'live', match_id: matchId })

    const someoneElse = await createSignedInUser(database.db)
    const refused = await callApi(app, 'POST', `/matches/${matchId}/events`, someoneElse.token, {
      event: visit(60),
      version: 0,
    })
    expect(refused.status).toBe(403)

    published = []
    for (const [index, event] of nineDarter().entries()) {
      const appended = await callApi(app, 'POST', `/matches/${matchId}/events`, organiser.token, {
        event,
        version: index,
      })
      expect(appended.status).toBe(201)
      AppendEventResultSchema.parse(appended.body)
    }
    expect(published.map((item) => item.event)).toEqual([
      'visit.scored',
      'visit.scored',
      'visit.scored',
      'visit.scored',
      'visit.scored',
      'leg.finished',
      'match.finished',
      'standings.updated',
    ])
    // Published after the commit: the result is already stored when the tournament's pages hear of it.
    expect(published.at(-1)?.gameResult).toMatchObject({ kind: 'played', legs: [1, 0] })
    expect(TournamentUpdatedPayloadSchema.parse(published.at(-1)?.data).version).toBe(published.at(-1)?.storedVersion)

    const detail = await fetchDetail(app, tournamentId, null)
    expect(detail.tournament.status).toBe('finished')
    expect(detail.champion).toBe(home)
    expect(detail.games[0]).toMatchObject({
      state: 'finished',
      match_id: matchId,
      board: '5',
      result: { legs: [1, 0], winner: 0, walkover: false },
    })
    expect(detail.games[0]?.sides.map((side) => [side.name, side.one_eighties, side.high_checkouts])).toEqual([
      [home, 2, '141'],
      [away, 0, ''],
    ])
    // 501 in nine darts is a 167 average; 120 in six darts is 60.
    expect(detail.groups[0]?.rows.map((row) => [row.name, row.average])).toEqual([
      [home, 167],
      [away, 60],
    ])
    const [entered] = TournamentAuditSchema.parse(
      (await callApi(app, 'GET', `/tournaments/${tournamentId}/audit`, organiser.token)).body,
    )
    expect(entered).toMatchObject({ action: 'result.entered', game_id: game.id, after: '1–0' })
  }, 60_000)

  it('keeps a result entered by hand while the match was still being scored', async () => {
    const organiser = await createSignedInUser(database.db)
    const { tournamentId } = await createTournamentWithPlayers(
      app,
      organiser.token,
      { format: { kind: 'knockout', third_place: false }, phases: { knockout: phase({ kind: 'firstTo', legs: 1 }) } },
      [
        { name: 'Anna', seed: 1 },
        { name: 'Ben', seed: 2 },
      ],
    )
    const drawn = await callApi(app, 'POST', `/tournaments/${tournamentId}/draw`, organiser.token, {})
    const gameId = TournamentDetailSchema.parse(drawn.body).games[0]?.id ?? ''
    const started = await callApi(app, 'POST', `/tournaments/${tournamentId}/games/${gameId}/match`, organiser.token)
    const matchId = StartedGameSchema.parse(started.body).match_id
    const byHand = await callApi(app, 'PUT', `/tournaments/${tournamentId}/games/${gameId}/result`, organiser.token, {
      kind: 'walkover',
      winner: 1,
      note: 'Anna had to leave',
    })
    expect(byHand.status).toBe(200)
    for (const [index, event] of nineDarter().entries())
      await callApi(app, 'POST', `/matches/${matchId}/events`, organiser.token, { event, version: index })
    const detail = await fetchDetail(app, tournamentId, organiser.token)
    expect(detail.games[0]?.result).toEqual({ legs: [0, 0], winner: 1, walkover: true })
    expect(detail.champion).toBe('Ben')
  }, 60_000)
})
