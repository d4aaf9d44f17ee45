import { EventBoardsLiveSchema, TokenSchema, TournamentDetailSchema } from '@oche/api'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { availableTestDatabases, createTestApp } from '../test/test-databases'
import { bearer, json } from '../test/test-users'
import type { DatabaseHandle } from './database'
import { events, tournaments, users } from './schema/index'
import { demoAccounts, seedDemo } from './seed'
import { DEMO_EVENT_NAME } from './seed-demo-event'
import { DEMO_TOURNAMENT_NAME } from './seed-demo-tournament'

const [pglite] = await availableTestDatabases()

describe('seedDemo', () => {
  let database: DatabaseHandle

  beforeAll(async () => {
    database = await pglite!.open()
  }, 60_000)
  afterAll(async () => {
    await database.close()
  })

  it('creates the documented accounts once, however often it runs', async () => {
    expect((await seedDemo(database.db)).created).toHaveLength(demoAccounts.length)
    expect((await seedDemo(database.db)).created).toEqual([])
    const rows = await database.db
      .select()
      .from(users)
      .where(inArray(users.email, ['admin@oche.test', 'organiser@oche.test']))
    expect(rows.map((row) => [row.email, row.isSuperAdmin]).sort()).toEqual([
      ['admin@oche.test', true],
      ['organiser@oche.test', false],
    ])
  }, 60_000)

  it('lets the documented super admin and organiser log in', async () => {
    const app = createTestApp(database)
    expect((await app.request('/api/login', json({ email: 'admin@oche.test', password: 'oche-admin' }))).status).toBe(
      200,
    )
    expect(
      (await app.request('/api/login', json({ email: 'organiser@oche.test', password: 'oche-demo' }))).status,
    ).toBe(200)
  })

  it('seeds the demo organiser a public tournament once, drawn and partly played', async () => {
    await seedDemo(database.db)
    const rows = await database.db.select().from(tournaments).where(eq(tournaments.name, DEMO_TOURNAMENT_NAME))
    expect(rows).toHaveLength(1)
    const app = createTestApp(database)
    const login = await app.request('/api/login', json({ email: 'mia@oche.test', password: 'oche-demo' }))
    const { token } = TokenSchema.parse(await login.json())
    const response = await app.request(`/api/tournaments/${rows[0]?.id}`, { headers: bearer(token) })
    expect(response.status).toBe(200)
    const detail = TournamentDetailSchema.parse(await response.json())
    expect(detail.tournament).toMatchObject({
      status: 'running',
      visibility: 'public',
      organiser: { name: 'Olly Organiser' },
    })
    expect(detail.entries).toHaveLength(10)
    expect(detail.groups.map((group) => [group.id, group.is_complete])).toEqual([
      ['A', true],
      ['B', true],
      ['C', false],
    ])
    // The games that can go are on the demo event's boards, numbered 1 to 4.
    const boards = detail.games.flatMap((game) => (game.board ? [game.board] : []))
    expect(boards.length).toBeGreaterThan(0)
    expect(boards.every((board) => ['1', '2', '3', '4'].includes(board))).toBe(true)
    expect(detail.games.filter((game) => game.state === 'live')).toHaveLength(1)
    expect(detail.games.some((game) => game.stage === 'consolationKo')).toBe(true)
    expect(detail.viewer.entry_id).toBe(detail.entries.find((entry) => entry.name === 'Mia Maximum')?.id)
  }, 60_000)

  it('seeds the demo event tonight at a venue with four boards, playing the demo tournament on them', async () => {
    await seedDemo(database.db)
    const rows = await database.db.select().from(events).where(eq(events.name, DEMO_EVENT_NAME))
    expect(rows).toHaveLength(1)
    const app = createTestApp(database)
    const response = await app.request(`/api/events/${rows[0]?.id}/live`)
    expect(response.status).toBe(200)
    const live = EventBoardsLiveSchema.parse(await response.json())
    expect(live.boards.map((board) => board.number)).toEqual([1, 2, 3, 4])
    // Games went to the boards by themselves, never a player on two boards.
    const onBoards = live.boards.flatMap((board) => board.game?.sides.map((side) => side.name) ?? [])
    expect(onBoards.length).toBeGreaterThan(0)
    expect(new Set(onBoards).size).toBe(onBoards.length)
  }, 60_000)
})
