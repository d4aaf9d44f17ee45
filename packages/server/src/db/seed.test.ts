import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { availableTestDatabases, createTestApp } from '../test/test-databases'
import { json } from '../test/test-users'
import type { DatabaseHandle } from './database'
import { users } from './schema/index'
import { demoAccounts, seedDemo } from './seed'

const [pglite] = await availableTestDatabases()

describe('seedDemo', () => {
  let database: DatabaseHandle

  beforeAll(async () => {
    database = await pglite!.open()
  })
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
  })

  it('lets the documented super admin and organiser log in', async () => {
    const app = createTestApp(database)
    expect((await app.request('/api/login', json({ email: 'admin@oche.test', password: 'oche-admin' }))).status).toBe(
      200,
    )
    expect(
      (await app.request('/api/login', json({ email: 'organiser@oche.test', password: 'oche-demo' }))).status,
    ).toBe(200)
  })
})
