import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

export function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex')
}

export function md5Hex(body: Uint8Array | string): string {
  return createHash('md5').update(body).digest('hex')
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

export type ChannelAuthInput = { key: string; secret: string; socketId: string; channel: string; channelData?: string }

/** `key:HMAC(secret, socket_id:channel[:channel_data])`, checked against the exact `channel_data` string received. */
export function isValidChannelAuth(auth: unknown, input: ChannelAuthInput): boolean {
  if (typeof auth !== 'string') return false
  const colon = auth.indexOf(':')
  if (colon < 0 || auth.slice(0, colon) !== input.key) return false
  const signed =
    input.channelData === undefined
      ? `${input.socketId}:${input.channel}`
      : `${input.socketId}:${input.channel}:${input.channelData}`
  return safeEqual(auth.slice(colon + 1), hmacHex(input.secret, signed))
}

export type SignedRequest = {
  method: string
  path: string
  /** The raw query string, without the leading `?`. */
  query: string
  body: Uint8Array
}

export type SignatureCheck = { ok: true; params: Map<string, string> } | { ok: false; error: string }

const MAX_CLOCK_SKEW_SECONDS = 600

/** Pusher's HTTP API signing (realtime-protocol.md §5): decoded, lower-cased, sorted params; values not re-encoded. */
export function checkRequestSignature(
  request: SignedRequest,
  app: { key: string; secret: string },
  nowSeconds = Date.now() / 1000,
): SignatureCheck {
  const params = new Map<string, string>()
  for (const pair of request.query.split('&')) {
    if (!pair) continue
    const equals = pair.indexOf('=')
    const rawKey = equals < 0 ? pair : pair.slice(0, equals)
    const rawValue = equals < 0 ? '' : pair.slice(equals + 1)
    try {
      params.set(decodeURIComponent(rawKey).toLowerCase(), decodeURIComponent(rawValue))
    } catch {
      return { ok: false, error: 'Malformed query string' }
    }
  }
  const signature = params.get('auth_signature')
  if (!signature) return { ok: false, error: 'Missing auth_signature' }
  if (params.get('auth_key') !== app.key) return { ok: false, error: 'Unknown auth_key' }
  if (params.get('auth_version') !== '1.0') return { ok: false, error: 'auth_version must be 1.0' }
  const timestamp = Number(params.get('auth_timestamp'))
  if (!Number.isFinite(timestamp) || Math.abs(nowSeconds - timestamp) > MAX_CLOCK_SKEW_SECONDS)
    return { ok: false, error: 'Timestamp expired: check the clock' }
  const bodyMd5 = params.get('body_md5')
  if ((request.body.length > 0 || bodyMd5 !== undefined) && bodyMd5 !== md5Hex(request.body))
    return { ok: false, error: 'body_md5 does not match the body' }
  const signed = [...params.keys()]
    .filter((key) => key !== 'auth_signature')
    .sort()
    .map((key) => `${key}=${params.get(key)}`)
    .join('&')
  const expected = hmacHex(app.secret, `${request.method}\n${request.path}\n${signed}`)
  if (!safeEqual(signature, expected)) return { ok: false, error: 'Invalid signature' }
  return { ok: true, params }
}
