import { ApiErrorSchema } from '@oche/api'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase, type DatabaseHandle } from './db/database'
import { createRedisLimiterStore, type RedisLimiterStoreHandle } from './services/accounts/redis-limiter-store'
import { asClient, createSharedPostgresDatabase, createTestApp } from './test/test-databases'
import { deleteTestKeys, isTestRedisReachable, TEST_REDIS_URL, testKeyPrefix } from './test/test-redis'
import { createSignedInUser, json } from './test/test-users'

// Issue 21: a federation's finals night runs several API processes on one PostgreSQL and one Redis. Here two
// apps, each with its own connection pool and its own Redis connection, stand for two processes.

const purpose = 'the tests of two API processes sharing their rate limits'
const hasRedis = await isTestRedisReachable(purpose)
const shared = hasRedis ? await createSharedPostgresDatabase(purpose) : undefined

const loginLimits = {
  maxFailuresPerAccountAndIp: 3,
  maxFailuresPerAccount: 100,
  maxFailuresPerIp: 100,
  windowMs: 60_000,
}
const mailLimits = { maxFailuresPerAccount: 2, maxFailuresPerIp: 100, windowMs: 60_000 }

describe.runIf(shared)('two API processes on one PostgreSQL and one Redis', () => {
  const prefix = testKeyPrefix()
  const handles: { database: DatabaseHandle; limits: RedisLimiterStoreHandle }[] = []
  let a: ReturnType<typeof createTestApp>
  let b: ReturnType<typeof createTestApp>

  beforeAll(async () => {
    for (let index = 0; index < 2; index++) {
      const database = await createDatabase({ kind: 'postgres', url: shared!.url })
      const limits = await createRedisLimiterStore(TEST_REDIS_URL, pino({ level: 'silent' }), { prefix })
      handles.push({ database, limits })
    }
    ;[a, b] = handles.map(({ database, limits }) =>
      createTestApp(database, { loginLimits, mailLimits, limiterStore: limits.store }),
    ) as [typeof a, typeof b]
  })
  afterAll(async () => {
    for (const { database, limits } of handles) {
      await limits.close()
      await database.close()
    }
    await shared?.drop()
    await deleteTestKeys(prefix)
  })

  it('refuses the wrong password after the limit on process B as on A, with the same 429', async () => {
    await createSignedInUser(handles[0]!.database.db, { email: 'finals@example.com', password: 'bullseye-50' })
    const login = (app: typeof a, password: string) =>
      app.request('/api/login', json({ email: 'finals@example.com', password }, asClient('10.21.0.1')))
    for (let attempt = 1; attempt <= 3; attempt++) expect((await login(a, 'guess')).status).toBe(422)
    const onB = await login(b, 'guess')
    const onA = await login(a, 'guess')
    expect(onB.status).toBe(429)
    expect(Number(onB.headers.get('Retry-After'))).toBeGreaterThan(0)
    const body = ApiErrorSchema.parse(await onB.json())
    expect(body.errors).toEqual({ email: ['Too many login attempts. Please try again later.'] })
    expect(onA.status).toBe(429)
    expect(ApiErrorSchema.parse(await onA.json())).toEqual(body)
    // The right password from the same address waits too; the owner elsewhere signs in on either process.
    expect((await login(b, 'bullseye-50')).status).toBe(429)
    const fromHome = await b.request(
      '/api/login',
      json({ email: 'finals@example.com', password: 'bullseye-50' }, asClient('10.21.0.2')),
    )
    expect(fromHome.status).toBe(200)
  })

  it('counts reset-link requests for one address on both processes together', async () => {
    const { user } = await createSignedInUser(handles[1]!.database.db)
    const forgot = (app: typeof a) => app.request('/api/password/forgot', json({ email: user.email }))
    expect((await forgot(a)).status).toBe(202)
    expect((await forgot(b)).status).toBe(202)
    expect((await forgot(a)).status).toBe(429)
    expect((await forgot(b)).status).toBe(429)
  })
})
