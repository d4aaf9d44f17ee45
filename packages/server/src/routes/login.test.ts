import { ApiErrorSchema, TokenSchema, UserSchema } from '@oche/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { availableTestDatabases, createTestApp } from '../test/test-databases'
import { bearer, createSignedInUser, json } from '../test/test-users'

const databases = await availableTestDatabases()

describe.each(databases)('POST /api/login on $kind', ({ open }) => {
  let database: DatabaseHandle
  let app: ReturnType<typeof createTestApp>

  beforeAll(async () => {
    database = await open()
    app = createTestApp(database, { loginLimits: { maxFailuresPerAccount: 3, maxFailuresPerIp: 5, windowMs: 60_000 } })
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
      json({ email: 'nobody@example.com', password: 'wrong' }, { 'X-Forwarded-For': '10.0.0.9' }),
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
        { 'Accept-Language': 'nl-BE,nl;q=0.9', 'X-Forwarded-For': '10.0.0.9' },
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

  it('locks an account after 3 failed logins, with Retry-After, even for the right password', async () => {
    await createSignedInUser(database.db, { email: 'target@example.com', password: 'bullseye-50' })
    for (const ip of ['10.1.0.1', '10.1.0.2', '10.1.0.3']) {
      await app.request(
        '/api/login',
        json({ email: 'target@example.com', password: 'guess' }, { 'X-Forwarded-For': ip }),
      )
    }
    const response = await app.request(
      '/api/login',
      json({ email: 'target@example.com', password: 'bullseye-50' }, { 'X-Forwarded-For': '10.1.0.4' }),
    )
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(ApiErrorSchema.parse(await response.json()).errors).toEqual({
      email: ['Too many login attempts. Please try again later.'],
    })
  })

  it('blocks an IP after 5 failed logins on any accounts, but not other IPs', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      await app.request(
        '/api/login',
        json({ email: `spray-${attempt}@example.com`, password: 'guess' }, { 'X-Forwarded-For': '10.2.0.1' }),
      )
    }
    const blocked = await app.request(
      '/api/login',
      json({ email: 'olly@example.com', password: 'double-top-40' }, { 'X-Forwarded-For': '10.2.0.1' }),
    )
    expect(blocked.status).toBe(429)
    const elsewhere = await app.request(
      '/api/login',
      json({ email: 'olly@example.com', password: 'double-top-40' }, { 'X-Forwarded-For': '10.2.0.2' }),
    )
    expect(elsewhere.status).toBe(200)
  })
})
