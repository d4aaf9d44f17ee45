import { createHmac, timingSafeEqual } from 'node:crypto'

/** `email-change-undo` is the link the old address gets once the e-mail changed: it moves the account back. */
export type SignedChangePurpose = 'name-change' | 'email-change' | 'email-change-undo'

/**
 * What a confirmation link carries: whose account, the new value, and the value it replaces. A link only
 * applies while the account still holds `from`, so it works once and an older link cannot undo a newer change.
 */
export type SignedChange = { userId: string; value: string; from: string; expiresAt: Date }

type Payload = { u: string; v: string; f: string; e: number }

function mac(secret: string, purpose: SignedChangePurpose, body: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}.${body}`).digest()
}

/** `<payload>.<HMAC-SHA256 of purpose and payload>`, both base64url: no row in the database. */
export function signChange(secret: string, purpose: SignedChangePurpose, change: SignedChange): string {
  const payload: Payload = {
    u: change.userId,
    v: change.value,
    f: change.from,
    e: Math.floor(change.expiresAt.getTime() / 1000),
  }
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url')
  return `${body}.${mac(secret, purpose, body).toString('base64url')}`
}

/** The change a link signed for `purpose` carries, or `null` when it was altered, is for another purpose, or expired. */
export function verifyChange(
  secret: string,
  purpose: SignedChangePurpose,
  token: string,
  now: Date = new Date(),
): SignedChange | null {
  const [body, signature, ...rest] = token.split('.')
  if (!body || !signature || rest.length > 0) return null
  const expected = mac(secret, purpose, body)
  const actual = Buffer.from(signature, 'base64url')
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null
  let payload: Partial<Payload>
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<Payload>
  } catch {
    return null
  }
  const { u, v, f, e } = payload
  if (typeof u !== 'string' || typeof v !== 'string' || typeof f !== 'string' || typeof e !== 'number') return null
  if (e * 1000 <= now.getTime()) return null
  return { userId: u, value: v, from: f, expiresAt: new Date(e * 1000) }
}
