import { describe, expect, it } from 'vitest'
import { defaultLoginLimits, LoginLimiter, MemoryLimiterStore } from './login-limiter'

const limits = { maxFailuresPerAccountAndIp: 2, maxFailuresPerAccount: 4, maxFailuresPerIp: 3, windowMs: 60_000 }

/** A limiter over this process's memory with a clock the test moves. */
function limiterAt(now: () => number) {
  return new LoginLimiter(limits, { store: new MemoryLimiterStore(now) })
}

describe('LoginLimiter', () => {
  it('lets an address try an account again once its window has passed', async () => {
    let now = 0
    const limiter = limiterAt(() => now)
    await limiter.recordFailure('mia@example.com', 'a')
    await limiter.recordFailure('mia@example.com', 'a')
    now = 15_000
    expect(await limiter.retryAfterSeconds('mia@example.com', 'a')).toBe(45)
    now = 60_000
    expect(await limiter.retryAfterSeconds('mia@example.com', 'a')).toBe(0)
  })

  it("locks one address out of an account, not the owner's, until the account's ceiling", async () => {
    const limiter = limiterAt(() => 0)
    await limiter.recordFailure('mia@example.com', 'attacker')
    await limiter.recordFailure('mia@example.com', 'attacker')
    expect(await limiter.retryAfterSeconds('mia@example.com', 'attacker')).toBe(60)
    expect(await limiter.retryAfterSeconds('mia@example.com', 'home')).toBe(0)
    await limiter.recordFailure('mia@example.com', 'second-attacker')
    await limiter.recordFailure('mia@example.com', 'third-attacker')
    expect(await limiter.retryAfterSeconds('mia@example.com', 'home')).toBe(60)
  })

  it('clears the count of this address on the account on a success, not the address or account counts', async () => {
    const limiter = limiterAt(() => 0)
    for (const email of ['a@x.test', 'b@x.test', 'mia@example.com']) await limiter.recordFailure(email, 'venue')
    await limiter.recordFailure('mia@example.com', 'home')
    await limiter.recordSuccess('mia@example.com', 'home')
    expect(await limiter.retryAfterSeconds('mia@example.com', 'home')).toBe(0)
    expect(await limiter.retryAfterSeconds('mia@example.com', 'venue')).toBe(60)
  })

  it('forgets every count on an account whose owner reset the password', async () => {
    const limiter = limiterAt(() => 0)
    for (const ip of ['a', 'a', 'b', 'c']) await limiter.recordFailure('mia@example.com', ip)
    expect(await limiter.retryAfterSeconds('mia@example.com', 'home')).toBe(60)
    await limiter.forgetAccount('mia@example.com')
    expect(await limiter.retryAfterSeconds('mia@example.com', 'home')).toBe(0)
    expect(await limiter.retryAfterSeconds('mia@example.com', 'a')).toBe(0)
  })

  it('keeps the counts of limiters sharing one store apart by their names', async () => {
    const store = new MemoryLimiterStore(() => 0)
    const logins = new LoginLimiter(limits, { store, name: 'login' })
    const mail = new LoginLimiter(limits, { store, name: 'mail' })
    for (const ip of ['a', 'b', 'c', 'd']) await logins.recordFailure('mia@example.com', ip)
    expect(await logins.retryAfterSeconds('mia@example.com', 'home')).toBe(60)
    expect(await mail.retryAfterSeconds('mia@example.com', 'home')).toBe(0)
  })

  it('by default locks an address out of an account long before the account locks for everyone', () => {
    const { maxFailuresPerAccountAndIp = Infinity, maxFailuresPerAccount } = defaultLoginLimits
    expect(maxFailuresPerAccountAndIp).toBe(10)
    expect(maxFailuresPerAccount).toBe(100)
  })
})
