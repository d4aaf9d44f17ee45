import { describe, expect, it } from 'vitest'
import { signChange, verifyChange } from './signed-links'

const secret = 'a-test-secret-that-is-at-least-32-characters'
const change = {
  userId: '0b5d8a52-6a1e-4d8b-9a5e-2f0c6a1d7e01',
  value: 'Mia Max',
  from: 'Mia',
  expiresAt: new Date('2030-01-01T00:00:00Z'),
}

describe('signChange', () => {
  it('round-trips through verifyChange', () => {
    const token = signChange(secret, 'name-change', change)
    expect(verifyChange(secret, 'name-change', token, new Date('2029-12-31T00:00:00Z'))).toEqual(change)
  })

  it('refuses an expired link', () => {
    const token = signChange(secret, 'name-change', change)
    expect(verifyChange(secret, 'name-change', token, new Date('2030-01-01T00:00:00Z'))).toBeNull()
  })

  it('refuses a link signed for the other purpose', () => {
    const token = signChange(secret, 'name-change', change)
    expect(verifyChange(secret, 'email-change', token, new Date('2029-01-01T00:00:00Z'))).toBeNull()
  })

  it('refuses a link signed with another secret', () => {
    const token = signChange(`${secret}-other`, 'name-change', change)
    expect(verifyChange(secret, 'name-change', token, new Date('2029-01-01T00:00:00Z'))).toBeNull()
  })

  it('refuses a payload changed after signing', () => {
    const [, signature] = signChange(secret, 'name-change', change).split('.')
    const forged = Buffer.from(JSON.stringify({ u: change.userId, v: 'Mallory', f: 'Mia', e: 1893456000 })).toString(
      'base64url',
    )
    expect(verifyChange(secret, 'name-change', `${forged}.${signature}`, new Date('2029-01-01T00:00:00Z'))).toBeNull()
  })

  it.each(['', 'no-dot', 'a.b.c', '.', 'e30.'])('refuses the malformed token %j', (token) => {
    expect(verifyChange(secret, 'name-change', token)).toBeNull()
  })
})
