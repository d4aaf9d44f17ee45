import { ApiErrorSchema, TokenSchema, UserSchema } from '@oche/api'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { users } from '../db/schema/index'
import { currentPasswordParameters, passwordHashParameters, verifyPassword } from '../services/accounts/password'
import { availableTestDatabases, createTestApp } from '../test/test-databases'
import { bearer, createSignedInUser, json } from '../test/test-users'

const databases = await availableTestDatabases()

describe.each(databases)('POST /api/register on $kind', ({ open }) => {
  let database: DatabaseHandle
  let app: ReturnType<typeof createTestApp>

  beforeAll(async () => {
    database = await open()
    app = createTestApp(database)
  })
  afterAll(async () => {
    await database.close()
  })

  const valid = { name: 'Mia Maximum', email: 'mia@example.com', password: 'treble-twenty', langcode: 'nl' }

  it('creates the account and answers a token that signs it in', async () => {
    const response = await app.request('/api/register', json(valid))
    expect(response.status).toBe(201)
    const { token } = TokenSchema.parse(await response.json())
    const me = UserSchema.parse(await (await app.request('/api/user', { headers: bearer(token) })).json())
    expect(me).toMatchObject({
      name: 'Mia Maximum',
      email: 'mia@example.com',
      langcode: 'nl',
      is_super_admin: false,
      notifications: [],
    })
  })

  it('stores the e-mail trimmed and lower-cased, and the password only as a scrypt hash', async () => {
    await app.request('/api/register', json({ ...valid, email: '  Bram.Bull@Example.COM ' }))
    const [row] = await database.db.select().from(users).where(eq(users.email, 'bram.bull@example.com'))
    expect(passwordHashParameters(row?.passwordHash ?? '')).toEqual(currentPasswordParameters())
    expect(await verifyPassword('treble-twenty', row?.passwordHash ?? '')).toBe(true)
    expect(row?.passwordHash).not.toContain('treble-twenty')
  })

  it('refuses an e-mail address that is already registered, in any case', async () => {
    const response = await app.request('/api/register', json({ ...valid, email: 'MIA@example.com' }))
    expect(response.status).toBe(422)
    expect(ApiErrorSchema.parse(await response.json())).toEqual({
      message: 'The given data was invalid.',
      errors: { email: ['This e-mail address is already registered.'] },
    })
  })

  it.each([
    ['name', { ...valid, email: 'a@example.com', name: '   ' }],
    ['email', { ...valid, email: 'not-an-email' }],
    ['password', { ...valid, email: 'b@example.com', password: 'short' }],
    ['langcode', { ...valid, email: 'c@example.com', langcode: 'es' }],
  ])('answers 422 with a message for an invalid %s', async (field, body) => {
    const response = await app.request('/api/register', json(body))
    expect(response.status).toBe(422)
    const error = ApiErrorSchema.parse(await response.json())
    expect(Object.keys(error.errors ?? {})).toEqual([field])
    expect(error.errors?.[field]?.[0]).toEqual(expect.any(String))
  })

  it('answers 422 for every missing field at once', async () => {
    const response = await app.request('/api/register', json({}))
    const error = ApiErrorSchema.parse(await response.json())
    expect(Object.keys(error.errors ?? {}).sort()).toEqual(['email', 'name', 'password'])
  })

  it('forbids registering while signed in', async () => {
    const { token } = await createSignedInUser(database.db)
    const response = await app.request('/api/register', json({ ...valid, email: 'd@example.com' }, bearer(token)))
    expect(response.status).toBe(403)
    expect(ApiErrorSchema.parse(await response.json()).message).toBe('You are already signed in.')
  })
})
