import { describe, expect, it } from 'vitest'
import {
  currentPasswordParameters,
  hashPassword,
  needsRehash,
  passwordHashParameters,
  PRODUCTION_PASSWORD_PARAMETERS,
  verifyPassword,
} from './password'

describe('hashPassword', () => {
  it('verifies the password it hashed and nothing else', async () => {
    const hash = await hashPassword('treble-twenty')
    expect(await verifyPassword('treble-twenty', hash)).toBe(true)
    expect(await verifyPassword('treble-nineteen', hash)).toBe(false)
  })

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'))
  })

  it('refuses a stored hash it cannot read', async () => {
    expect(await verifyPassword('anything', 'bcrypt$whatever')).toBe(false)
    expect(await verifyPassword('anything', 'scrypt$x$8$1$c2FsdA$a2V5')).toBe(false)
  })

  it("hashes with OWASP's scrypt strength outside the test runner, and stores the parameters in the hash", async () => {
    expect(currentPasswordParameters({ NODE_ENV: 'production' })).toEqual({
      cost: 2 ** 15,
      blockSize: 8,
      parallelism: 3,
    })
    expect(currentPasswordParameters({})).toEqual(PRODUCTION_PASSWORD_PARAMETERS)
    const hash = await hashPassword('bullseye', currentPasswordParameters({ NODE_ENV: 'production' }))
    expect(hash).toMatch(/^scrypt\$32768\$8\$3\$[\w-]{22}\$[\w-]{86}$/)
    expect(passwordHashParameters(hash)).toEqual(PRODUCTION_PASSWORD_PARAMETERS)
    expect(await verifyPassword('bullseye', hash)).toBe(true)
    expect(needsRehash(hash, PRODUCTION_PASSWORD_PARAMETERS)).toBe(false)
  })

  it('asks for a new hash when the stored one is weaker than the current parameters, never when it is stronger', () => {
    const stored = (cost: number, blockSize: number, parallelism: number) =>
      `scrypt$${cost}$${blockSize}$${parallelism}$c2FsdHNhbHRzYWx0c2FsdA$a2V5`
    // What Oche stored before: N=2^15, r=8, p=1.
    expect(needsRehash(stored(2 ** 15, 8, 1), PRODUCTION_PASSWORD_PARAMETERS)).toBe(true)
    expect(needsRehash(stored(2 ** 14, 8, 3), PRODUCTION_PASSWORD_PARAMETERS)).toBe(true)
    expect(needsRehash(stored(2 ** 15, 8, 3), PRODUCTION_PASSWORD_PARAMETERS)).toBe(false)
    // OWASP's other choice, N=2^17 with p=1, is at least as strong.
    expect(needsRehash(stored(2 ** 17, 8, 1), PRODUCTION_PASSWORD_PARAMETERS)).toBe(false)
    expect(needsRehash('bcrypt$whatever', PRODUCTION_PASSWORD_PARAMETERS)).toBe(true)
  })
})
