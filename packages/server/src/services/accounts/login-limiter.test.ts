import { describe, expect, it } from 'vitest'
import { defaultLoginLimits, LoginLimiter } from './login-limiter'

const limits = { maxFailuresPerAccountAndIp: 2, maxFailuresPerAccount: 4, maxFailuresPerIp: 3, windowMs: 60_000 }

describe('LoginLimiter', () => {
  it('lets an address try an account again once its window has passed', () => {
    let now = 0
    const limiter = new LoginLimiter(limits, () => now)
    limiter.recordFailure('mia@example.com', 'a')
    limiter.recordFailure('mia@example.com', 'a')
    now = 15_000
    expect(limiter.retryAfterSeconds('mia@example.com', 'a')).toBe(45)
    now = 60_000
    expect(limiter.retryAfterSeconds('mia@example.com', 'a')).toBe(0)
  })

  it("locks one address out of an account, not the owner's, until the account's ceiling", () => {
    const limiter = new LoginLimiter(limits, () => 0)
    limiter.recordFailure('mia@example.com', 'attacker')
    limiter.recordFailure('mia@example.com', 'attacker')
    expect(limiter.retryAfterSeconds('mia@example.com', 'attacker')).toBe(60)
    expect(limiter.retryAfterSeconds('mia@example.com', 'home')).toBe(0)
    limiter.recordFailure('mia@example.com', 'second-attacker')
    limiter.recordFailure('mia@example.com', 'third-attacker')
    expect(limiter.retryAfterSeconds('mia@example.com', 'home')).toBe(60)
  })

  it('clears the count of this address on the account on a success, not the address or account counts', () => {
    const limiter = new LoginLimiter(limits, () => 0)
    for (const email of ['a@x.test', 'b@x.test', 'mia@example.com']) limiter.recordFailure(email, 'venue')
    limiter.recordFailure('mia@example.com', 'home')
    limiter.recordSuccess('mia@example.com', 'home')
    expect(limiter.retryAfterSeconds('mia@example.com', 'home')).toBe(0)
    expect(limiter.retryAfterSeconds('mia@example.com', 'venue')).toBe(60)
  })

  it('forgets every count on an account whose owner reset the password', () => {
    const limiter = new LoginLimiter(limits, () => 0)
    for (const ip of ['a', 'a', 'b', 'c']) limiter.recordFailure('mia@example.com', ip)
    expect(limiter.retryAfterSeconds('mia@example.com', 'home')).toBe(60)
    limiter.forgetAccount('mia@example.com')
    expect(limiter.retryAfterSeconds('mia@example.com', 'home')).toBe(0)
    expect(limiter.retryAfterSeconds('mia@example.com', 'a')).toBe(0)
  })

  it('by default locks an address out of an account long before the account locks for everyone', () => {
    const { maxFailuresPerAccountAndIp = Infinity, maxFailuresPerAccount } = defaultLoginLimits
    expect(maxFailuresPerAccountAndIp).toBe(10)
    expect(maxFailuresPerAccount).toBe(100)
  })
})
