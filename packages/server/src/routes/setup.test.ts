import { ApiErrorSchema, SetupStatusSchema, TokenSchema, UserSchema } from '@oche/api'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { auditLog, users } from '../db/schema/index'
import { asClient, availableTestDatabases, createTestApp } from '../test/test-databases'
import { bearer, createSignedInUser, json } from '../test/test-users'

const databases = await availableTestDatabases()

const PHONE = asClient('192.168.1.23')
const admin = { name: 'Clubhouse Admin', email: 'Admin@Club.example', password: 'bulls-eye-50', langcode: 'nl' }

// The tests of one database run in order: the platform starts without a super admin and the last ones make it.
describe.each(databases)('first-run setup on $kind', ({ open }) => {
  let database: DatabaseHandle
  let app: ReturnType<typeof createTestApp>

  beforeAll(async () => {
    database = await open()
    app = createTestApp(database)
  }, 60_000)
  afterAll(async () => {
    await database.close()
  })

  async function status(headers: Record<string, string> = {}) {
    const response = await app.request('/api/setup', { headers })
    expect(response.status).toBe(200)
    return SetupStatusSchema.parse(await response.json())
  }

  it('needs setup while no super admin exists, and tells whether the visitor is on the machine itself', async () => {
    // An ordinary account does not end the first run.
    await createSignedInUser(database.db)
    expect(await status()).toEqual({ needed: true, from_this_machine: true })
    expect(await status(PHONE)).toEqual({ needed: true, from_this_machine: false })
  })

  it('refuses another device with a translated 403, and creates nothing', async () => {
    const response = await app.request('/api/setup', json(admin, { ...PHONE, 'Accept-Language': 'nl' }))
    expect(response.status).toBe(403)
    expect(ApiErrorSchema.parse(await response.json()).message).toBe(
      'Het platform wordt ingesteld op de computer waarop het draait: de eerste beheerder kan alleen daar worden aangemaakt.',
    )
    expect(await status()).toMatchObject({ needed: true })
  })

  it('answers 422 on each field that is missing or invalid', async () => {
    const response = await app.request('/api/setup', json({ name: ' ', email: 'not-an-address', password: 'short' }))
    expect(response.status).toBe(422)
    expect(Object.keys(ApiErrorSchema.parse(await response.json()).errors ?? {}).sort()).toEqual([
      'email',
      'name',
      'password',
    ])
    expect(await status()).toMatchObject({ needed: true })
  })

  it('creates the super admin from the machine itself and signs them in, once: two at once make one', async () => {
    const [first, second] = await Promise.all([
      app.request('/api/setup', json(admin)),
      app.request('/api/setup', json({ ...admin, email: 'second@club.example' })),
    ])
    const statuses = [first?.status, second?.status].sort()
    expect(statuses).toEqual([201, 409])
    const winner = first?.status === 201 ? first : second
    const { token } = TokenSchema.parse(await winner?.json())
    const me = UserSchema.parse(await (await app.request('/api/user', { headers: bearer(token) })).json())
    expect(me).toMatchObject({ is_super_admin: true, langcode: 'nl', name: 'Clubhouse Admin' })
    expect(await status()).toEqual({ needed: false, from_this_machine: true })
    expect(await status(PHONE)).toEqual({ needed: false, from_this_machine: false })
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'setup.superAdminCreated'))
    expect(entry?.targetId).toBe(me.id)

    const again = await app.request('/api/setup', json({ ...admin, email: 'third@club.example' }))
    expect(again.status).toBe(409)
    expect(ApiErrorSchema.parse(await again.json()).message).toBe('The platform is set up already: sign in instead.')
    const admins = await database.db.select().from(users).where(eq(users.isSuperAdmin, true))
    expect(admins).toHaveLength(1)
  })
})
