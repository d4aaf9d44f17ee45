import { Hono, type Context, type Env } from 'hono'
import { channelType, isValidChannelName, isValidSocketId } from '@oche/pusher-server'
import type { PresenceMember, Publisher } from './publisher'

/** `true` grants a private channel; a presence channel needs the member the socket joins as. */
export type ChannelGrant = boolean | PresenceMember

export type BroadcastingAuthOptions<E extends Env, User> = {
  publisher: Pick<Publisher, 'authorizeChannel'>
  /** Who is asking: the login or board token behind the request, or `null`. */
  authenticate(c: Context<E>): Promise<User | null> | User | null
  /** The API's own rules (realtime-protocol.md §9). A refusal answers 401 without a user, else 403. */
  authorize(user: User | null, channel: string, c: Context<E>): Promise<ChannelGrant> | ChannelGrant
  /** Shapes refusals like the rest of the API; defaults to `{ error }`. */
  deny?(c: Context<E>, reason: 'badRequest' | 'unauthenticated' | 'forbidden'): Response | Promise<Response>
}

const STATUS = { badRequest: 400, unauthenticated: 401, forbidden: 403 } as const

/**
 * `POST /auth` (mounted under `/broadcasting`): pusher-js posts `socket_id` and `channel_name` (form-encoded; JSON is accepted too)
 * and gets `{ auth }`, or `{ auth, channel_data }` for presence channels.
 */
export function createBroadcastingAuth<E extends Env, User>(options: BroadcastingAuthOptions<E, User>) {
  const deny =
    options.deny ?? ((c: Context<E>, reason: keyof typeof STATUS) => c.json({ error: reason }, STATUS[reason]))
  return new Hono<E>().post('/auth', async (c) => {
    const body = await readBody(c)
    const socketId = body.socket_id
    const channel = body.channel_name
    const type = isValidChannelName(channel) ? channelType(channel) : undefined
    // Public channels need no signature; encrypted channels are not supported (realtime-protocol.md §3).
    if (!isValidSocketId(socketId) || !isValidChannelName(channel) || type === 'public') return deny(c, 'badRequest')
    const user = await options.authenticate(c)
    const grant = type === 'private-encrypted' ? false : await options.authorize(user, channel, c)
    if (grant === false) return deny(c, user === null ? 'unauthenticated' : 'forbidden')
    if (type === 'presence') {
      if (grant === true) throw new Error(`authorize() must return the presence member for ${channel}`)
      return c.json(options.publisher.authorizeChannel(socketId, channel, grant))
    }
    return c.json(options.publisher.authorizeChannel(socketId, channel))
  })
}

async function readBody(c: Context): Promise<Record<string, unknown>> {
  try {
    if ((c.req.header('Content-Type') ?? '').includes('application/json')) return await c.req.json()
    return await c.req.parseBody()
  } catch {
    return {}
  }
}
