import {
  ApiErrorSchema,
  BoardListSchema,
  BoardSchema,
  BoardWithCodeSchema,
  FixtureListSchema,
  LeagueMatchSchema,
  StartedLeagueGameSchema,
  TabletSessionSchema,
  TabletStateSchema,
  type Fixture,
  type MatchTemplateInput,
} from '@oche/api'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { fixtures } from '../db/schema/index'
import { createCompetitionWorld, type CompetitionWorld } from '../test/competition-world'
import { availableTestDatabases, createTestApp } from '../test/test-databases'

const databases = await availableTestDatabases()

/** One single of one leg of 501 and one typed-in result: enough for a board to start and score. */
const template: MatchTemplateInput = {
  games: [
    {
      kind: 'singles',
      players: 1,
      x01: { startScore: 501, inRule: 'straight', outRule: 'double' },
      legs: { mode: 'bestOf', count: 1 },
    },
    { kind: 'singles', players: 1, x01: null, legs: { mode: 'bestOf', count: 1 } },
  ],
  play: 'all',
  points: { kind: 'games' },
  maxGamesPerPlayer: null,
}

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10)

describe.each(databases)('a league venue’s boards on $kind', ({ open }) => {
  let database: DatabaseHandle
  let world: CompetitionWorld
  let boardsPath: string
  let tonight: Fixture
  let later: Fixture

  beforeAll(async () => {
    database = await open()
    world = await createCompetitionWorld(database, createTestApp(database))
    const { call, tokens, seasonPath } = world
    expect((await call('PATCH', seasonPath, tokens.orgAdmin, { settings: { match_template: template } })).status).toBe(
      200,
    )
    const generated = await call('POST', `${seasonPath}/fixtures/generate`, tokens.orgAdmin, {})
    expect(generated.status).toBe(200)
    const atVenue = FixtureListSchema.parse(generated.body).filter((fixture) => fixture.venue?.id === world.venue.id)
    // Tonight's is The Arrows' home match (their captain names the home lineup); the other one is any other there.
    const first = atVenue.find((fixture) => fixture.home.slug === world.arrows.slug)
    const second = atVenue.find((fixture) => fixture !== first)
    if (!first || !second) throw new Error('The venue needs two home matches')
    // Tonight's match is at the venue today; the other one is a month away.
    await database.db
      .update(fixtures)
      .set({ date: isoDay(0) })
      .where(eq(fixtures.id, first.id))
    await database.db
      .update(fixtures)
      .set({ date: isoDay(30) })
      .where(eq(fixtures.id, second.id))
    tonight = first
    later = second
    boardsPath = `${world.org}/venues/${world.venue.id}/boards`
  }, 120_000)
  afterAll(async () => {
    await database.close()
  })

  it('lets only the organisation’s admins add, rename, renew and remove a venue’s boards', async () => {
    const { call, tokens } = world
    expect((await call('GET', boardsPath, null)).status).toBe(401)
    for (const token of [tokens.captain, tokens.member, tokens.plainUser, tokens.otherOrgAdmin])
      expect((await call('POST', boardsPath, token, { number: 9 })).status).toBeGreaterThanOrEqual(403)
    expect((await call('GET', boardsPath, tokens.captain)).status).toBe(403)

    const made = await call('POST', boardsPath, tokens.orgAdmin, { number: 1, name: 'By the bar' })
    expect(made.status).toBe(201)
    const board = BoardWithCodeSchema.parse(made.body)
    expect(board).toMatchObject({ number: 1, name: 'By the bar', enabled: true, devices_count: 0 })
    expect(board.code).toMatch(/^[A-Z2-9]{6}$/)

    const taken = await call('POST', boardsPath, tokens.orgAdmin, { number: 1 }, 'nl')
    expect(taken.status).toBe(422)
    expect(ApiErrorSchema.parse(taken.body).errors).toHaveProperty('number')
    expect((await call('POST', boardsPath, tokens.orgAdmin, { number: 0 })).status).toBe(422)

    const renamed = await call('PATCH', `${boardsPath}/${board.id}`, tokens.orgAdmin, { name: 'Board one' })
    expect(renamed.status).toBe(200)
    expect(BoardSchema.parse(renamed.body).name).toBe('Board one')
    expect((await call('PATCH', `${boardsPath}/${board.id}`, tokens.captain, { name: 'Mine' })).status).toBe(403)

    const renewed = await call('POST', `${boardsPath}/${board.id}/code`, tokens.orgAdmin)
    expect(renewed.status).toBe(200)
    expect(BoardWithCodeSchema.parse(renewed.body).code).not.toBe(board.code)

    const listed = await call('GET', boardsPath, tokens.orgAdmin)
    expect(BoardListSchema.parse(listed.body).map((row) => [row.number, row.name])).toEqual([[1, 'Board one']])
    expect((await call('DELETE', `${boardsPath}/${board.id}`, tokens.captain)).status).toBe(403)
    expect((await call('DELETE', `${boardsPath}/${board.id}`, tokens.orgAdmin)).status).toBe(204)
    expect(BoardListSchema.parse((await call('GET', boardsPath, tokens.orgAdmin)).body)).toEqual([])
    expect((await call('DELETE', `${boardsPath}/${board.id}`, tokens.orgAdmin)).status).toBe(404)
  })

  it('logs a tablet in to a venue board that lists tonight’s matches there and scores their games', async () => {
    const { call, tokens, seasonPath } = world
    const made = BoardWithCodeSchema.parse((await call('POST', boardsPath, tokens.orgAdmin, { number: 2 })).body)
    const login = await call('POST', '/tablet/login', null, { code: made.code.toLowerCase() })
    expect(login.status).toBe(201)
    const session = TabletSessionSchema.parse(login.body)
    expect(session.board.event).toBeNull()
    expect(session.board.venue).toMatchObject({ id: world.venue.id, organisation: { slug: world.organisation.slug } })
    const board = session.token

    const state = TabletStateSchema.parse((await call('GET', '/tablet/state', board)).body)
    expect(state.state).toBe('league')
    expect(state.league?.matches.map((match) => match.slug)).toEqual([tonight.slug])
    expect(state.league?.matches[0]?.games.map((game) => game.state)).toEqual(['waiting', 'waiting'])
    expect((await call('GET', '/tablet/state', tokens.orgAdmin)).status).toBe(401)

    const start = (fixture: Fixture, game: number) =>
      call('POST', `/tablet/league/${fixture.id}/games/${game}/start`, board)
    expect((await start(tonight, 1)).status).toBe(409)

    const match = `${seasonPath}/matches/${tonight.slug}`
    const cas = world.members.captain.participant_id
    const otto = world.members.otherCaptain.participant_id
    expect((await call('PUT', `${match}/lineups/home`, tokens.captain, { games: [[cas], [cas]] })).status).toBe(200)
    expect((await call('PUT', `${match}/lineups/away`, tokens.otherCaptain, { games: [[otto], [otto]] })).status).toBe(
      200,
    )
    const ready = TabletStateSchema.parse((await call('GET', '/tablet/state', board)).body)
    expect(ready.league?.matches[0]?.games[0]).toMatchObject({
      state: 'ready',
      home: [{ name: 'Captain Cas' }],
      away: [{ name: 'Captain Otto' }],
    })

    const started = await start(tonight, 1)
    expect(started.status).toBe(200)
    const matchId = StartedLeagueGameSchema.parse(started.body).match_id
    expect(StartedLeagueGameSchema.parse((await start(tonight, 1)).body).match_id).toBe(matchId)
    const scored = await call('POST', `/tablet/matches/${matchId}/events`, board, {
      version: 0,
      event: { type: 'visit', id: crypto.randomUUID(), total: 100 },
    })
    expect(scored.status).toBe(201)
    const live = TabletStateSchema.parse((await call('GET', '/tablet/state', board)).body)
    expect(live.league?.matches[0]).toMatchObject({ state: 'live' })
    expect(live.league?.matches[0]?.games[0]).toMatchObject({ state: 'live', match_id: matchId })
    // The audit trail names no user for what the board did.
    const audit = LeagueMatchSchema.parse((await call('GET', match, tokens.orgAdmin)).body).audit
    expect(audit.find((entry) => entry.action === 'gameStarted')).toMatchObject({ by: '', board: 2, game: 1 })
    expect(audit.find((entry) => entry.action === 'lineupSubmitted')).not.toHaveProperty('board')

    // A match at the venue on another day, and the event routes, are not this board's.
    expect((await start(later, 1)).status).toBe(403)
    expect((await call('POST', `/tablet/games/${crypto.randomUUID()}/start`, board)).status).toBe(409)
  })

  it('scores nothing once its code is renewed or it is switched off', async () => {
    const { call, tokens } = world
    const made = BoardWithCodeSchema.parse((await call('POST', boardsPath, tokens.orgAdmin, { number: 3 })).body)
    const first = TabletSessionSchema.parse((await call('POST', '/tablet/login', null, { code: made.code })).body)
    expect((await call('GET', '/tablet/state', first.token)).status).toBe(200)
    const renewed = BoardWithCodeSchema.parse(
      (await call('POST', `${boardsPath}/${made.id}/code`, tokens.orgAdmin)).body,
    )
    expect((await call('GET', '/tablet/state', first.token)).status).toBe(401)

    const second = TabletSessionSchema.parse((await call('POST', '/tablet/login', null, { code: renewed.code })).body)
    expect((await call('PATCH', `${boardsPath}/${made.id}`, tokens.orgAdmin, { enabled: false })).status).toBe(200)
    expect((await call('GET', '/tablet/state', second.token)).status).toBe(401)
    expect((await call('POST', '/tablet/login', null, { code: renewed.code })).status).toBe(422)
  })
})
