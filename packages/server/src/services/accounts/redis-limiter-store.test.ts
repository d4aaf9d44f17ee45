import { Redis } from 'ioredis'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { deleteTestKeys, isTestRedisReachable, TEST_REDIS_URL, testKeyPrefix } from '../../test/test-redis'
import { LoginLimiter, MemoryLimiterStore, type LimiterStore } from './login-limiter'
import { FallbackLimiterStore, RedisLimiterStore } from './redis-limiter-store'

const limits = { maxFailuresPerAccountAndIp: 3, maxFailuresPerAccount: 100, maxFailuresPerIp: 100, windowMs: 60_000 }
const hasRedis = await isTestRedisReachable('the shared rate-limit tests')
const prefix = testKeyPrefix()
const connections: Redis[] = []

/** A limiter as one API process has it: its own connection to the shared Redis. */
function processLimiter(windowMs = limits.windowMs) {
  const redis = new Redis(TEST_REDIS_URL, { enableOfflineQueue: true })
  connections.push(redis)
  return new LoginLimiter({ ...limits, windowMs }, { store: new RedisLimiterStore(redis, prefix) })
}

describe.runIf(hasRedis)('rate limits in Redis, shared by two API processes', () => {
  afterAll(async () => {
    await Promise.all(connections.map((redis) => redis.quit()))
    await deleteTestKeys(prefix)
  })

  it('locks an address out on process B after its wrong passwords on process A', async () => {
    const [a, b] = [processLimiter(), processLimiter()]
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await b.retryAfterSeconds('mia@example.com', '10.0.0.1')).toBe(0)
      await a.recordFailure('mia@example.com', '10.0.0.1')
    }
    expect(await b.retryAfterSeconds('mia@example.com', '10.0.0.1')).toBe(60)
    expect(await b.retryAfterSeconds('mia@example.com', '10.0.0.2')).toBe(0)
  })

  it('lets the address try again once the window has passed', async () => {
    const [a, b] = [processLimiter(300), processLimiter(300)]
    for (let attempt = 0; attempt < 3; attempt++) await a.recordFailure('ada@example.com', '10.0.0.1')
    expect(await b.retryAfterSeconds('ada@example.com', '10.0.0.1')).toBe(1)
    await vi.waitFor(async () => expect(await b.retryAfterSeconds('ada@example.com', '10.0.0.1')).toBe(0), {
      timeout: 5_000,
      interval: 50,
    })
  })

  it('clears a success on B and a reset on B for what A counted', async () => {
    const [a, b] = [processLimiter(), processLimiter()]
    for (let attempt = 0; attempt < 3; attempt++) await a.recordFailure('olly@example.com', '10.0.0.1')
    await b.recordSuccess('olly@example.com', '10.0.0.1')
    expect(await a.retryAfterSeconds('olly@example.com', '10.0.0.1')).toBe(0)
    for (const ip of ['10.0.0.3', '10.0.0.3', '10.0.0.3', '10.0.0.4', '10.0.0.4', '10.0.0.4'])
      await a.recordFailure('olly@example.com', ip)
    expect(await a.retryAfterSeconds('olly@example.com', '10.0.0.3')).toBe(60)
    await b.forgetAccount('olly@example.com')
    expect(await a.retryAfterSeconds('olly@example.com', '10.0.0.3')).toBe(0)
    expect(await a.retryAfterSeconds('olly@example.com', '10.0.0.4')).toBe(0)
  })
})

/** A shared store that can be switched off, as Redis going down and coming back. */
class SwitchableStore implements LimiterStore {
  isUp = true
  readonly #store = new MemoryLimiterStore()
  #check() {
    if (!this.isUp) throw new Error('connection refused')
  }
  async read(keys: readonly string[]) {
    this.#check()
    return this.#store.read(keys)
  }
  async increment(keys: readonly string[], windowMs: number, group?: string) {
    this.#check()
    return this.#store.increment(keys, windowMs, group)
  }
  async delete(keys: readonly string[]) {
    this.#check()
    return this.#store.delete(keys)
  }
  async deleteGroup(group: string) {
    this.#check()
    return this.#store.deleteGroup(group)
  }
}

describe('rate limits when Redis fails', () => {
  const unreachable: Redis[] = []
  afterEach(() => {
    for (const redis of unreachable.splice(0)) redis.disconnect()
  })

  it('keep limiting logins in this process, warn once, and never throw', async () => {
    // Nothing listens on port 1: every command fails at once, as with Redis down.
    const redis = new Redis('redis://127.0.0.1:1', {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    })
    redis.on('error', () => {})
    unreachable.push(redis)
    const logger = { warn: vi.fn(), info: vi.fn() }
    const limiter = new LoginLimiter(limits, {
      store: new FallbackLimiterStore(new RedisLimiterStore(redis, prefix), logger),
    })
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await limiter.retryAfterSeconds('mia@example.com', '10.0.0.1')).toBe(0)
      await limiter.recordFailure('mia@example.com', '10.0.0.1')
    }
    expect(await limiter.retryAfterSeconds('mia@example.com', '10.0.0.1')).toBe(60)
    expect(logger.warn).toHaveBeenCalledTimes(1)
  })

  it('still count what this process saw during the outage once Redis is back', async () => {
    const shared = new SwitchableStore()
    const logger = { warn: vi.fn(), info: vi.fn() }
    const limiter = new LoginLimiter(limits, { store: new FallbackLimiterStore(shared, logger) })
    shared.isUp = false
    for (let attempt = 0; attempt < 3; attempt++) await limiter.recordFailure('mia@example.com', '10.0.0.1')
    shared.isUp = true
    expect(await limiter.retryAfterSeconds('mia@example.com', '10.0.0.1')).toBe(60)
    expect(logger.info).toHaveBeenCalledTimes(1)
  })
})
