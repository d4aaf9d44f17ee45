import {
  RankingDetailSchema,
  RankingHistorySchema,
  RankingListSchema,
  TournamentSchema,
  type Entry,
  type RankingDetail,
} from '@oche/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import type { Publisher } from '../realtime/index'
import { availableTestDatabases, createTestApp } from '../test/test-databases'
import {
  betterSeedWins,
  callApi,
  fetchDetail,
  firstTo,
  gameBetween,
  phase,
  playEveryGame,
  putResult,
} from '../test/tournament-play-fixtures'
import { createSignedInUser } from '../test/test-users'

// Rankings: an organiser ranks their finished tournaments; anyone reads a public ranking; a corrected result
// reorders it and tells its page.

const databases = await availableTestDatabases()

describe.each(databases)('rankings on $kind', ({ open }) => {
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

  /**
   * A four-player knockout played out, the better seed winning: places 1, 2, 3–4. `players` are participant ids
   * (the same people across tournaments) or names of new guests, best seed first.
   */
  async function playedKnockout(
    token: string,
    startsAt: string,
    players: ({ participant_id: string } | { name: string })[],
    visibility: 'public' | 'unlisted' | 'private' = 'public',
  ) {
    const created = await call('POST', '/tournaments', token, {
      name: `Open ${startsAt}`,
      visibility,
      type: 'singles',
      starts_at: startsAt,
      format: { kind: 'knockout', third_place: false },
      phases: { knockout: phase(firstTo(2)) },
    })
    expect(created.status).toBe(201)
    const tournamentId = TournamentSchema.parse(created.body).id
    const entries: Entry[] = []
    for (const [index, member] of players.entries()) {
      const response = await call('POST', `/tournaments/${tournamentId}/entries`, token, {
        members: [member],
        seed: index + 1,
      })
      expect(response.status).toBe(201)
      entries.push(response.body as Entry)
    }
    expect((await call('POST', `/tournaments/${tournamentId}/draw`, token, {})).status).toBe(200)
    await playEveryGame(app, token, tournamentId, betterSeedWins(entries))
    expect((await fetchDetail(app, tournamentId, token)).tournament.status).toBe('finished')
    return { tournamentId, participants: entries.map((entry) => entry.members[0]?.participant_id ?? '') }
  }

  const positions = (ranking: RankingDetail) =>
    ranking.rows.map((row) => `${row.position} ${row.player.name} ${row.points}`)

  it('ranks two finished tournaments, reorders on a correction and tells the page', async () => {
    const organiser = await createSignedInUser(database.db, { name: 'Rita Ranker' })
    const first = await playedKnockout(organiser.token, '2026-03-01T19:00:00Z', [
      { name: 'Anna' },
      { name: 'Bram' },
      { name: 'Cas' },
      { name: 'Dirk' },
    ])
    const [anna = '', bram = '', cas = '', dirk = ''] = first.participants
    const second = await playedKnockout(organiser.token, '2026-04-01T19:00:00Z', [
      { participant_id: bram },
      { participant_id: anna },
      { participant_id: dirk },
      { participant_id: cas },
    ])

    const created = await call('POST', '/rankings', organiser.token, {
      name: 'Club order of merit',
      tournament_ids: [first.tournamentId, second.tournamentId],
      window: { kind: 'fixed', from: '2026-01-01', to: '2026-12-31' },
    })
    expect(created.status).toBe(201)
    const ranking = RankingDetailSchema.parse(created.body)
    // Anna and Bram each won once and lost a final once (100 + 70); Bram's win is the more recent.
    expect(positions(ranking)).toEqual(['1 Bram 170', '2 Anna 170', '3 Cas 100', '3 Dirk 100'])
    expect(ranking.tournaments.map((tournament) => [tournament.id, tournament.counts])).toEqual([
      [second.tournamentId, true],
      [first.tournamentId, true],
    ])
    expect(ranking.rows[0]?.previous_position).toBe(2)
    expect(ranking.rows[0]?.results).toEqual([
      { tournament_id: second.tournamentId, position: 1, position_to: 1, points: 100, counts: true },
      { tournament_id: first.tournamentId, position: 2, position_to: 2, points: 70, counts: true },
    ])

    // Anyone reads it, and it is in the public list.
    const read = await call('GET', `/rankings/${ranking.id}`, null)
    expect(read.status).toBe(200)
    expect(RankingDetailSchema.parse(read.body).can_manage).toBe(false)
    const list = RankingListSchema.parse((await call('GET', '/rankings', null)).body)
    expect(list.find((entry) => entry.id === ranking.id)?.leader).toEqual({ name: 'Bram', points: 170 })
    expect(RankingListSchema.parse((await call('GET', '/me/rankings', organiser.token)).body).map((r) => r.id)).toEqual(
      [ranking.id],
    )

    // The second final's result is corrected: Anna won it. She now has both wins.
    published.length = 0
    const final = gameBetween(await fetchDetail(app, second.tournamentId, organiser.token), 'Bram', 'Anna')
    const annaSide = final.sides.findIndex((side) => side.name === 'Anna')
    const corrected = await putResult(app, organiser.token, second.tournamentId, final.id, {
      kind: 'played',
      legs: annaSide === 0 ? [2, 0] : [0, 2],
      note: 'Sheet was the wrong way round',
    })
    expect(corrected.status).toBe(200)
    const after = RankingDetailSchema.parse((await call('GET', `/rankings/${ranking.id}`, null)).body)
    expect(positions(after)).toEqual(['1 Anna 200', '2 Bram 140', '3 Cas 100', '3 Dirk 100'])
    expect(published).toContainEqual({
      channel: `ranking.${ranking.id}`,
      event: 'ranking.updated',
      data: { rankingId: ranking.id },
    })

    const history = await call('GET', `/rankings/${ranking.id}/players/${anna}/history`, null)
    expect(RankingHistorySchema.parse(history.body)).toEqual([
      { tournament_id: first.tournamentId, date: '2026-03-01', position: 1 },
      { tournament_id: second.tournamentId, date: '2026-04-01', position: 1 },
    ])
  })

  it('counts the best N, and an organisation ranking takes every finished tournament by itself', async () => {
    const organiser = await createSignedInUser(database.db, { name: 'Nora Best' })
    const first = await playedKnockout(organiser.token, '2026-05-01T19:00:00Z', [
      { name: 'Eva' },
      { name: 'Finn' },
      { name: 'Gus' },
      { name: 'Hans' },
    ])
    const [eva = '', finn = ''] = first.participants
    const created = await call('POST', '/rankings', organiser.token, {
      name: 'Best one',
      selection: 'organisation',
      count_best: 1,
      window: { kind: 'fixed', from: '2026-01-01', to: '2026-12-31' },
    })
    const ranking = RankingDetailSchema.parse(created.body)
    expect(positions(ranking)).toEqual(['1 Eva 100', '2 Finn 70', '3 Gus 50', '3 Hans 50'])

    published.length = 0
    const second = await playedKnockout(organiser.token, '2026-06-01T19:00:00Z', [
      { participant_id: finn },
      { participant_id: eva },
      { name: 'Ivo' },
      { name: 'Jan' },
    ])
    expect(published).toContainEqual({
      channel: `ranking.${ranking.id}`,
      event: 'ranking.updated',
      data: { rankingId: ranking.id },
    })
    const after = RankingDetailSchema.parse((await call('GET', `/rankings/${ranking.id}`, null)).body)
    // Eva and Finn both have one win counting; Finn's is the more recent. Their final result is dropped.
    expect(positions(after).slice(0, 2)).toEqual(['1 Finn 100', '2 Eva 100'])
    expect(after.rows[1]?.results).toEqual([
      { tournament_id: first.tournamentId, position: 1, position_to: 1, points: 100, counts: true },
      { tournament_id: second.tournamentId, position: 2, position_to: 2, points: 70, counts: false },
    ])
  })

  it('never shows a tournament less visible than the ranking, nor its players', async () => {
    const organiser = await createSignedInUser(database.db, { name: 'Pia Private' })
    const open = await playedKnockout(organiser.token, '2026-07-01T19:00:00Z', [
      { name: 'Kees' },
      { name: 'Lot' },
      { name: 'Mats' },
      { name: 'Noor' },
    ])
    const secret = await playedKnockout(
      organiser.token,
      '2026-07-08T19:00:00Z',
      [{ name: 'Olga Secret' }, { name: 'Piet Secret' }, { name: 'Quinn Secret' }, { name: 'Roos Secret' }],
      'private',
    )
    const season = { kind: 'fixed', from: '2026-01-01', to: '2026-12-31' }
    const hidden = {
      message: expect.any(String),
      errors: { 'tournament_ids.1': [expect.stringContaining('less visible than the ranking')] },
    }

    // A public or unlisted ranking cannot choose the private tournament; a private one can.
    for (const visibility of ['public', 'unlisted']) {
      const refused = await call('POST', '/rankings', organiser.token, {
        name: 'Leaky',
        visibility,
        tournament_ids: [open.tournamentId, secret.tournamentId],
        window: season,
      })
      expect(refused.status).toBe(422)
      expect(refused.body).toMatchObject(hidden)
    }
    const privateRanking = RankingDetailSchema.parse(
      (
        await call('POST', '/rankings', organiser.token, {
          name: 'Inner circle',
          visibility: 'private',
          tournament_ids: [open.tournamentId, secret.tournamentId],
          window: season,
        })
      ).body,
    )
    expect(privateRanking.tournaments).toHaveLength(2)
    // Making it public while it holds the private tournament is refused on its visibility.
    const madePublic = await call('PATCH', `/rankings/${privateRanking.id}`, organiser.token, { visibility: 'public' })
    expect(madePublic.status).toBe(422)
    expect(madePublic.body).toMatchObject({ errors: { visibility: [expect.stringContaining('less visible')] } })

    // A public ranking of every finished tournament leaves the private one out.
    const everything = RankingDetailSchema.parse(
      (
        await call('POST', '/rankings', organiser.token, {
          name: 'All of it',
          selection: 'organisation',
          window: season,
        })
      ).body,
    )
    const read = await call('GET', `/rankings/${everything.id}`, null)
    expect(read.status).toBe(200)
    const text = JSON.stringify(read.body)
    for (const leak of ['Secret', secret.tournamentId]) expect(text).not.toContain(leak)
    expect(RankingDetailSchema.parse(read.body).tournaments.map((tournament) => tournament.id)).toEqual([
      open.tournamentId,
    ])

    // A chosen tournament made private later leaves the public ranking, names and players with it.
    const chosen = RankingDetailSchema.parse(
      (
        await call('POST', '/rankings', organiser.token, {
          name: 'Chosen',
          tournament_ids: [open.tournamentId],
          window: season,
        })
      ).body,
    )
    expect(chosen.rows).toHaveLength(4)
    const hiddenLater = await call('PATCH', `/tournaments/${open.tournamentId}`, organiser.token, {
      visibility: 'private',
    })
    expect(hiddenLater.status).toBe(200)
    const after = RankingDetailSchema.parse((await call('GET', `/rankings/${chosen.id}`, null)).body)
    expect(after.tournaments).toEqual([])
    expect(after.rows).toEqual([])
    expect(JSON.stringify(after)).not.toContain('Kees')
    const history = await call('GET', `/rankings/${chosen.id}/players/${open.participants[0]}/history`, null)
    expect(JSON.stringify(history.body)).not.toContain(open.tournamentId)
  })

  it('answers 422 with the field on bad input and keeps other organisers out', async () => {
    const organiser = await createSignedInUser(database.db, { name: 'Ed Editor' })
    const stranger = await createSignedInUser(database.db, { name: 'Sam Stranger' })
    const foreign = await call('POST', '/tournaments', stranger.token, {
      name: 'Not yours',
      type: 'singles',
      starts_at: '2026-05-01T19:00:00Z',
      format: { kind: 'roundRobin' },
    })
    const foreignId = TournamentSchema.parse(foreign.body).id

    const badTable = await call('POST', '/rankings', organiser.token, {
      name: 'Bad',
      points: [{ from: 2, points: 10 }],
    })
    expect(badTable.status).toBe(422)
    expect(badTable.body).toMatchObject({ errors: { points: [expect.any(String)] } })

    const badSeason = await call('POST', '/rankings', organiser.token, {
      name: 'Backwards',
      window: { kind: 'fixed', from: '2026-12-31', to: '2026-01-01' },
    })
    expect(badSeason.status).toBe(422)
    expect(badSeason.body).toMatchObject({ errors: { 'window.to': [expect.any(String)] } })

    const notYours = await call('POST', '/rankings', organiser.token, { name: 'Theirs', tournament_ids: [foreignId] })
    expect(notYours.status).toBe(422)
    expect(notYours.body).toMatchObject({ errors: { 'tournament_ids.0': ['Choose one of your own tournaments.'] } })

    expect((await call('POST', '/rankings', null, { name: 'Anonymous' })).status).toBe(401)

    const publicRanking = RankingDetailSchema.parse(
      (await call('POST', '/rankings', organiser.token, { name: 'Open ranking' })).body,
    )
    const privateRanking = RankingDetailSchema.parse(
      (await call('POST', '/rankings', organiser.token, { name: 'Secret', visibility: 'private' })).body,
    )
    expect((await call('PATCH', `/rankings/${publicRanking.id}`, stranger.token, { name: 'Mine now' })).status).toBe(
      403,
    )
    expect((await call('DELETE', `/rankings/${publicRanking.id}`, stranger.token)).status).toBe(403)
    expect((await call('PATCH', `/rankings/${privateRanking.id}`, stranger.token, { name: 'x' })).status).toBe(404)
    expect((await call('GET', `/rankings/${privateRanking.id}`, null)).status).toBe(404)
    expect((await call('GET', `/rankings/${privateRanking.id}`, organiser.token)).status).toBe(200)
    expect((await call('GET', '/me/rankings', null)).status).toBe(401)
    const list = RankingListSchema.parse((await call('GET', '/rankings', null)).body)
    expect(list.some((entry) => entry.id === privateRanking.id)).toBe(false)

    const renamed = await call('PATCH', `/rankings/${publicRanking.id}`, organiser.token, {
      name: 'Renamed',
      count_best: 3,
    })
    expect(renamed.status).toBe(200)
    expect(RankingDetailSchema.parse(renamed.body)).toMatchObject({ name: 'Renamed', count_best: 3 })
    expect((await call('DELETE', `/rankings/${publicRanking.id}`, organiser.token)).status).toBe(204)
    expect((await call('GET', `/rankings/${publicRanking.id}`, organiser.token)).status).toBe(404)
  })
})
