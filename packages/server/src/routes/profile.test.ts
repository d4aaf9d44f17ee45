import {
  ApiErrorSchema,
  ConfirmedChangeSchema,
  OutboxMessageListSchema,
  TokenSchema,
  UserSchema,
  type OutboxMessage,
} from '@oche/api'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { apiTokens, auditLog, notifications, users, type UserRow } from '../db/schema/index'
import { signChange } from '../services/accounts/signed-links'
import { hashToken, issueToken } from '../services/accounts/tokens'
import { availableTestDatabases, createTestApp, TEST_SECRET } from '../test/test-databases'
import { bearer, createSignedInUser, json } from '../test/test-users'

const databases = await availableTestDatabases()

/** What `createSignedInUser` sets. */
const PASSWORD = 'correct horse battery'

describe.each(databases)('profile changes on $kind', ({ open }) => {
  let database: DatabaseHandle
  let app: ReturnType<typeof createTestApp>

  beforeAll(async () => {
    database = await open()
    app = createTestApp(database)
  })
  afterAll(async () => {
    await database.close()
  })

  async function outboxFor(email: string): Promise<OutboxMessage[]> {
    const response = await app.request(`/api/dev/outbox?to=${encodeURIComponent(email)}`)
    return OutboxMessageListSchema.parse(await response.json())
  }

  /** The token of the newest link to `path` mailed to `email`. */
  async function mailedToken(email: string, path: string): Promise<string> {
    const [message] = await outboxFor(email)
    const link = message?.links.find((candidate) => new URL(candidate).pathname.endsWith(path))
    const token = link ? new URL(link).searchParams.get('token') : null
    if (!token) throw new Error(`No ${path} link was mailed to ${email}`)
    return token
  }

  async function impersonationOf(user: UserRow): Promise<string> {
    const admin = await createSignedInUser(database.db, { isSuperAdmin: true })
    const response = await app.request('/api/users/impersonate', json({ user_id: user.id }, bearer(admin.token)))
    return TokenSchema.parse(await response.json()).token
  }

  async function userRow(id: string): Promise<UserRow | undefined> {
    const [row] = await database.db.select().from(users).where(eq(users.id, id))
    return row
  }

  describe('POST /api/user/request-name-change and /api/user/confirm-name-change', () => {
    it('mails the account a link that sets the new name once followed, and audits it', async () => {
      const { user, token } = await createSignedInUser(database.db, { name: 'Mia' })
      const response = await app.request(
        '/api/user/request-name-change',
        json({ name: '  Mia Maximum ' }, bearer(token)),
      )
      expect(response.status).toBe(202)
      expect((await userRow(user.id))?.name).toBe('Mia')

      const [message] = await outboxFor(user.email)
      expect(message).toMatchObject({ to: user.email, subject: 'Confirm your new name on Oche' })
      expect(message?.text).toContain('“Mia Maximum”')
      expect(message?.text).toContain('expires in 24 hours')
      expect(message?.links[0]).toMatch(/^http:\/\/localhost:3000\/confirm-name-change\?token=/)

      const confirmToken = await mailedToken(user.email, '/confirm-name-change')
      const confirmed = await app.request('/api/user/confirm-name-change', json({ token: confirmToken }))
      expect(confirmed.status).toBe(200)
      expect(ConfirmedChangeSchema.parse(await confirmed.json())).toEqual({ name: 'Mia Maximum', email: user.email })
      expect((await userRow(user.id))?.name).toBe('Mia Maximum')
      const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.targetId, user.id))
      expect(entry).toMatchObject({ action: 'user.nameChanged', actorId: user.id })
    })

    it('links a Dutch account to /nl/confirm-name-change and writes in Dutch', async () => {
      const { user, token } = await createSignedInUser(database.db, { name: 'Bram' })
      await database.db.update(users).set({ langcode: 'nl' }).where(eq(users.id, user.id))
      await app.request('/api/user/request-name-change', json({ name: 'Bram Bullseye' }, bearer(token)))
      const [message] = await outboxFor(user.email)
      expect(message?.subject).toBe('Bevestig je nieuwe naam op Oche')
      expect(new URL(message?.links[0] ?? '').pathname).toBe('/nl/confirm-name-change')
    })

    it('applies a link once: followed again, it answers 422 on token', async () => {
      const { user, token } = await createSignedInUser(database.db, { name: 'Once' })
      await app.request('/api/user/request-name-change', json({ name: 'Twice' }, bearer(token)))
      const confirmToken = await mailedToken(user.email, '/confirm-name-change')
      expect((await app.request('/api/user/confirm-name-change', json({ token: confirmToken }))).status).toBe(200)
      const again = await app.request('/api/user/confirm-name-change', json({ token: confirmToken }))
      expect(again.status).toBe(422)
      expect(ApiErrorSchema.parse(await again.json()).errors).toEqual({
        token: ['This confirmation link is invalid or has expired.'],
      })
    })

    it('refuses an expired link, an e-mail change link and a forged one', async () => {
      const { user } = await createSignedInUser(database.db, { name: 'Stale' })
      const change = { userId: user.id, value: 'Fresh', from: 'Stale' }
      const expired = signChange(TEST_SECRET, 'name-change', { ...change, expiresAt: new Date(Date.now() - 1000) })
      const otherPurpose = signChange(TEST_SECRET, 'email-change', {
        ...change,
        expiresAt: new Date(Date.now() + 60_000),
      })
      const forged = signChange('another-secret', 'name-change', {
        ...change,
        expiresAt: new Date(Date.now() + 60_000),
      })
      for (const token of [expired, otherPurpose, forged]) {
        const response = await app.request('/api/user/confirm-name-change', json({ token }))
        expect(response.status).toBe(422)
      }
      expect((await userRow(user.id))?.name).toBe('Stale')
    })

    it('answers 422 on name, translated, for the name the account already has', async () => {
      const { token } = await createSignedInUser(database.db, { name: 'Same Name' })
      const response = await app.request(
        '/api/user/request-name-change',
        json({ name: 'Same Name' }, { ...bearer(token), 'Accept-Language': 'fr' }),
      )
      expect(response.status).toBe(422)
      expect(ApiErrorSchema.parse(await response.json())).toEqual({
        message: 'Les données fournies ne sont pas valides.',
        errors: { name: ['C’est déjà votre nom.'] },
      })
    })

    it.each([[{ name: '   ' }], [{}], [{ name: 'x'.repeat(256) }]])('answers 422 on name for %j', async (body) => {
      const { token } = await createSignedInUser(database.db)
      const response = await app.request('/api/user/request-name-change', json(body, bearer(token)))
      expect(response.status).toBe(422)
      expect(Object.keys(ApiErrorSchema.parse(await response.json()).errors ?? {})).toEqual(['name'])
    })

    it.each([[{ token: '' }], [{}], [{ token: 7 }]])('answers 422 on token for %j', async (body) => {
      const response = await app.request('/api/user/confirm-name-change', json(body))
      expect(response.status).toBe(422)
      expect(Object.keys(ApiErrorSchema.parse(await response.json()).errors ?? {})).toEqual(['token'])
    })

    it('answers 401 to a request without a token', async () => {
      expect((await app.request('/api/user/request-name-change', json({ name: 'Nobody' }))).status).toBe(401)
    })

    it('forbids a super admin impersonating the user', async () => {
      const { user } = await createSignedInUser(database.db)
      const response = await app.request(
        '/api/user/request-name-change',
        json({ name: 'Chosen By Admin' }, bearer(await impersonationOf(user))),
      )
      expect(response.status).toBe(403)
      expect(ApiErrorSchema.parse(await response.json()).message).toBe(
        'This cannot be done while acting as another user.',
      )
    })
  })

  describe('POST /api/user/request-email-change and /api/user/confirm-email-change', () => {
    it('mails the new address a link that moves the account to it, verified', async () => {
      const { user, token } = await createSignedInUser(database.db, { name: 'Fleur' })
      await database.db.update(users).set({ langcode: 'fr' }).where(eq(users.id, user.id))
      const newEmail = `fleur-${Date.now()}@example.com`
      const response = await app.request(
        '/api/user/request-email-change',
        json({ email: newEmail.toUpperCase(), current_password: PASSWORD }, bearer(token)),
      )
      expect(response.status).toBe(202)
      expect(await outboxFor(user.email)).toEqual([])
      const [message] = await outboxFor(newEmail)
      expect(message?.subject).toBe('Confirmez votre nouvelle adresse e-mail sur Oche')
      expect(message?.text).toContain(`utiliser ${newEmail} pour votre compte`)
      expect(new URL(message?.links[0] ?? '').pathname).toBe('/fr/confirm-email-change')
      expect((await userRow(user.id))?.email).toBe(user.email)

      const otherSession = await issueToken(database.db, { userId: user.id, kind: 'user' })
      const confirmToken = await mailedToken(newEmail, '/confirm-email-change')
      const confirmed = await app.request(
        '/api/user/confirm-email-change',
        json({ token: confirmToken }, bearer(token)),
      )
      expect(confirmed.status).toBe(200)
      expect(ConfirmedChangeSchema.parse(await confirmed.json())).toEqual({ name: 'Fleur', email: newEmail })
      const me = UserSchema.parse(await (await app.request('/api/user', { headers: bearer(token) })).json())
      expect(me.email).toBe(newEmail)
      expect(me.email_verified_at).not.toBeNull()
      // The session that followed the link stays; every other one ends.
      expect((await app.request('/api/user', { headers: bearer(otherSession) })).status).toBe(401)
      expect(
        (await app.request('/api/login', json({ email: newEmail, password: 'correct horse battery' }))).status,
      ).toBe(200)
      // The old address is told, in the account's language, with a link that undoes the change.
      const [told] = await outboxFor(user.email)
      expect(told?.subject).toBe('L’adresse e-mail de votre compte Oche a été modifiée')
      expect(told?.text).toContain(`avec ${newEmail} au lieu de cette adresse`)
      expect(told?.text).toContain('dans les 7 jours')
      const undo = new URL(told?.links[0] ?? '')
      expect(undo.pathname).toBe('/fr/confirm-email-change')
      expect(undo.searchParams.get('undo')).toBeTruthy()
      const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.targetId, user.id))
      expect(entry).toMatchObject({
        action: 'user.emailChanged',
        before: { email: user.email },
        after: { email: newEmail },
      })
    })

    it('answers 422 on current_password, translated, for a wrong or missing password, and mails nothing', async () => {
      const { token } = await createSignedInUser(database.db)
      const newEmail = `stolen-${Date.now()}@example.com`
      const wrong = await app.request(
        '/api/user/request-email-change',
        json({ email: newEmail, current_password: 'guessed' }, { ...bearer(token), 'Accept-Language': 'nl' }),
      )
      expect(wrong.status).toBe(422)
      expect(Object.keys(ApiErrorSchema.parse(await wrong.json()).errors ?? {})).toEqual(['current_password'])
      const missing = await app.request('/api/user/request-email-change', json({ email: newEmail }, bearer(token)))
      expect(missing.status).toBe(422)
      expect(Object.keys(ApiErrorSchema.parse(await missing.json()).errors ?? {})).toEqual(['current_password'])
      expect(await outboxFor(newEmail)).toEqual([])
    })

    it('answers 429 once wrong current passwords reach the account limit', async () => {
      const { token } = await createSignedInUser(database.db)
      const limited = createTestApp(database, {
        loginLimits: { maxFailuresPerAccount: 2, maxFailuresPerIp: 100, windowMs: 60_000 },
      })
      const attempt = (password: string) =>
        limited.request(
          '/api/user/request-email-change',
          json({ email: `guess-${Date.now()}@example.com`, current_password: password }, bearer(token)),
        )
      expect((await attempt('wrong-1')).status).toBe(422)
      expect((await attempt('wrong-2')).status).toBe(422)
      // Locked: even the right password waits now.
      expect((await attempt(PASSWORD)).status).toBe(429)
    })

    it('undoes the change with the link mailed to the old address: old address back, every session ended', async () => {
      const { user, token } = await createSignedInUser(database.db, { name: 'Dieter' })
      const newEmail = `taken-over-${Date.now()}@example.com`
      await app.request(
        '/api/user/request-email-change',
        json({ email: newEmail, current_password: PASSWORD }, bearer(token)),
      )
      const confirmToken = await mailedToken(newEmail, '/confirm-email-change')
      expect(
        (await app.request('/api/user/confirm-email-change', json({ token: confirmToken }, bearer(token)))).status,
      ).toBe(200)
      const [told] = await outboxFor(user.email)
      const undoToken = new URL(told?.links[0] ?? '').searchParams.get('undo') ?? ''
      const undone = await app.request('/api/user/undo-email-change', json({ token: undoToken }))
      expect(undone.status).toBe(200)
      expect(ConfirmedChangeSchema.parse(await undone.json())).toEqual({ name: 'Dieter', email: user.email })
      expect((await userRow(user.id))?.email).toBe(user.email)
      expect((await app.request('/api/user', { headers: bearer(token) })).status).toBe(401)
      // Once only, and the link that made the change cannot make it again.
      expect((await app.request('/api/user/undo-email-change', json({ token: undoToken }))).status).toBe(422)
      expect((await app.request('/api/user/confirm-email-change', json({ token: confirmToken }))).status).toBe(422)
      expect((await userRow(user.id))?.email).toBe(user.email)
      const actions = await database.db.select().from(auditLog).where(eq(auditLog.targetId, user.id))
      expect(actions.map((entry) => entry.action).sort()).toEqual(['user.emailChangeUndone', 'user.emailChanged'])
    })

    it('refuses an undo link that expired, was forged or is a confirmation link (422 on token)', async () => {
      const { user } = await createSignedInUser(database.db)
      const sign = (purpose: 'email-change' | 'email-change-undo', expiresAt: Date, secret = TEST_SECRET) =>
        signChange(secret, purpose, { userId: user.id, value: 'old@example.com', from: user.email, expiresAt })
      const later = new Date(Date.now() + 60_000)
      for (const token of [
        sign('email-change-undo', new Date(Date.now() - 1000)),
        sign('email-change-undo', later, 'another-secret'),
        sign('email-change', later),
      ]) {
        const response = await app.request('/api/user/undo-email-change', json({ token }))
        expect(response.status).toBe(422)
        expect(Object.keys(ApiErrorSchema.parse(await response.json()).errors ?? {})).toEqual(['token'])
      }
      expect((await userRow(user.id))?.email).toBe(user.email)
    })

    it('applies a link once', async () => {
      const { token } = await createSignedInUser(database.db)
      const newEmail = `once-${Date.now()}@example.com`
      await app.request(
        '/api/user/request-email-change',
        json({ email: newEmail, current_password: PASSWORD }, bearer(token)),
      )
      const confirmToken = await mailedToken(newEmail, '/confirm-email-change')
      expect((await app.request('/api/user/confirm-email-change', json({ token: confirmToken }))).status).toBe(200)
      expect((await app.request('/api/user/confirm-email-change', json({ token: confirmToken }))).status).toBe(422)
    })

    it('answers 422 on email when another account took the address before the link was followed', async () => {
      const { token } = await createSignedInUser(database.db)
      const newEmail = `contested-${Date.now()}@example.com`
      await app.request(
        '/api/user/request-email-change',
        json({ email: newEmail, current_password: PASSWORD }, bearer(token)),
      )
      const confirmToken = await mailedToken(newEmail, '/confirm-email-change')
      await createSignedInUser(database.db, { email: newEmail })
      const response = await app.request('/api/user/confirm-email-change', json({ token: confirmToken }))
      expect(response.status).toBe(422)
      expect(ApiErrorSchema.parse(await response.json()).errors).toEqual({
        email: ['This e-mail address is already registered.'],
      })
    })

    it('answers 422 on email for an address another account uses, and mails nothing', async () => {
      const { token } = await createSignedInUser(database.db)
      const { user: other } = await createSignedInUser(database.db)
      const response = await app.request(
        '/api/user/request-email-change',
        json({ email: other.email, current_password: PASSWORD }, bearer(token)),
      )
      expect(response.status).toBe(422)
      expect(ApiErrorSchema.parse(await response.json()).errors).toEqual({
        email: ['This e-mail address is already registered.'],
      })
      expect(await outboxFor(other.email)).toEqual([])
    })

    it('answers 422 on email for the address the account already has', async () => {
      const { user, token } = await createSignedInUser(database.db)
      const response = await app.request(
        '/api/user/request-email-change',
        json({ email: user.email, current_password: PASSWORD }, { ...bearer(token), 'Accept-Language': 'de' }),
      )
      expect(ApiErrorSchema.parse(await response.json()).errors).toEqual({
        email: ['Das ist bereits deine E-Mail-Adresse.'],
      })
    })

    it.each([[{ email: 'not-an-email', current_password: PASSWORD }], [{ current_password: PASSWORD }]])(
      'answers 422 on email for %j',
      async (body) => {
        const { token } = await createSignedInUser(database.db)
        const response = await app.request('/api/user/request-email-change', json(body, bearer(token)))
        expect(response.status).toBe(422)
        expect(Object.keys(ApiErrorSchema.parse(await response.json()).errors ?? {})).toEqual(['email'])
      },
    )

    it.each([[{ token: '' }], [{}], [{ token: 'not.signed' }]])('answers 422 on token for %j', async (body) => {
      const response = await app.request('/api/user/confirm-email-change', json(body))
      expect(response.status).toBe(422)
      expect(Object.keys(ApiErrorSchema.parse(await response.json()).errors ?? {})).toEqual(['token'])
    })

    it('answers 429, translated, once an account has asked for too many confirmation mails, name and e-mail alike', async () => {
      const { token } = await createSignedInUser(database.db)
      const limited = createTestApp(database, {
        mailLimits: { maxFailuresPerAccount: 2, maxFailuresPerIp: 100, windowMs: 60_000 },
      })
      const stamp = Date.now()
      const first = await limited.request(
        '/api/user/request-email-change',
        json({ email: `flood-1-${stamp}@example.com`, current_password: PASSWORD }, bearer(token)),
      )
      expect(first.status).toBe(202)
      expect(
        (await limited.request('/api/user/request-name-change', json({ name: 'Flood' }, bearer(token)))).status,
      ).toBe(202)
      const response = await limited.request(
        '/api/user/request-email-change',
        json(
          { email: `flood-3-${stamp}@example.com`, current_password: PASSWORD },
          { ...bearer(token), 'Accept-Language': 'nl' },
        ),
      )
      expect(response.status).toBe(429)
      expect(response.headers.get('Retry-After')).toMatch(/^\d+$/)
      expect(ApiErrorSchema.parse(await response.json())).toEqual({
        message: 'Te veel bevestigingsmails. Probeer het later opnieuw.',
      })
      expect(await outboxFor(`flood-3-${stamp}@example.com`)).toEqual([])
    })

    it('answers 401 to a request without a token', async () => {
      expect(
        (
          await app.request(
            '/api/user/request-email-change',
            json({ email: 'a@example.com', current_password: PASSWORD }),
          )
        ).status,
      ).toBe(401)
    })

    it('forbids a super admin impersonating the user', async () => {
      const { user } = await createSignedInUser(database.db)
      const response = await app.request(
        '/api/user/request-email-change',
        json({ email: 'admin-chosen@example.com', current_password: PASSWORD }, bearer(await impersonationOf(user))),
      )
      expect(response.status).toBe(403)
    })
  })

  describe('POST /api/user/change-password', () => {
    it('changes the password, keeps this session and signs the others out', async () => {
      const { user, token } = await createSignedInUser(database.db, { password: 'old-password' })
      const login = await app.request('/api/login', json({ email: user.email, password: 'old-password' }))
      const { token: otherSession } = TokenSchema.parse(await login.json())
      const response = await app.request(
        '/api/user/change-password',
        json({ current_password: 'old-password', new_password: 'new-password' }, bearer(token)),
      )
      expect(response.status).toBe(204)
      expect((await app.request('/api/user', { headers: bearer(token) })).status).toBe(200)
      expect((await app.request('/api/user', { headers: bearer(otherSession) })).status).toBe(401)
      expect((await app.request('/api/login', json({ email: user.email, password: 'new-password' }))).status).toBe(200)
      expect((await app.request('/api/login', json({ email: user.email, password: 'old-password' }))).status).toBe(422)
    })

    it('answers 422 on current_password, translated, for a wrong current password', async () => {
      const { token } = await createSignedInUser(database.db)
      const response = await app.request(
        '/api/user/change-password',
        json(
          { current_password: 'wrong-password', new_password: 'new-password' },
          { ...bearer(token), 'Accept-Language': 'nl' },
        ),
      )
      expect(response.status).toBe(422)
      expect(ApiErrorSchema.parse(await response.json()).errors).toEqual({
        current_password: ['Het wachtwoord is onjuist.'],
      })
    })

    it('answers 429 once wrong current passwords reach the account limit', async () => {
      const { token } = await createSignedInUser(database.db)
      const limited = createTestApp(database, {
        loginLimits: { maxFailuresPerAccount: 2, maxFailuresPerIp: 100, windowMs: 60_000 },
      })
      const attempt = () =>
        limited.request(
          '/api/user/change-password',
          json({ current_password: 'wrong', new_password: 'new-password' }, bearer(token)),
        )
      expect((await attempt()).status).toBe(422)
      expect((await attempt()).status).toBe(422)
      const response = await attempt()
      expect(response.status).toBe(429)
      expect(response.headers.get('Retry-After')).toMatch(/^\d+$/)
    })

    it.each([
      ['new_password', { current_password: 'correct horse battery', new_password: 'short' }],
      ['new_password', { current_password: 'correct horse battery' }],
      ['current_password', { current_password: '', new_password: 'new-password' }],
      ['current_password', { new_password: 'new-password' }],
    ])('answers 422 on %s for %j', async (field, body) => {
      const { token } = await createSignedInUser(database.db)
      const response = await app.request('/api/user/change-password', json(body, bearer(token)))
      expect(response.status).toBe(422)
      expect(Object.keys(ApiErrorSchema.parse(await response.json()).errors ?? {})).toEqual([field])
    })

    it('answers 401 without a token', async () => {
      const response = await app.request(
        '/api/user/change-password',
        json({ current_password: 'a', new_password: 'new-password' }),
      )
      expect(response.status).toBe(401)
    })

    it('forbids a super admin impersonating the user', async () => {
      const { user } = await createSignedInUser(database.db)
      const response = await app.request(
        '/api/user/change-password',
        json(
          { current_password: 'correct horse battery', new_password: 'admin-chosen' },
          bearer(await impersonationOf(user)),
        ),
      )
      expect(response.status).toBe(403)
    })
  })

  describe('DELETE /api/user', () => {
    function deleteRequest(body: unknown, headers: Record<string, string>): RequestInit {
      return { ...json(body, headers), method: 'DELETE' }
    }

    it('deletes the account: personal data wiped, sessions revoked, audited, address free again', async () => {
      const { user, token } = await createSignedInUser(database.db, { name: 'Dieter', password: 'delete-me-now' })
      await database.db.insert(notifications).values({ userId: user.id, type: 'welcome' })
      const response = await app.request('/api/user', deleteRequest({ password: 'delete-me-now' }, bearer(token)))
      expect(response.status).toBe(204)

      expect(await userRow(user.id)).toMatchObject({
        name: 'Deleted user',
        email: `deleted-${user.id}@deleted.invalid`,
        passwordHash: 'deleted',
        deletedAt: expect.any(Date),
      })
      expect(await database.db.select().from(notifications).where(eq(notifications.userId, user.id))).toEqual([])
      const [session] = await database.db
        .select()
        .from(apiTokens)
        .where(eq(apiTokens.tokenHash, hashToken(token)))
      expect(session?.revokedAt).toBeInstanceOf(Date)
      expect((await app.request('/api/user', { headers: bearer(token) })).status).toBe(401)
      const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.targetId, user.id))
      expect(entry).toMatchObject({ action: 'user.deleted', actorId: user.id, before: null, after: null })

      expect((await app.request('/api/login', json({ email: user.email, password: 'delete-me-now' }))).status).toBe(422)
      const again = await app.request(
        '/api/register',
        json({ name: 'Dieter', email: user.email, password: 'a-new-start' }),
      )
      expect(again.status).toBe(201)
    })

    it('stops impersonations of the deleted account', async () => {
      const { user, token } = await createSignedInUser(database.db)
      const impersonation = await impersonationOf(user)
      await app.request('/api/user', deleteRequest({ password: 'correct horse battery' }, bearer(token)))
      expect((await app.request('/api/user', { headers: bearer(impersonation) })).status).toBe(401)
    })

    it('answers 422 on password, translated, for a wrong password, and keeps the account', async () => {
      const { user, token } = await createSignedInUser(database.db)
      const response = await app.request(
        '/api/user',
        deleteRequest({ password: 'not-my-password' }, { ...bearer(token), 'Accept-Language': 'fr' }),
      )
      expect(response.status).toBe(422)
      expect(ApiErrorSchema.parse(await response.json()).errors).toEqual({
        password: ['Le mot de passe est incorrect.'],
      })
      expect((await userRow(user.id))?.deletedAt).toBeNull()
    })

    it.each([[{}], [{ password: '' }], [{ password: 5 }]])('answers 422 on password for %j', async (body) => {
      const { token } = await createSignedInUser(database.db)
      const response = await app.request('/api/user', deleteRequest(body, bearer(token)))
      expect(response.status).toBe(422)
      expect(Object.keys(ApiErrorSchema.parse(await response.json()).errors ?? {})).toEqual(['password'])
    })

    it('answers 401 without a token', async () => {
      expect((await app.request('/api/user', deleteRequest({ password: 'whatever' }, {}))).status).toBe(401)
    })

    it('forbids a super admin impersonating the user, and keeps the account', async () => {
      const { user } = await createSignedInUser(database.db)
      const response = await app.request(
        '/api/user',
        deleteRequest({ password: 'correct horse battery' }, bearer(await impersonationOf(user))),
      )
      expect(response.status).toBe(403)
      expect((await userRow(user.id))?.deletedAt).toBeNull()
    })
  })
})
