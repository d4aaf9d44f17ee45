import {
  ApiRequestError,
  appendMatchEvent,
  createApiClient,
  createMatch,
  enterGameResult,
  fetchMatch,
  matchConflictOf,
  correctionConflictOf,
  type ApiClient,
  type MatchConfig,
} from '@oche/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { visit } from '../test/match-events'
import { availableTestDatabases, createTestApp } from '../test/test-databases'
import { createSignedInUser } from '../test/test-users'
import {
  callApi,
  createTournamentWithPlayers,
  fetchDetail,
  firstTo,
  gameBetween,
  phase,
  seededPlayers,
} from '../test/tournament-play-fixtures'

// The browser's client no longer parses answers with the schemas (ADR 027): it recognises the server's error body,
// and the two 409 bodies a screen acts on, by small checks of its own. These run the client's own functions against
// the real server, so a check that drifts from what the server sends fails here.

const databases = await availableTestDatabases()

const config501: MatchConfig = {
  startScore: 501,
  inRule: 'straight',
  outRule: 'double',
  format: { kind: 'firstTo', legs: 1 },
  sides: [{ name: 'Mia' }, { name: 'Bram' }],
}

describe.each(databases)("the browser's API client against the server on $kind", ({ open }) => {
  let database: DatabaseHandle
  let app: ReturnType<typeof createTestApp>

  beforeAll(async () => {
    database = await open()
    app = createTestApp(database)
  }, 60_000)
  afterAll(async () => {
    await database.close()
  })

  /** The client as a page makes it, its requests answered by the app. */
  const clientFor = (token: string | null, locale = 'en'): ApiClient =>
    createApiClient({
      baseUrl: 'http://localhost/api',
      getToken: () => token,
      getLocale: () => locale,
      fetch: async (url, init) => app.request(String(url), init),
    })

  async function failure(call: Promise<unknown>): Promise<ApiRequestError> {
    const error = await call.then(
      () => null,
      (thrown: unknown) => thrown,
    )
    expect(error).toBeInstanceOf(ApiRequestError)
    return error as ApiRequestError
  }

  it("reads a 422's translated message and its field errors as the server's", async () => {
    const me = await createSignedInUser(database.db)
    const error = await failure(
      createMatch(clientFor(me.token, 'nl'), { kind: 'casual', config: { ...config501, startScore: 7 } }),
    )
    expect(error.status).toBe(422)
    expect(error.fromServer).toBe(true)
    expect(error.message).not.toMatch(/^HTTP /)
    expect(Object.keys(error.errors).some((field) => field.includes('startScore'))).toBe(true)
    expect(Object.values(error.errors).flat().length).toBeGreaterThan(0)
  })

  it("reads a 404 and a 401 as the server's own messages", async () => {
    const me = await createSignedInUser(database.db)
    const missing = await failure(fetchMatch(clientFor(me.token), '3c7d2a10-8e4b-4f6a-9b1c-000000000404'))
    expect(missing.status).toBe(404)
    expect(missing.fromServer).toBe(true)
    const anonymous = await failure(createMatch(clientFor(null), { kind: 'casual', config: config501 }))
    expect(anonymous.status).toBe(401)
    expect(anonymous.fromServer).toBe(true)
  })

  it('finds the match as the server holds it in the 409 to an event built on an old version', async () => {
    const me = await createSignedInUser(database.db)
    const client = clientFor(me.token)
    const match = await createMatch(client, { kind: 'casual', config: config501 })
    const first = visit(60)
    await appendMatchEvent(client, match.id, { event: first, version: 0 })
    const error = await failure(appendMatchEvent(client, match.id, { event: visit(100), version: 0 }))
    expect(error.status).toBe(409)
    expect(matchConflictOf(error)).toEqual(await fetchMatch(client, match.id))
    expect(matchConflictOf(error)).toMatchObject({ version: 1, events: [first] })
  })

  it('finds the message and the games in the way in the 409 to a correction a played game depends on', async () => {
    const organiser = await createSignedInUser(database.db)
    const { tournamentId } = await createTournamentWithPlayers(
      app,
      organiser.token,
      { format: { kind: 'knockout', third_place: false }, phases: { knockout: phase(firstTo(2)) } },
      seededPlayers(5),
    )
    await callApi(app, 'POST', `/tournaments/${tournamentId}/draw`, organiser.token, {})
    const client = clientFor(organiser.token)
    const opener = gameBetween(await fetchDetail(app, tournamentId, organiser.token), 'Seed 4', 'Seed 5')
    const after = await enterGameResult(client, tournamentId, opener.id, { kind: 'played', legs: [2, 1] })
    const semi = gameBetween(after, 'Seed 1', 'Seed 4')
    await enterGameResult(client, tournamentId, semi.id, { kind: 'played', legs: [2, 0] })
    const error = await failure(enterGameResult(client, tournamentId, opener.id, { kind: 'played', legs: [1, 2] }))
    expect(error.status).toBe(409)
    expect(correctionConflictOf(error)).toEqual({
      message: expect.stringContaining('already been played'),
      blocking_game_ids: [semi.id],
    })
  })
})
