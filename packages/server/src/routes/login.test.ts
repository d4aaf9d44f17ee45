import { ApiErrorSchema, TokenSchema, UserSchema } from '@oche/api'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { users } from '../db/schema/index'
import { demoAccounts, seedDemo } from '../db/seed'
import { hashPassword, passwordHashParameters } from '../services/accounts/password'
import { asClient, availableTestDatabases, createTestApp, fromSocket } from '../test/test-databases'
import { bearer, createSignedInUser, json } from '../test/test-users'

const databases = await availableTestDatabases()

describe.each(databases)('POST /api/login on $kind', ({ open }) => {
  let database: DatabaseHandle
  let app: ReturnType<typeof createTestApp>

  beforeAll(async () => {
    database = await open()
    app = createTestApp(database, {
      loginLimits: { maxFailuresPerAccountAndIp: 3, maxFailuresPerAccount: 6, maxFailuresPerIp: 5, windowMs: 60_000 },
    })
    await createSignedInUser(database.db, { name: 'Olly', email: 'olly@example.com', password: 'double-top-40' })
  })
  afterAll(async () => {
    await database.close()
  })

  it('answers a new token for the right password, whatever the e-mail case', async () => {
    const response = await app.request('/api/login', json({ email: 'Olly@Example.com', password: 'double-top-40' }))
    expect(response.status).toBe(200)
    const { token } = TokenSchema.parse(await response.json())
    const me = UserSchema.parse(await (await app.request('/api/user', { headers: bearer(token) })).json())
    expect(me.email).toBe('olly@example.com')
  })

  it('answers 422 on the e-mail field for a wrong password', async () => {
    const response = await app.request('/api/login', json({ email: 'olly@example.com', password: 'wrong' }))
    expect(response.status).toBe(422)
    expect(ApiErrorSchema.parse(await response.json())).toEqual({
      message: 'The given data was invalid.',
      errors: { email: ['These credentials do not match our records.'] },
    })
  })

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const response = await app.request(
      '/api/login',
      json({ email: 'nobody@example.com', password: 'wrong' }, asClient('10.0.0.9')),
    )
    expect(response.status).toBe(422)
    expect(ApiErrorSchema.parse(await response.json()).errors).toEqual({
      email: ['These credentials do not match our records.'],
    })
  })

  it('says so in Dutch for a Dutch browser', async () => {
    const response = await app.request(
      '/api/login',
      json(
        { email: 'nobody@example.com', password: 'x' },
        { 'Accept-Language': 'nl-BE,nl;q=0.9', ...asClient('10.0.0.9') },
      ),
    )
    expect(ApiErrorSchema.parse(await response.json())).toEqual({
      message: 'De opgegeven gegevens zijn ongeldig.',
      errors: { email: ['Deze combinatie van e-mailadres en wachtwoord is onbekend.'] },
    })
  })

  it.each([
    ['email', { email: 'olly', password: 'double-top-40' }],
    ['password', { email: 'olly@example.com', password: '' }],
  ])('answers 422 for an invalid %s', async (field, body) => {
    const response = await app.request('/api/login', json(body))
    expect(response.status).toBe(422)
    expect(Object.keys(ApiErrorSchema.parse(await response.json()).errors ?? {})).toEqual([field])
  })

  it('forbids logging in while signed in', async () => {
    const { token } = await createSignedInUser(database.db)
    const response = await app.request(
      '/api/login',
      json({ email: 'olly@example.com', password: 'double-top-40' }, bearer(token)),
    )
    expect(response.status).toBe(403)
  })

  it("locks one address out of an account after 3 wrong passwords, with Retry-After, not the owner's", async () => {
    await createSignedInUser(database.db, { email: 'target@example.com', password: 'bullseye-50' })
    const login = (password: string, ip: string) =>
      app.request('/api/login', json({ email: 'target@example.com', password }, asClient(ip)))
    for (let attempt = 1; attempt <= 3; attempt++) await login('guess', '10.1.0.1')
    const response = await login('bullseye-50', '10.1.0.1')
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(ApiErrorSchema.parse(await response.json()).errors).toEqual({
      email: ['Too many login attempts. Please try again later.'],
    })
    expect((await login('bullseye-50', '10.1.0.9')).status).toBe(200)
  })

  it('locks the account for everyone once guesses from many addresses reach its ceiling of 6', async () => {
    await createSignedInUser(database.db, { email: 'ceiling@example.com', password: 'bullseye-50' })
    const login = (password: string, ip: string) =>
      app.request('/api/login', json({ email: 'ceiling@example.com', password }, asClient(ip)))
    for (const ip of ['10.3.0.1', '10.3.0.2', '10.3.0.3', '10.3.0.4', '10.3.0.5', '10.3.0.6'])
      expect((await login('guess', ip)).status).toBe(422)
    expect((await login('bullseye-50', '10.3.0.9')).status).toBe(429)
  })

  it('counts failures against the real client: spoofed forwarding headers do not make it someone new', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      const spoofed = {
        'X-Forwarded-For': `198.51.100.${attempt}`,
        'X-Real-IP': `198.51.100.${attempt}`,
        'x-oche-client-address': `198.51.100.${attempt}`,
        'x-oche-proxy-secret': 'a guess',
      }
      await app.request(
        '/api/login',
        json({ email: `sprayed-${attempt}@example.com`, password: 'guess' }, spoofed),
        fromSocket('192.0.2.44'),
      )
    }
    const response = await app.request(
      '/api/login',
      json({ email: 'olly@example.com', password: 'double-top-40' }, { 'X-Forwarded-For': '198.51.100.200' }),
      fromSocket('192.0.2.44'),
    )
    expect(response.status).toBe(429)
  })

  it('blocks an IP after 5 failed logins on any accounts, but not other IPs', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      await app.request(
        '/api/login',
        json({ email: `spray-${attempt}@example.com`, password: 'guess' }, asClient('10.2.0.1')),
      )
    }
    const blocked = await app.request(
      '/api/login',
      json({ email: 'olly@example.com', password: 'double-top-40' }, asClient('10.2.0.1')),
    )
    expect(blocked.status).toBe(429)
    const elsewhere = await app.request(
      '/api/login',
      json({ email: 'olly@example.com', password: 'double-top-40' }, asClient('10.2.0.2')),
    )
    expect(elsewhere.status).toBe(200)
  })

  it('makes a hash with weaker parameters again at the next successful login', async () => {
    const weak = await hashPassword('treble-19', { cost: 2 ** 4, blockSize: 8, parallelism: 1 })
    const { user } = await createSignedInUser(database.db, { email: 'legacy@example.com' })
    await database.db.update(users).set({ passwordHash: weak }).where(eq(users.id, user.id))
    const wrong = await app.request('/api/login', json({ email: 'legacy@example.com', password: 'treble-20' }))
    expect(wrong.status).toBe(422)
    const storedHash = async () =>
      (await database.db.select().from(users).where(eq(users.id, user.id)))[0]?.passwordHash ?? ''
    expect(await storedHash()).toBe(weak)
    const right = await app.request('/api/login', json({ email: 'legacy@example.com', password: 'treble-19' }))
    expect(right.status).toBe(200)
    const rehashed = await storedHash()
    expect(rehashed).not.toBe(weak)
    expect(passwordHashParameters(rehashed)?.cost).toBeGreaterThan(2 ** 4)
    expect((await app.request('/api/login', json({ email: 'legacy@example.com', password: 'treble-19' }))).status).toBe(
      200,
    )
  })
})

describe.each(databases)('demo accounts and board codes at login on $kind', ({ open }) => {
  let database: DatabaseHandle
  let app: ReturnType<typeof createTestApp>

  beforeAll(async () => {
    database = await open()
    // The whole demo (scrypt-hashed accounts, a played tournament, a league): over a minute beside the story pages.
    await seedDemo(database.db)
    app = createTestApp(database)
  }, 180_000)
  afterAll(async () => {
    await database.close()
  })

  it('signs every demo account in on the machine running Oche', async () => {
    for (const account of demoAccounts) {
      const response = await app.request('/api/login', json({ email: account.email, password: account.password }))
      expect(response.status, account.email).toBe(200)
    }
  })

  it.each([
    ['en', 'This is a demo account: demo accounts only sign in on the computer that runs Oche.'],
    ['nl', 'Dit is een demo-account: demo-accounts kunnen zich alleen aanmelden op de computer waarop Oche draait.'],
    [
      'fr',
      'Ceci est un compte de démonstration\u00a0: ces comptes ne se connectent que sur l’ordinateur où tourne Oche.',
    ],
    ['de', 'Dies ist ein Demokonto: Demokonten können sich nur auf dem Computer anmelden, auf dem Oche läuft.'],
  ])('refuses a demo account from another device, saying why on the e-mail field (%s)', async (language, message) => {
    const response = await app.request(
      '/api/login',
      json(
        { email: 'organiser@oche.test', password: 'oche-demo' },
        { ...asClient('192.168.1.23'), 'Accept-Language': language },
      ),
    )
    expect(response.status).toBe(403)
    expect(ApiErrorSchema.parse(await response.json())).toEqual({ message, errors: { email: [message] } })
  })

  it('refuses a demo account to a device that connects to the API directly, whatever it claims', async () => {
    const response = await app.request(
      '/api/login',
      json(
        { email: 'admin@oche.test', password: 'oche-admin' },
        { 'X-Forwarded-For': '127.0.0.1', ...asClient('127.0.0.1') },
      ),
      fromSocket('192.168.1.23'),
    )
    expect(response.status).toBe(403)
  })

  it('signs a real organiser in from another device', async () => {
    await createSignedInUser(database.db, { email: 'real-organiser@example.com', password: 'checkout-170' })
    const response = await app.request(
      '/api/login',
      json({ email: 'real-organiser@example.com', password: 'checkout-170' }, asClient('192.168.1.23')),
    )
    expect(response.status).toBe(200)
  })

  it('does not let 101 wrong board codes from one address block a password login from it', async () => {
    const tabletLogin = () => app.request('/api/tablet/login', json({ code: 'ZZZZZZ' }, asClient('192.168.1.50')))
    for (let attempt = 1; attempt <= 100; attempt++) expect((await tabletLogin()).status).toBe(422)
    expect((await tabletLogin()).status).toBe(429)
    await createSignedInUser(database.db, { email: 'after-codes@example.com', password: 'checkout-170' })
    const response = await app.request(
      '/api/login',
      json({ email: 'after-codes@example.com', password: 'checkout-170' }, asClient('192.168.1.50')),
    )
    expect(response.status).toBe(200)
  }, 60_000)

  it('keeps counting wrong board codes from a device that sends spoofed forwarding headers', async () => {
    const tabletLogin = (attempt: number) =>
      app.request(
        '/api/tablet/login',
        json(
          { code: 'YYYYYY' },
          {
            'X-Forwarded-For': `203.0.113.${attempt % 250}`,
            Forwarded: `for=203.0.113.${attempt % 250}`,
            'x-oche-client-address': `203.0.113.${attempt % 250}`,
          },
        ),
        fromSocket('192.168.1.77'),
      )
    for (let attempt = 1; attempt <= 100; attempt++) expect((await tabletLogin(attempt)).status).toBe(422)
    const limited = await tabletLogin(101)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
  }, 60_000)
})
