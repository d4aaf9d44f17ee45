import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ApiErrorSchema, OutboxMessageListSchema, TokenSchema, UserSchema, type OutboxMessage } from '@oche/api'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { apiTokens, passwordResetTokens, users } from '../db/schema/index'
import type { Mailer } from '../mail/mailer'
import { hashToken } from '../services/accounts/tokens'
import { asClient, availableTestDatabases, createTestApp, createTestMailer } from '../test/test-databases'
import { bearer, createSignedInUser, json } from '../test/test-users'

const databases = await availableTestDatabases()

describe.each(databases)('password reset on $kind', ({ open }) => {
  let database: DatabaseHandle
  let app: ReturnType<typeof createTestApp>
  let mailer: Mailer
  let outboxDir: string

  beforeAll(async () => {
    database = await open()
    outboxDir = mkdtempSync(join(tmpdir(), 'oche-outbox-'))
    mailer = createTestMailer(database, { outboxDir })
    app = createTestApp(database, { mailer })
  })
  afterAll(async () => {
    await mailer.settled()
    await database.close()
    rmSync(outboxDir, { recursive: true, force: true })
  })

  async function outboxFor(email: string): Promise<OutboxMessage[]> {
    await mailer.settled()
    const response = await app.request(`/api/dev/outbox?to=${encodeURIComponent(email)}`)
    expect(response.status).toBe(200)
    return OutboxMessageListSchema.parse(await response.json())
  }

  async function forgot(email: string, headers: Record<string, string> = {}): Promise<Response> {
    return app.request('/api/password/forgot', json({ email }, headers))
  }

  /** The token of the newest reset link mailed to `email`. */
  async function mailedResetToken(email: string): Promise<string> {
    const [message] = await outboxFor(email)
    const link = message?.links.find((candidate) => candidate.includes('/auth/reset-password'))
    const token = link ? new URL(link).searchParams.get('token') : null
    if (!token) throw new Error(`No reset link was mailed to ${email}`)
    return token
  }

  describe('POST /api/password/forgot', () => {
    it('mails a one-time reset link to the account, in its language, and answers 202 without a body', async () => {
      const { user } = await createSignedInUser(database.db, { name: 'Mia Maximum' })
      const response = await forgot(user.email.toUpperCase())
      expect(response.status).toBe(202)
      expect(await response.text()).toBe('')
      const [message, ...others] = await outboxFor(user.email)
      expect(others).toEqual([])
      expect(message).toMatchObject({ to: user.email, subject: 'Reset your Oche password' })
      expect(message?.text).toContain('Hello Mia Maximum,')
      expect(message?.text).toContain('expires in 60 minutes')
      expect(message?.links).toEqual([
        expect.stringMatching(/^http:\/\/localhost:3000\/auth\/reset-password\?token=[\w-]{43}$/),
      ])
      expect(message?.html).toContain(`href="${message?.links[0]}"`)
    })

    it('stores only the hash of the token, expiring in one hour', async () => {
      const { user } = await createSignedInUser(database.db)
      await forgot(user.email)
      const token = await mailedResetToken(user.email)
      const [row] = await database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id))
      expect(row?.tokenHash).toBe(hashToken(token))
      expect(row?.usedAt).toBeNull()
      const minutesLeft = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000
      expect(minutesLeft).toBeGreaterThan(58)
      expect(minutesLeft).toBeLessThanOrEqual(60)
    })

    it.each([
      ['nl', '/nl/auth/reset-password', 'Stel je Oche-wachtwoord opnieuw in', 'Hallo'],
      ['fr', '/fr/auth/reset-password', 'Réinitialisez votre mot de passe Oche', 'Bonjour'],
      ['de', '/de/auth/reset-password', 'Setzen Sie Ihr Oche-Passwort zurück', 'Hallo'],
    ] as const)('writes to a %s account in its language, linking to %s', async (langcode, path, subject, hello) => {
      const { user } = await createSignedInUser(database.db, { name: 'Bram' })
      await database.db.update(users).set({ langcode }).where(eq(users.id, user.id))
      await forgot(user.email, { 'Accept-Language': 'en' })
      const [message] = await outboxFor(user.email)
      expect(message?.subject).toBe(subject)
      expect(message?.text.startsWith(`${hello} Bram,`)).toBe(true)
      expect(new URL(message?.links[0] ?? '').pathname).toBe(path)
    })

    it('writes the message as an .eml file in the outbox folder', async () => {
      const { user } = await createSignedInUser(database.db)
      await forgot(user.email)
      const [message] = await outboxFor(user.email)
      const file = readdirSync(outboxDir).find((name) => name.endsWith(`-${message?.id}.eml`))
      expect(file).toBeDefined()
      const eml = readFileSync(join(outboxDir, file ?? ''), 'utf8')
      expect(eml).toContain(`To: ${user.email}`)
      expect(eml).toContain('Subject: Reset your Oche password')
      expect(eml).toContain('Content-Type: multipart/alternative')
    })

    it('answers the same 202 for an address no account uses, and mails nothing', async () => {
      const response = await forgot('nobody-here@example.com')
      expect(response.status).toBe(202)
      expect(await outboxFor('nobody-here@example.com')).toEqual([])
    })

    it('answers the same 202 for a blocked account, and mails it nothing', async () => {
      const { user } = await createSignedInUser(database.db)
      await database.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, user.id))
      const response = await forgot(user.email)
      expect(response.status).toBe(202)
      expect(await outboxFor(user.email)).toEqual([])
    })

    it('limits requests per address, known or not, with 429 and Retry-After', async () => {
      const limited = createTestApp(database, {
        mailer,
        mailLimits: { maxFailuresPerAccount: 2, maxFailuresPerIp: 100, windowMs: 60_000 },
      })
      const request = () => limited.request('/api/password/forgot', json({ email: 'limited@example.com' }))
      expect((await request()).status).toBe(202)
      expect((await request()).status).toBe(202)
      const response = await request()
      expect(response.status).toBe(429)
      expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0)
      expect(ApiErrorSchema.parse(await response.json()).errors).toEqual({
        email: ['Too many password reset requests. Please try again later.'],
      })
    })

    it('limits requests per IP across addresses', async () => {
      const limited = createTestApp(database, {
        mailer,
        mailLimits: { maxFailuresPerAccount: 100, maxFailuresPerIp: 2, windowMs: 60_000 },
      })
      const request = (email: string) =>
        limited.request('/api/password/forgot', json({ email }, asClient('203.0.113.9')))
      expect((await request('a@example.com')).status).toBe(202)
      expect((await request('b@example.com')).status).toBe(202)
      expect((await request('c@example.com')).status).toBe(429)
    })

    it.each([[{ email: 'not-an-email' }], [{}], [{ email: 42 }]])('answers 422 on email for %j', async (body) => {
      const response = await app.request('/api/password/forgot', json(body, { 'Accept-Language': 'nl' }))
      expect(response.status).toBe(422)
      const error = ApiErrorSchema.parse(await response.json())
      expect(error.message).toBe('De opgegeven gegevens zijn ongeldig.')
      expect(Object.keys(error.errors ?? {})).toEqual(['email'])
    })

    it('forbids a signed-in user', async () => {
      const { user, token } = await createSignedInUser(database.db)
      const response = await forgot(user.email, bearer(token))
      expect(response.status).toBe(403)
      expect(ApiErrorSchema.parse(await response.json()).message).toBe('You are already signed in.')
    })
  })

  describe('POST /api/password/reset', () => {
    it('follows the mailed link end to end: new password, old sessions out, fresh token in', async () => {
      const { user, token: oldSession } = await createSignedInUser(database.db, { password: 'old-password' })
      await forgot(user.email)
      const resetToken = await mailedResetToken(user.email)

      const response = await app.request('/api/password/reset', json({ token: resetToken, password: 'brand-new-pass' }))
      expect(response.status).toBe(200)
      const { token } = TokenSchema.parse(await response.json())

      const me = UserSchema.parse(await (await app.request('/api/user', { headers: bearer(token) })).json())
      expect(me.id).toBe(user.id)
      expect((await app.request('/api/user', { headers: bearer(oldSession) })).status).toBe(401)
      expect((await app.request('/api/login', json({ email: user.email, password: 'old-password' }))).status).toBe(422)
      expect((await app.request('/api/login', json({ email: user.email, password: 'brand-new-pass' }))).status).toBe(
        200,
      )
    })

    it('uses the link up: a second reset with it answers 422 on token', async () => {
      const { user } = await createSignedInUser(database.db)
      await forgot(user.email)
      const resetToken = await mailedResetToken(user.email)
      expect(
        (await app.request('/api/password/reset', json({ token: resetToken, password: 'first-new-pass' }))).status,
      ).toBe(200)
      const again = await app.request('/api/password/reset', json({ token: resetToken, password: 'second-new-pass' }))
      expect(again.status).toBe(422)
      expect(ApiErrorSchema.parse(await again.json()).errors).toEqual({
        token: ['This password reset link is invalid or has expired.'],
      })
      const [row] = await database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id))
      expect(row?.usedAt).toBeInstanceOf(Date)
    })

    it('refuses a link of an account blocked after it was mailed, and keeps its password', async () => {
      const { user } = await createSignedInUser(database.db, { password: 'old-password' })
      await forgot(user.email)
      const resetToken = await mailedResetToken(user.email)
      await database.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, user.id))
      const response = await app.request('/api/password/reset', json({ token: resetToken, password: 'brand-new-pass' }))
      expect(response.status).toBe(422)
      await database.db.update(users).set({ blockedAt: null }).where(eq(users.id, user.id))
      expect((await app.request('/api/login', json({ email: user.email, password: 'old-password' }))).status).toBe(200)
    })

    it('makes the older links of the account useless too', async () => {
      const { user } = await createSignedInUser(database.db)
      await forgot(user.email)
      const older = await mailedResetToken(user.email)
      await forgot(user.email)
      const newer = await mailedResetToken(user.email)
      expect(newer).not.toBe(older)
      expect(
        (await app.request('/api/password/reset', json({ token: newer, password: 'newer-password' }))).status,
      ).toBe(200)
      expect(
        (await app.request('/api/password/reset', json({ token: older, password: 'older-password' }))).status,
      ).toBe(422)
    })

    it('refuses an expired link', async () => {
      const { user } = await createSignedInUser(database.db)
      await forgot(user.email)
      const resetToken = await mailedResetToken(user.email)
      await database.db
        .update(passwordResetTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResetTokens.userId, user.id))
      const response = await app.request('/api/password/reset', json({ token: resetToken, password: 'too-late-pass' }))
      expect(response.status).toBe(422)
    })

    it('revokes impersonation tokens the account holds as a super admin', async () => {
      const { user: admin, token: adminToken } = await createSignedInUser(database.db, { isSuperAdmin: true })
      const { user: player } = await createSignedInUser(database.db)
      const impersonation = await app.request(
        '/api/users/impersonate',
        json({ user_id: player.id }, bearer(adminToken)),
      )
      const { token: impersonationToken } = TokenSchema.parse(await impersonation.json())
      await forgot(admin.email)
      const resetToken = await mailedResetToken(admin.email)
      expect(
        (await app.request('/api/password/reset', json({ token: resetToken, password: 'admin-new-pass' }))).status,
      ).toBe(200)
      const [row] = await database.db
        .select()
        .from(apiTokens)
        .where(eq(apiTokens.tokenHash, hashToken(impersonationToken)))
      expect(row?.revokedAt).toBeInstanceOf(Date)
    })

    it.each([
      ['token', { token: '', password: 'long-enough' }],
      ['token', { password: 'long-enough' }],
      ['password', { token: 'some-token', password: 'short' }],
      ['password', { token: 'some-token' }],
    ])('answers 422 on %s for %j', async (field, body) => {
      const response = await app.request('/api/password/reset', json(body, { 'Accept-Language': 'fr' }))
      expect(response.status).toBe(422)
      const error = ApiErrorSchema.parse(await response.json())
      expect(error.message).toBe('Les données fournies ne sont pas valides.')
      expect(Object.keys(error.errors ?? {})).toEqual([field])
    })

    it('answers 422 on token, translated, for a token it never issued', async () => {
      const response = await app.request(
        '/api/password/reset',
        json({ token: 'made-up', password: 'long-enough' }, { 'Accept-Language': 'de' }),
      )
      expect(response.status).toBe(422)
      expect(ApiErrorSchema.parse(await response.json()).errors).toEqual({
        token: ['Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.'],
      })
    })

    it('forbids a signed-in user', async () => {
      const { token } = await createSignedInUser(database.db)
      const response = await app.request(
        '/api/password/reset',
        json({ token: 'x', password: 'long-enough' }, bearer(token)),
      )
      expect(response.status).toBe(403)
    })
  })
})
