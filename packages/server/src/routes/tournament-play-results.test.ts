import { ApiErrorSchema, CorrectionConflictSchema, TournamentAuditSchema, TournamentDetailSchema } from '@oche/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { availableTestDatabases, createTestApp } from '../test/test-databases'
import {
  callApi,
  createTournamentWithPlayers,
  fetchDetail,
  firstTo,
  gameBetween,
  phase,
  putResult,
  seededPlayers,
} from '../test/tournament-play-fixtures'
import { createSignedInUser } from '../test/test-users'

const databases = await availableTestDatabases()

describe.each(databases)('tournament results on $kind', ({ open }) => {
  let database: DatabaseHandle
  let app: ReturnType<typeof createTestApp>

  beforeAll(async () => {
    database = await open()
    app = createTestApp(database)
  }, 60_000)
  afterAll(async () => {
    await database.close()
  })

  it('re-flows a correction to games not played yet, and refuses one a played game depends on', async () => {
    const organiser = await createSignedInUser(database.db, { name: 'Olly Organiser' })
    const { tournamentId } = await createTournamentWithPlayers(
      app,
      organiser.token,
      { format: { kind: 'knockout', third_place: false }, phases: { knockout: phase(firstTo(2)) } },
      seededPlayers(5),
    )
    await callApi(app, 'POST', `/tournaments/${tournamentId}/draw`, organiser.token, {})
    const drawn = await fetchDetail(app, tournamentId, organiser.token)
    const opener = gameBetween(drawn, 'Seed 4', 'Seed 5')
    expect(
      (await putResult(app, organiser.token, tournamentId, opener.id, { kind: 'played', legs: [2, 1] })).status,
    ).toBe(200)
    expect(gameBetween(await fetchDetail(app, tournamentId, organiser.token), 'Seed 1', 'Seed 4').state).toBe('ready')

    const corrected = await putResult(app, organiser.token, tournamentId, opener.id, {
      kind: 'played',
      legs: [1, 2],
      note: 'Scores were swapped on the sheet',
    })
    expect(corrected.status).toBe(200)
    const semi = gameBetween(TournamentDetailSchema.parse(corrected.body), 'Seed 1', 'Seed 5')
    expect(semi.state).toBe('ready')

    expect(
      (await putResult(app, organiser.token, tournamentId, semi.id, { kind: 'played', legs: [2, 0] })).status,
    ).toBe(200)
    const refused = await putResult(app, organiser.token, tournamentId, opener.id, { kind: 'played', legs: [2, 0] })
    expect(refused.status).toBe(409)
    expect(CorrectionConflictSchema.parse(refused.body)).toEqual({
      message: expect.stringContaining('already been played'),
      blocking_game_ids: [semi.id],
    })
    const removal = await callApi(
      app,
      'DELETE',
      `/tournaments/${tournamentId}/games/${opener.id}/result`,
      organiser.token,
    )
    expect(removal.status).toBe(409)
    expect(CorrectionConflictSchema.parse(removal.body).blocking_game_ids).toEqual([semi.id])
    // The same winner by other legs changes nothing downstream: allowed.
    expect(
      (await putResult(app, organiser.token, tournamentId, opener.id, { kind: 'played', legs: [0, 2] })).status,
    ).toBe(200)
    const semiRemoved = await callApi(
      app,
      'DELETE',
      `/tournaments/${tournamentId}/games/${semi.id}/result`,
      organiser.token,
    )
    expect(semiRemoved.status).toBe(200)
    expect(gameBetween(TournamentDetailSchema.parse(semiRemoved.body), 'Seed 1', 'Seed 5').state).toBe('ready')

    const audit = await callApi(app, 'GET', `/tournaments/${tournamentId}/audit`, organiser.token)
    expect(audit.status).toBe(200)
    const trail = TournamentAuditSchema.parse(audit.body)
    expect(trail.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['result.removed', '2–0', null],
      ['result.corrected', '1–2', '0–2'],
      ['result.entered', null, '2–0'],
      ['result.corrected', '2–1', '1–2'],
      ['result.entered', null, '2–1'],
      ['draw.made', null, null],
    ])
    expect(trail[3]).toMatchObject({
      game_id: opener.id,
      note: 'Scores were swapped on the sheet',
      actor: { id: organiser.user.id, name: 'Olly Organiser' },
    })
  }, 30_000)

  it('answers 422 on legs that do not fit the game format, and on a knockout draw', async () => {
    const organiser = await createSignedInUser(database.db)
    const { tournamentId } = await createTournamentWithPlayers(
      app,
      organiser.token,
      { format: { kind: 'knockout', third_place: false }, phases: { knockout: phase(firstTo(3)) } },
      seededPlayers(2),
    )
    const drawn = TournamentDetailSchema.parse(
      (await callApi(app, 'POST', `/tournaments/${tournamentId}/draw`, organiser.token, {})).body,
    )
    const gameId = drawn.games[0]?.id ?? ''
    for (const legs of [
      [4, 1],
      [2, 1],
      [3, 3],
      [0, 0],
    ] as [number, number][]) {
      const { status, body } = await putResult(app, organiser.token, tournamentId, gameId, { kind: 'played', legs })
      expect(status).toBe(422)
      expect(ApiErrorSchema.parse(body).errors).toEqual({ legs: ['This score does not fit the game’s format.'] })
    }
    expect((await fetchDetail(app, tournamentId, organiser.token)).games[0]?.result).toBeNull()
    const walkover = await putResult(app, organiser.token, tournamentId, gameId, { kind: 'walkover', winner: 1 })
    expect(walkover.status).toBe(200)
    const detail = TournamentDetailSchema.parse(walkover.body)
    expect(detail.games[0]?.result).toEqual({ legs: [0, 0], winner: 1, walkover: true })
    expect(detail.champion).toBe('Seed 2')
  }, 30_000)

  it('counts sets in set play and allows draws in a round robin only', async () => {
    const organiser = await createSignedInUser(database.db)
    const { tournamentId } = await createTournamentWithPlayers(
      app,
      organiser.token,
      { format: { kind: 'roundRobin' }, phases: { roundRobin: phase({ kind: 'bestOf', legs: 2 }) } },
      seededPlayers(3),
    )
    const drawn = TournamentDetailSchema.parse(
      (await callApi(app, 'POST', `/tournaments/${tournamentId}/draw`, organiser.token, {})).body,
    )
    const [first] = drawn.games
    const level = await putResult(app, organiser.token, tournamentId, first?.id ?? '', { kind: 'played', legs: [1, 1] })
    expect(level.status).toBe(200)
    expect(TournamentDetailSchema.parse(level.body).games[0]?.result).toEqual({
      legs: [1, 1],
      winner: 'draw',
      walkover: false,
    })

    const sets = await createTournamentWithPlayers(
      app,
      organiser.token,
      {
        format: { kind: 'knockout', third_place: false },
        phases: { knockout: phase({ kind: 'sets', sets: 2, legsPerSet: 3 }) },
      },
      seededPlayers(2),
    )
    const setsDrawn = TournamentDetailSchema.parse(
      (await callApi(app, 'POST', `/tournaments/${sets.tournamentId}/draw`, organiser.token, {})).body,
    )
    const setsGame = setsDrawn.games[0]?.id ?? ''
    expect(
      (await putResult(app, organiser.token, sets.tournamentId, setsGame, { kind: 'played', legs: [3, 0] })).status,
    ).toBe(422)
    const won = await putResult(app, organiser.token, sets.tournamentId, setsGame, { kind: 'played', legs: [1, 2] })
    expect(won.status).toBe(200)
    expect(TournamentDetailSchema.parse(won.body).champion).toBe('Seed 2')
  }, 30_000)
})
