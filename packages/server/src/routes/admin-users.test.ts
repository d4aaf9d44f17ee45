import {
  AdminUserPageSchema,
  AdminUserSchema,
  ApiErrorSchema,
  AuditLogPageSchema,
  OutboxMessageListSchema,
  TokenSchema,
  TournamentSchema,
} from '@oche/api'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { apiTokens, organisationMembers, organisations, users, type UserRow } from '../db/schema/index'
import type { Mailer } from '../mail/mailer'
import { availableTestDatabases, createTestApp, createTestMailer } from '../test/test-databases'
import { callApi, firstTo, phase } from '../test/tournament-play-fixtures'
import { createSignedInUser } from '../test/test-users'

// The super admins' user administration: who may call it, the list, changes, blocking, deletion and the audit log.

const databases = await availableTestDatabases()

const x01 = { startScore: 501, inRule: 'straight', outRule: 'double', format: { kind: 'firstTo', legs: 1 } } as const
const PASSWORD = 'correct horse battery'

describe.each(databases)('admin user administration on $kind', ({ open }) => {
  let database: DatabaseHandle
  let app: ReturnType<typeof createTestApp>
  let mailer: Mailer
  let admin: { user: UserRow; token: string }
  let plain: { user: UserRow; token: string }

  beforeAll(async () => {
    database = await open()
    mailer = createTestMailer(database)
    app = createTestApp(database, { mailer })
    admin = await createSignedInUser(database.db, { name: 'Ada Admin', isSuperAdmin: true })
    plain = await createSignedInUser(database.db, { name: 'Pim Plain' })
  }, 60_000)
  afterAll(async () => {
    await mailer.settled()
    await database.close()
  })

  const call = (method: string, path: string, token: string | null, body?: unknown) =>
    callApi(app, method, path, token, body)
  const asAdmin = (method: string, path: string, body?: unknown) => call(method, path, admin.token, body)

  async function impersonate(userId: string): Promise<string> {
    const { status, body } = await asAdmin('POST', '/users/impersonate', { user_id: userId })
    expect(status).toBe(201)
    return TokenSchema.parse(body).token
  }

  async function logIn(email: string) {
    const response = await app.request('/api/login', {
      method: 'POST',
      body: JSON.stringify({ email, password: PASSWORD }),
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
    })
    return { status: response.status, body: ApiErrorSchema.or(TokenSchema).parse(await response.json()) }
  }

  async function listOf(query: string) {
    const { status, body } = await asAdmin('GET', `/admin/users${query}`)
    expect(status).toBe(200)
    return AdminUserPageSchema.parse(body)
  }

  async function auditOf(userId: string) {
    const { status, body } = await asAdmin('GET', `/admin/audit-log?user_id=${userId}`)
    expect(status).toBe(200)
    return AuditLogPageSchema.parse(body)
  }

  describe('who may call it', () => {
    const someone = '00000000-0000-4000-8000-000000000001'
    const routes = [
      ['GET', '/admin/users'],
      ['GET', `/admin/users/${someone}`],
      ['PATCH', `/admin/users/${someone}`, { name: 'X' }],
      ['DELETE', `/admin/users/${someone}`],
      ['POST', `/admin/users/${someone}/block`],
      ['DELETE', `/admin/users/${someone}/block`],
      ['POST', `/admin/users/${someone}/password-reset`],
      ['GET', '/admin/audit-log'],
    ] as const

    it.each(routes)('%s %s answers 401 signed out, 403 to a plain user and to an impersonation', async (...route) => {
      const [method, path, body] = route
      const target = await createSignedInUser(database.db)
      const impersonation = await impersonate(target.user.id)
      expect((await call(method, path, null, body)).status).toBe(401)
      const forbidden = await call(method, path, plain.token, body)
      expect(forbidden.status).toBe(403)
      expect(ApiErrorSchema.parse(forbidden.body).message).toBe('You are not allowed to do this.')
      expect((await call(method, path, impersonation, body)).status).toBe(403)
      expect([401, 403]).not.toContain((await asAdmin(method, path, body)).status)
    })
  })

  describe('GET /api/admin/users', () => {
    it('searches names and e-mail addresses, any case, and pages through the result', async () => {
      for (const name of ['Zed Quokka', 'Amy Quokka', 'Bo Quokka'])
        await createSignedInUser(database.db, { name, email: `${name.split(' ')[0]?.toLowerCase()}@quokka.test` })
      await createSignedInUser(database.db, { name: 'Cy Other', email: 'cy@quokkas-elsewhere.test' })
      const first = await listOf('?search=QUOKKA&per_page=2')
      expect(first.data.map((user) => user.name)).toEqual(['Amy Quokka', 'Bo Quokka'])
      expect(first).toMatchObject({ page: 1, per_page: 2, total: 4 })
      const second = await listOf('?search=quokka&per_page=2&page=2')
      expect(second.data.map((user) => user.name)).toEqual(['Cy Other', 'Zed Quokka'])
      expect((await listOf('?search=amy@quokka')).data.map((user) => user.email)).toEqual(['amy@quokka.test'])
      expect((await listOf('?search=100%25_quokka')).total).toBe(0)
    })

    it('sorts by name, e-mail, creation or last activity in either direction', async () => {
      const names = ['Sort Bea', 'Sort anna', 'Sort Cas']
      const created = []
      for (const [index, name] of names.entries())
        created.push(await createSignedInUser(database.db, { name, email: `z${3 - index}-sort@sorting.test` }))
      const [bea, anna, cas] = created.map((account) => account.user.id)
      // Cas is using the app now, Bea used it in 2020 and anna never signed in: she comes last either way.
      expect((await call('GET', '/user', created[2]?.token ?? null)).status).toBe(200)
      await database.db
        .update(apiTokens)
        .set({ createdAt: new Date('2020-01-01'), lastUsedAt: new Date('2020-01-02') })
        .where(eq(apiTokens.userId, bea ?? ''))
      await database.db.delete(apiTokens).where(eq(apiTokens.userId, anna ?? ''))
      expect(cas).toBeDefined()
      const order = async (query: string) =>
        (await listOf(`?search=sorting.test&${query}`)).data.map((user) => user.name.slice(5))
      expect(await order('sort=name')).toEqual(['anna', 'Bea', 'Cas'])
      expect(await order('sort=name&direction=desc')).toEqual(['Cas', 'Bea', 'anna'])
      expect(await order('sort=email')).toEqual(['Cas', 'anna', 'Bea'])
      expect(await order('sort=created&direction=desc')).toEqual(['Cas', 'anna', 'Bea'])
      expect(await order('sort=last_active&direction=desc')).toEqual(['Cas', 'Bea', 'anna'])
      expect(await order('sort=last_active')).toEqual(['Bea', 'Cas', 'anna'])
      // Each account shows its own last activity (a subquery correlated to the wrong id once showed none at all).
      const shown = (await listOf('?search=sorting.test')).data.map((user) => [user.name.slice(5), user.last_active_at])
      const lastActive = Object.fromEntries(shown)
      expect(lastActive).toMatchObject({ Bea: '2020-01-02T00:00:00.000Z', anna: null })
      expect(Date.parse(lastActive.Cas ?? '')).toBeGreaterThan(Date.now() - 60 * 60 * 1000)
    })

    it('filters super admins, blocked, unconfirmed and recently active accounts', async () => {
      const boss = await createSignedInUser(database.db, { name: 'Filter Boss', isSuperAdmin: true })
      const blocked = await createSignedInUser(database.db, { name: 'Filter Blocked' })
      const confirmed = await createSignedInUser(database.db, { name: 'Filter Confirmed' })
      const idle = await createSignedInUser(database.db, { name: 'Filter Idle' })
      await database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, confirmed.user.id))
      await database.db
        .update(apiTokens)
        .set({ createdAt: new Date('2020-01-01'), lastUsedAt: new Date('2020-01-02') })
        .where(eq(apiTokens.userId, idle.user.id))
      expect((await asAdmin('POST', `/admin/users/${blocked.user.id}/block`)).status).toBe(200)
      const names = async (filter: string) =>
        (await listOf(`?search=filter&filter=${filter}`)).data.map((user) => user.name)
      expect(await names('super_admins')).toEqual([boss.user.name])
      expect(await names('blocked')).toEqual([blocked.user.name])
      expect(await names('unconfirmed')).toEqual(['Filter Blocked', 'Filter Boss', 'Filter Idle'])
      expect(await names('recently_active')).toEqual(['Filter Blocked', 'Filter Boss', 'Filter Confirmed'])
    })

    it.each(['?filter=everyone', '?sort=age', '?direction=up', '?page=0', '?per_page=500'])(
      'answers 422 for %s',
      async (query) => {
        const { status, body } = await asAdmin('GET', `/admin/users${query}`)
        expect(status).toBe(422)
        expect(Object.keys(ApiErrorSchema.parse(body).errors ?? {})).toHaveLength(1)
      },
    )
  })

  describe('GET /api/admin/users/{userId}', () => {
    it('counts the leagues the account runs, the tournaments it made and the matches it played', async () => {
      const mia = await createSignedInUser(database.db, { name: 'Counting Mia' })
      const [league] = await database.db
        .insert(organisations)
        .values({ slug: `league-${mia.user.id}`, name: 'Counting League' })
        .returning()
      if (!league) throw new Error('The league was not inserted')
      await database.db
        .insert(organisationMembers)
        .values({ organisationId: league.id, userId: mia.user.id, role: 'admin' })
      const tournament = await call('POST', '/tournaments', mia.token, {
        name: 'Counting Open',
        visibility: 'public',
        type: 'singles',
        starts_at: '2026-12-01T19:00:00.000Z',
        format: { kind: 'knockout', third_place: false },
        phases: { knockout: phase(firstTo(2)) },
      })
      expect(tournament.status).toBe(201)
      for (let index = 0; index < 2; index += 1) {
        const match = await call('POST', '/matches', mia.token, {
          kind: 'bot',
          config: {
            ...x01,
            sides: [
              { name: 'Mia', userIds: [mia.user.id] },
              { name: 'Bot', botLevel: 'club' },
            ],
          },
          events: [{ type: 'visit', id: crypto.randomUUID(), total: 100 }],
        })
        expect(match.status).toBe(201)
      }
      const { status, body } = await asAdmin('GET', `/admin/users/${mia.user.id}`)
      expect(status).toBe(200)
      expect(AdminUserSchema.parse(body)).toMatchObject({
        name: 'Counting Mia',
        is_super_admin: false,
        blocked: false,
        email_verified: false,
        counts: { organisations_managed: 1, tournaments_created: 1, matches_played: 2 },
      })
      expect(TournamentSchema.parse(tournament.body).name).toBe('Counting Open')
    })

    it('answers 404 for an account that does not exist and 422 for an id that is not one', async () => {
      expect((await asAdmin('GET', `/admin/users/${crypto.randomUUID()}`)).status).toBe(404)
      expect((await asAdmin('GET', '/admin/users/mia')).status).toBe(422)
    })
  })

  describe('PATCH /api/admin/users/{userId}', () => {
    it('changes the name, e-mail address, language and super admin flag, and audits before and after', async () => {
      const mia = await createSignedInUser(database.db, { name: 'Mia Before' })
      const { status, body } = await asAdmin('PATCH', `/admin/users/${mia.user.id}`, {
        name: 'Mia After',
        email: ' Mia.After@Oche.TEST ',
        langcode: 'nl',
        is_super_admin: true,
      })
      expect(status).toBe(200)
      expect(AdminUserSchema.parse(body)).toMatchObject({
        name: 'Mia After',
        email: 'mia.after@oche.test',
        langcode: 'nl',
        is_super_admin: true,
        email_verified: false,
      })
      const [entry] = (await auditOf(mia.user.id)).data
      expect(entry).toMatchObject({
        action: 'user.updated',
        actor: { id: admin.user.id, name: 'Ada Admin' },
        acting_as: { id: admin.user.id },
        target: { id: mia.user.id, name: 'Mia After' },
        before: { name: 'Mia Before', email: mia.user.email, langcode: 'en', is_super_admin: false },
        after: { name: 'Mia After', email: 'mia.after@oche.test', langcode: 'nl', is_super_admin: true },
      })
    })

    it('tells the old address that an admin changed it, in the account’s language, and nothing to the new one', async () => {
      const mia = await createSignedInUser(database.db, { name: 'Mia Moved' })
      await database.db.update(users).set({ langcode: 'nl' }).where(eq(users.id, mia.user.id))
      const moved = `moved-${mia.user.email}`
      expect((await asAdmin('PATCH', `/admin/users/${mia.user.id}`, { email: moved })).status).toBe(200)
      await mailer.settled()
      const outboxOf = async (to: string) =>
        OutboxMessageListSchema.parse((await call('GET', `/dev/outbox?to=${encodeURIComponent(to)}`, null)).body)
      const [notice, ...others] = await outboxOf(mia.user.email)
      expect(others).toEqual([])
      expect(notice).toMatchObject({
        to: mia.user.email,
        subject: 'Een beheerder heeft het e-mailadres van je Oche-account gewijzigd',
      })
      expect(notice?.text).toContain(moved)
      expect(await outboxOf(moved)).toEqual([])
      // A change of the name only mails no one.
      expect((await asAdmin('PATCH', `/admin/users/${mia.user.id}`, { name: 'Mia Renamed' })).status).toBe(200)
      await mailer.settled()
      expect(await outboxOf(mia.user.email)).toHaveLength(1)
    })

    it('refuses an address another account uses and a language Oche does not speak, with 422 per field', async () => {
      const mia = await createSignedInUser(database.db)
      const taken = await asAdmin('PATCH', `/admin/users/${mia.user.id}`, { email: plain.user.email.toUpperCase() })
      expect(taken.status).toBe(422)
      expect(ApiErrorSchema.parse(taken.body).errors).toEqual({ email: ['This e-mail address is already registered.'] })
      const language = await asAdmin('PATCH', `/admin/users/${mia.user.id}`, { langcode: 'es' })
      expect(language.status).toBe(422)
      expect(Object.keys(ApiErrorSchema.parse(language.body).errors ?? {})).toEqual(['langcode'])
    })

    it('keeps an admin from taking away their own super admin flag', async () => {
      const { status, body } = await asAdmin('PATCH', `/admin/users/${admin.user.id}`, { is_super_admin: false })
      expect(status).toBe(422)
      expect(ApiErrorSchema.parse(body).errors).toEqual({
        is_super_admin: ['You cannot take away your own super admin rights. Ask another super admin to do it.'],
      })
      expect((await asAdmin('GET', '/user')).status).toBe(200)
    })

    it('ends an impersonation of an account that becomes a super admin', async () => {
      const mia = await createSignedInUser(database.db)
      const impersonation = await impersonate(mia.user.id)
      await asAdmin('PATCH', `/admin/users/${mia.user.id}`, { is_super_admin: true })
      expect((await call('GET', '/admin/users', impersonation)).status).toBe(401)
      expect((await call('GET', '/admin/users', mia.token)).status).toBe(200)
    })
  })

  describe('blocking', () => {
    it('refuses the open token at once and the login, and unblocking lets the account in again', async () => {
      const mia = await createSignedInUser(database.db, { name: 'Blocked Mia', password: PASSWORD })
      expect((await call('GET', '/user', mia.token)).status).toBe(200)
      const blocked = await asAdmin('POST', `/admin/users/${mia.user.id}/block`)
      expect(blocked.status).toBe(200)
      expect(AdminUserSchema.parse(blocked.body)).toMatchObject({ blocked: true, blocked_at: expect.any(String) })
      expect((await call('GET', '/user', mia.token)).status).toBe(401)
      const login = await logIn(mia.user.email)
      expect(login.status).toBe(403)
      expect(login.body).toMatchObject({
        errors: { email: ['This account is blocked. Contact the platform’s administrator.'] },
      })
      const refused = await asAdmin('POST', '/users/impersonate', { user_id: mia.user.id })
      expect(refused.status).toBe(403)
      expect(ApiErrorSchema.parse(refused.body).message).toBe('A blocked account cannot be impersonated.')
      const unblocked = await asAdmin('DELETE', `/admin/users/${mia.user.id}/block`)
      expect(AdminUserSchema.parse(unblocked.body)).toMatchObject({ blocked: false, blocked_at: null })
      const again = await logIn(mia.user.email)
      expect(again.status).toBe(200)
      expect((await call('GET', '/user', TokenSchema.parse(again.body).token)).status).toBe(200)
      // The session open at the block stays ended.
      expect((await call('GET', '/user', mia.token)).status).toBe(401)
    })

    it('tells nobody without the password that an account is blocked', async () => {
      const mia = await createSignedInUser(database.db, { password: PASSWORD })
      await asAdmin('POST', `/admin/users/${mia.user.id}/block`)
      const response = await app.request('/api/login', {
        method: 'POST',
        body: JSON.stringify({ email: mia.user.email, password: 'a wrong guess' }),
        headers: { 'Content-Type': 'application/json' },
      })
      expect(response.status).toBe(422)
    })

    it('ends the impersonations of the account that is blocked', async () => {
      const mia = await createSignedInUser(database.db)
      const impersonation = await impersonate(mia.user.id)
      await asAdmin('POST', `/admin/users/${mia.user.id}/block`)
      expect((await call('GET', '/user', impersonation)).status).toBe(401)
    })

    it('keeps an admin from blocking or deleting themselves', async () => {
      for (const method of ['POST', 'DELETE'] as const) {
        const path = method === 'POST' ? `/admin/users/${admin.user.id}/block` : `/admin/users/${admin.user.id}`
        const { status, body } = await asAdmin(method, path)
        expect(status).toBe(422)
        expect(Object.values(ApiErrorSchema.parse(body).errors ?? {}).flat()).toEqual([
          method === 'POST'
            ? 'You cannot block your own account.'
            : 'You cannot delete your own account here. Delete it from your profile instead.',
        ])
      }
      expect((await asAdmin('GET', '/user')).status).toBe(200)
    })
  })

  describe('the audit log', () => {
    it('shows the block, the unblock and an impersonation’s start and stop, newest first', async () => {
      const mia = await createSignedInUser(database.db, { name: 'Audited Mia' })
      const impersonation = await impersonate(mia.user.id)
      expect((await call('POST', '/logout', impersonation)).status).toBe(204)
      await asAdmin('POST', `/admin/users/${mia.user.id}/block`)
      await asAdmin('DELETE', `/admin/users/${mia.user.id}/block`)
      const log = await auditOf(mia.user.id)
      expect(log.data.map((entry) => entry.action)).toEqual([
        'user.unblocked',
        'user.blocked',
        'user.impersonationEnded',
        'user.impersonated',
      ])
      expect(log.data[2]).toMatchObject({
        actor: { id: admin.user.id, name: 'Ada Admin' },
        acting_as: { id: mia.user.id, name: 'Audited Mia' },
        target: { id: mia.user.id, name: 'Audited Mia' },
      })
      const everyone = AuditLogPageSchema.parse((await asAdmin('GET', '/admin/audit-log?per_page=2')).body)
      expect(everyone.data).toHaveLength(2)
      expect(everyone.total).toBeGreaterThan(4)
    })
  })

  describe('POST /api/admin/users/{userId}/password-reset', () => {
    it('mails the account a reset link and audits it, without showing the link to the admin', async () => {
      const mia = await createSignedInUser(database.db, { name: 'Forgetful Mia' })
      const response = await app.request(`/api/admin/users/${mia.user.id}/password-reset`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${admin.token}` },
      })
      expect(response.status).toBe(202)
      expect(await response.text()).toBe('')
      await mailer.settled()
      const outbox = OutboxMessageListSchema.parse(
        (await call('GET', `/dev/outbox?to=${encodeURIComponent(mia.user.email)}`, null)).body,
      )
      expect(outbox[0]).toMatchObject({ to: mia.user.email, subject: 'Reset your Oche password' })
      expect((await auditOf(mia.user.id)).data[0]?.action).toBe('user.passwordResetSent')
    })
  })

  describe('DELETE /api/admin/users/{userId}', () => {
    it('anonymises the account and keeps its tournaments', async () => {
      const mia = await createSignedInUser(database.db, { name: 'Leaving Mia', password: PASSWORD })
      const tournament = await call('POST', '/tournaments', mia.token, {
        name: 'Mia’s Open',
        visibility: 'public',
        type: 'singles',
        starts_at: '2026-12-01T19:00:00.000Z',
        format: { kind: 'knockout', third_place: false },
        phases: { knockout: phase(firstTo(2)) },
      })
      const tournamentId = TournamentSchema.parse(tournament.body).id
      expect((await asAdmin('DELETE', `/admin/users/${mia.user.id}`)).status).toBe(204)
      expect((await asAdmin('GET', `/admin/users/${mia.user.id}`)).status).toBe(404)
      expect((await call('GET', '/user', mia.token)).status).toBe(401)
      expect((await logIn(mia.user.email)).status).toBe(422)
      expect((await listOf('?search=Leaving')).total).toBe(0)
      expect((await call('GET', `/tournaments/${tournamentId}`, null)).status).toBe(200)
      const [entry] = (await auditOf(mia.user.id)).data
      expect(entry).toMatchObject({
        action: 'user.deleted',
        actor: { id: admin.user.id },
        target: { name: 'Deleted user' },
      })
    })
  })
})
