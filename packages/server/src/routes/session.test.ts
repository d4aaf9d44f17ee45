import { ApiErrorSchema, UserSchema } from '@oche/api'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { apiTokens, notifications, users } from '../db/schema/index'
import { hashToken } from '../services/accounts/tokens'
import { availableTestDatabases, createTestApp } from '../test/test-databases'
import { bearer, createSignedInUser, json } from '../test/test-users'

const databases = await availableTestDatabases()

describe.each(databases)('the signed-in session on $kind', ({ open }) => {
  let database: DatabaseHandle
  let app: ReturnType<typeof createTestApp>

  beforeAll(async () => {
    database = await open()
    app = createTestApp(database)
  })
  afterAll(async () => {
    await database.close()
  })

  describe('GET /api/user', () => {
    it('answers the user with langcode, super admin flag and notifications, and no password hash', async () => {
      const { user, token } = await createSignedInUser(database.db, { name: 'Fleur Finish' })
      await database.db.insert(notifications).values({ userId: user.id, type: 'match.called', data: { board: 3 } })
      const response = await app.request('/api/user', { headers: bearer(token) })
      expect(response.status).toBe(200)
      const body = await response.json()
      expect(body).not.toHaveProperty('password_hash')
      const me = UserSchema.parse(body)
      expect(me).toMatchObject({ id: user.id, name: 'Fleur Finish', langcode: 'en', is_super_admin: false })
      expect(me.notifications).toEqual([
        expect.objectContaining({ type: 'match.called', data: { board: 3 }, read_at: null }),
      ])
    })

    it('answers 401 without a token', async () => {
      const response = await app.request('/api/user')
      expect(response.status).toBe(401)
      expect(ApiErrorSchema.parse(await response.json())).toEqual({ message: 'You are not signed in.' })
    })

    it('answers 401 for a token it never issued', async () => {
      const response = await app.request('/api/user', { headers: bearer('oche_made-up') })
      expect(response.status).toBe(401)
    })

    it('answers 401 for an expired token', async () => {
      const { token } = await createSignedInUser(database.db)
      await database.db
        .update(apiTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(apiTokens.tokenHash, hashToken(token)))
      expect((await app.request('/api/user', { headers: bearer(token) })).status).toBe(401)
    })

    it('records when a token was last used', async () => {
      const { token } = await createSignedInUser(database.db)
      await app.request('/api/user', { headers: bearer(token) })
      const [row] = await database.db
        .select()
        .from(apiTokens)
        .where(eq(apiTokens.tokenHash, hashToken(token)))
      expect(row?.lastUsedAt).toBeInstanceOf(Date)
    })

    it('records the last use to the minute: again within it changes nothing, after it moves it on', async () => {
      const { token } = await createSignedInUser(database.db)
      const lastUsed = async () =>
        (
          await database.db
            .select()
            .from(apiTokens)
            .where(eq(apiTokens.tokenHash, hashToken(token)))
        )[0]?.lastUsedAt
      const recent = new Date(Date.now() - 30_000)
      await database.db
        .update(apiTokens)
        .set({ lastUsedAt: recent })
        .where(eq(apiTokens.tokenHash, hashToken(token)))
      expect((await app.request('/api/user', { headers: bearer(token) })).status).toBe(200)
      expect(await lastUsed()).toEqual(recent)
      const old = new Date(Date.now() - 61_000)
      await database.db
        .update(apiTokens)
        .set({ lastUsedAt: old })
        .where(eq(apiTokens.tokenHash, hashToken(token)))
      expect((await app.request('/api/user', { headers: bearer(token) })).status).toBe(200)
      expect((await lastUsed())!.getTime()).toBeGreaterThan(Date.now() - 10_000)
    })
  })

  describe('POST /api/logout', () => {
    it('revokes the token, which then no longer signs in', async () => {
      const { token } = await createSignedInUser(database.db)
      const response = await app.request('/api/logout', { method: 'POST', headers: bearer(token) })
      expect(response.status).toBe(204)
      const [row] = await database.db
        .select()
        .from(apiTokens)
        .where(eq(apiTokens.tokenHash, hashToken(token)))
      expect(row?.revokedAt).toBeInstanceOf(Date)
      expect((await app.request('/api/user', { headers: bearer(token) })).status).toBe(401)
    })

    it('leaves the same user’s other sessions signed in', async () => {
      const { user, token } = await createSignedInUser(database.db, { password: 'other-device' })
      const other = await app.request('/api/login', json({ email: user.email, password: 'other-device' }))
      const { token: otherToken } = (await other.json()) as { token: string }
      await app.request('/api/logout', { method: 'POST', headers: bearer(token) })
      expect((await app.request('/api/user', { headers: bearer(otherToken) })).status).toBe(200)
    })

    it('answers 401 without a token', async () => {
      expect((await app.request('/api/logout', { method: 'POST' })).status).toBe(401)
    })
  })

  describe('POST /api/user/update-locale', () => {
    it('stores the language and answers the updated user', async () => {
      const { user, token } = await createSignedInUser(database.db)
      const response = await app.request('/api/user/update-locale', json({ langcode: 'de' }, bearer(token)))
      expect(response.status).toBe(200)
      expect(UserSchema.parse(await response.json()).langcode).toBe('de')
      const [row] = await database.db.select().from(users).where(eq(users.id, user.id))
      expect(row?.langcode).toBe('de')
    })

    it.each([{ langcode: 'es' }, {}, { langcode: 3 }])('answers 422 on langcode for %j', async (body) => {
      const { token } = await createSignedInUser(database.db)
      const response = await app.request('/api/user/update-locale', json(body, bearer(token)))
      expect(response.status).toBe(422)
      expect(Object.keys(ApiErrorSchema.parse(await response.json()).errors ?? {})).toEqual(['langcode'])
    })

    it('answers 401 without a token, before looking at the body', async () => {
      const response = await app.request('/api/user/update-locale', json({ langcode: 'es' }))
      expect(response.status).toBe(401)
    })
  })
})
