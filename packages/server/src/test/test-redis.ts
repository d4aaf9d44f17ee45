import { randomBytes } from 'node:crypto'
import { connect } from 'node:net'
import { Redis } from 'ioredis'

/** The Redis the tests share: OCHE_TEST_REDIS_URL, or the machine's own. */
export const TEST_REDIS_URL = process.env.OCHE_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

/** Whether Redis answers at `TEST_REDIS_URL`; when not, warns that the tests named by `purpose` did not run. */
export async function isTestRedisReachable(purpose: string): Promise<boolean> {
  const { hostname, port } = new URL(TEST_REDIS_URL)
  const isReachable = await new Promise<boolean>((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) })
    socket.setTimeout(500)
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => {
      socket.destroy()
      resolve(false)
    })
  })
  if (!isReachable) console.warn(`\n*** Redis not reachable at ${TEST_REDIS_URL}: ${purpose} did NOT run ***\n`)
  return isReachable
}

/** A key prefix of its own for one test file's run, so runs never see each other's counters. */
export function testKeyPrefix(): string {
  return `oche:test:${randomBytes(6).toString('hex')}:`
}

/** Deletes every key under `prefix`. */
export async function deleteTestKeys(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL)
  try {
    const keys = await redis.keys(`${prefix}*`)
    if (keys.length > 0) await redis.del(...keys)
  } finally {
    await redis.quit()
  }
}
