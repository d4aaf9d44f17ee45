import { ApiErrorSchema, TokenSchema, UserSchema } from '@oche/api'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { apiTokens, auditLog, type UserRow } from '../db/schema/index'
import { hashToken } from '../services/accounts/tokens'
import { availableTestDatabases, createTestApp } from '../test/test-databases'
import { bearer, createSignedInUser, json } from '../test/test-users'

const databases = await availableTestDatabases()

describe.each(databases)('POST /api/users/impersonate on $kind', ({ open }) => {
  let database: DatabaseHandle
  let app: ReturnType<typeof createTestApp>
  let admin: { user: UserRow; token: string }
  let player: { user: UserRow; token: string }

  beforeAll(async () => {
    database = await open()
    app = createTestApp(database)
    admin = await createSignedInUser(database.db, { name: 'Ada Admin', isSuperAdmin: true })
    player = await createSignedInUser(database.db, { name: 'Mia Maximum' })
  })
  afterAll(async () => {
    await database.close()
  })

  async function impersonate(userId: string): Promise<string> {
    const response = await app.request('/api/users/impersonate', json({ user_id: userId }, bearer(admin.token)))
    expect(response.status).toBe(201)
    return TokenSchema.parse(await response.json()).token
  }

  it('gives a super admin a token that acts as the user', async () => {
    const token = await impersonate(player.user.id)
    const me = UserSchema.parse(await (await app.request('/api/user', { headers: bearer(token) })).json())
    expect(me).toMatchObject({ id: player.user.id, name: 'Mia Maximum', is_super_admin: false })
  })

  it('stores the token as an expiring impersonation by the admin, and audits it', async () => {
    const token = await impersonate(player.user.id)
    const [row] = await database.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.tokenHash, hashToken(token)))
    expect(row).toMatchObject({ kind: 'impersonation', userId: player.user.id, impersonatorId: admin.user.id })
    expect(row?.expiresAt?.getTime()).toBeGreaterThan(Date.now())
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.targetId, player.user.id))
    expect(entries[0]).toMatchObject({
      action: 'user.impersonated',
      actorId: admin.user.id,
      actingAsId: player.user.id,
    })
  })

  it('ends the impersonation on logout with its token, keeping the admin signed in', async () => {
    const token = await impersonate(player.user.id)
    expect((await app.request('/api/logout', { method: 'POST', headers: bearer(token) })).status).toBe(204)
    expect((await app.request('/api/user', { headers: bearer(token) })).status).toBe(401)
    expect((await app.request('/api/user', { headers: bearer(admin.token) })).status).toBe(200)
  })

  it('forbids a plain user', async () => {
    const response = await app.request('/api/users/impersonate', json({ user_id: admin.user.id }, bearer(player.token)))
    expect(response.status).toBe(403)
    expect(ApiErrorSchema.parse(await response.json())).toEqual({ message: 'You are not allowed to do this.' })
  })

  it('forbids impersonating again from inside an impersonation', async () => {
    const other = await createSignedInUser(database.db)
    const token = await impersonate(player.user.id)
    const response = await app.request('/api/users/impersonate', json({ user_id: other.user.id }, bearer(token)))
    expect(response.status).toBe(403)
  })

  it('forbids impersonating a super admin', async () => {
    const otherAdmin = await createSignedInUser(database.db, { isSuperAdmin: true })
    const response = await app.request(
      '/api/users/impersonate',
      json({ user_id: otherAdmin.user.id }, bearer(admin.token)),
    )
    expect(response.status).toBe(403)
    expect(ApiErrorSchema.parse(await response.json()).message).toBe('A super admin cannot be impersonated.')
  })

  it('answers 422 on user_id for a user that does not exist', async () => {
    const response = await app.request(
      '/api/users/impersonate',
      json({ user_id: crypto.randomUUID() }, bearer(admin.token)),
    )
    expect(response.status).toBe(422)
    expect(ApiErrorSchema.parse(await response.json()).errors).toEqual({
      user_id: ['The selected user does not exist.'],
    })
  })

  it.each([{ user_id: 'not-a-uuid' }, {}])('answers 422 on user_id for %j', async (body) => {
    const response = await app.request('/api/users/impersonate', json(body, bearer(admin.token)))
    expect(response.status).toBe(422)
    expect(Object.keys(ApiErrorSchema.parse(await response.json()).errors ?? {})).toEqual(['user_id'])
  })

  it('answers 401 without a token', async () => {
    const response = await app.request('/api/users/impersonate', json({ user_id: player.user.id }))
    expect(response.status).toBe(401)
  })
})
