import { describe, expect, it } from 'vitest'
import { LoginLimiter } from './login-limiter'

const limits = { maxFailuresPerAccount: 2, maxFailuresPerIp: 3, windowMs: 60_000 }

describe('LoginLimiter', () => {
  it('lets an account try again once its window has passed', () => {
    let now = 0
    const limiter = new LoginLimiter(limits, () => now)
    limiter.recordFailure('mia@example.com', 'a')
    limiter.recordFailure('mia@example.com', 'b')
    now = 15_000
    expect(limiter.retryAfterSeconds('mia@example.com', 'c')).toBe(45)
    now = 60_000
    expect(limiter.retryAfterSeconds('mia@example.com', 'c')).toBe(0)
  })

  it('clears the account count, not the IP count, on a successful login', () => {
    const limiter = new LoginLimiter(limits, () => 0)
    for (const email of ['a@x.test', 'b@x.test', 'mia@example.com']) limiter.recordFailure(email, 'venue')
    limiter.recordSuccess('mia@example.com')
    expect(limiter.retryAfterSeconds('mia@example.com', 'home')).toBe(0)
    expect(limiter.retryAfterSeconds('mia@example.com', 'venue')).toBe(60)
  })
})
