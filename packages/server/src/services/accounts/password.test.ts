import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from './password'

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
  })
})
