import { Redis } from 'ioredis'
import type { Logger } from 'pino'
import { MemoryLimiterStore, type CounterWindow, type LimiterStore } from './login-limiter'

// One counter, atomically: the first attempt opens the window (a key left without one, which a crash between two
// commands could leave elsewhere, gets one too). Single-key scripts, so a Redis Cluster would take them as well.
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`

/** Every key of the rate limits starts with this, apart from the realtime server's `oche:rt:`. */
export const LIMITER_KEY_PREFIX = 'oche:limit:'

/**
 * The counters in Redis, shared by every API process on the same `REDIS_URL`: each one a key that expires when its
 * window closes (INCR, and PEXPIRE on the first attempt, in one Lua script). A group is a set of its counters' keys
 * that lives as long as the longest of them.
 */
export class RedisLimiterStore implements LimiterStore {
  readonly #redis: Redis
  readonly #prefix: string

  constructor(redis: Redis, prefix = LIMITER_KEY_PREFIX) {
    this.#redis = redis
    this.#prefix = prefix
  }

  async read(keys: readonly string[]): Promise<(CounterWindow | undefined)[]> {
    const pipeline = this.#redis.pipeline()
    for (const key of keys) pipeline.get(this.#prefix + key).pttl(this.#prefix + key)
    const replies = unwrap(await pipeline.exec())
    return keys.map((_, index) => {
      const count = replies[index * 2]
      const msLeft = Number(replies[index * 2 + 1])
      return count === null || count === undefined ? undefined : { count: Number(count), msLeft: Math.max(0, msLeft) }
    })
  }

  async increment(keys: readonly string[], windowMs: number, group?: string): Promise<void> {
    const pipeline = this.#redis.pipeline()
    for (const key of keys) pipeline.eval(INCREMENT, 1, this.#prefix + key, windowMs)
    if (group !== undefined) {
      const groupKey = this.#prefix + group
      pipeline.sadd(groupKey, ...keys.map((key) => this.#prefix + key)).pexpire(groupKey, windowMs)
    }
    unwrap(await pipeline.exec())
  }

  async delete(keys: readonly string[]): Promise<void> {
    if (keys.length > 0) await this.#redis.del(...keys.map((key) => this.#prefix + key))
  }

  async deleteGroup(group: string): Promise<void> {
    const groupKey = this.#prefix + group
    const members = await this.#redis.smembers(groupKey)
    await this.#redis.del(groupKey, ...members)
  }
}

function unwrap(results: [Error | null, unknown][] | null): unknown[] {
  if (!results) throw new Error('the Redis pipeline was discarded')
  return results.map(([error, value]) => {
    if (error) throw error
    return value
  })
}

/**
 * Redis first, this process's memory always: every count goes to both, and a check takes the higher of the two.
 * When Redis fails (down, unreachable, slower than its command timeout) the limits hold per process, as on one
 * machine, and the failure is logged once per outage: a login is never refused, nor let through unlimited,
 * because Redis is away (ADR 021). The memory side also keeps what was counted during an outage once Redis is back.
 */
export class FallbackLimiterStore implements LimiterStore {
  readonly #shared: LimiterStore
  readonly #local: LimiterStore
  readonly #logger: Pick<Logger, 'warn' | 'info'>
  #isDown = false

  constructor(
    shared: LimiterStore,
    logger: Pick<Logger, 'warn' | 'info'>,
    local: LimiterStore = new MemoryLimiterStore(),
  ) {
    this.#shared = shared
    this.#local = local
    this.#logger = logger
  }

  async read(keys: readonly string[]): Promise<(CounterWindow | undefined)[]> {
    const local = await this.#local.read(keys)
    const shared = await this.#try(() => this.#shared.read(keys))
    if (!shared) return local
    return keys.map((_, index) => higher(shared[index], local[index]))
  }

  async increment(keys: readonly string[], windowMs: number, group?: string): Promise<void> {
    await this.#local.increment(keys, windowMs, group)
    await this.#try(() => this.#shared.increment(keys, windowMs, group))
  }

  async delete(keys: readonly string[]): Promise<void> {
    await this.#local.delete(keys)
    await this.#try(() => this.#shared.delete(keys))
  }

  async deleteGroup(group: string): Promise<void> {
    await this.#local.deleteGroup(group)
    await this.#try(() => this.#shared.deleteGroup(group))
  }

  async #try<T>(run: () => Promise<T>): Promise<T | undefined> {
    try {
      const result = await run()
      if (this.#isDown) {
        this.#isDown = false
        this.#logger.info('Redis answers again: rate limits are shared between the API processes again')
      }
      return result
    } catch (error) {
      if (!this.#isDown) {
        this.#isDown = true
        this.#logger.warn(
          { err: error },
          'Redis failed: rate limits count in this process only until it answers again (login stays limited)',
        )
      }
      return undefined
    }
  }
}

function higher(a: CounterWindow | undefined, b: CounterWindow | undefined): CounterWindow | undefined {
  if (!a || !b) return a ?? b
  if (a.count !== b.count) return a.count > b.count ? a : b
  return a.msLeft >= b.msLeft ? a : b
}

/** How long a limiter command may take before the process counts on its own memory instead. */
const COMMAND_TIMEOUT_MS = 500
const CONNECT_WAIT_MS = 2_000

/** The shared store to pass to `createApp({ limiterStore })`, and `close` for the Redis connection at shutdown. */
export type RedisLimiterStoreHandle = { store: LimiterStore; close: () => Promise<void> }

/**
 * The shared store of the rate limits on `REDIS_URL`, with the memory fallback. Commands fail at once while the
 * connection is down (no offline queue) and after 500 ms when Redis hangs, so a login never waits on Redis; the
 * client reconnects by itself. Waits up to 2 s for the first connection, then starts anyway (with a warning).
 */
export async function createRedisLimiterStore(
  url: string,
  logger: Pick<Logger, 'warn' | 'info'>,
  options: { prefix?: string } = {},
): Promise<RedisLimiterStoreHandle> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    connectionName: 'oche-limits',
  })
  // The fallback store logs the outage once; the client's own errors (one per reconnect attempt) are not repeated.
  redis.on('error', () => {})
  const store = new FallbackLimiterStore(new RedisLimiterStore(redis, options.prefix), logger)
  const isReady = await new Promise<boolean>((resolve) => {
    if (redis.status === 'ready') return resolve(true)
    const timer = setTimeout(() => resolve(false), CONNECT_WAIT_MS)
    redis.once('ready', () => {
      clearTimeout(timer)
      resolve(true)
    })
  })
  if (!isReady) logger.warn('Redis does not answer yet: rate limits count per process until it does')
  return {
    store,
    close: async () => {
      try {
        await redis.quit()
      } catch {
        redis.disconnect()
      }
    },
  }
}
