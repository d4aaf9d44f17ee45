import type { Context } from 'hono'
import type { AppEnv } from '../http/app-env'
import { resolveAuth } from '../http/guards'
import { translate } from '../http/messages'
import { errorResponse } from '../http/respond'
import { createBroadcastingAuth, type ChannelGrant, type Publisher } from '../realtime/index'
import type { Auth } from '../services/accounts/authenticate-token'

const USER_CHANNEL = /^private-user\.(.+)$/
const MATCH_PRESENCE_CHANNEL = /^presence-match\.[0-9a-f-]{36}$/i

/**
 * Who may join which private or presence channel (realtime-protocol.md §9): a signed-in user (or a super admin
 * impersonating them) their own `private-user.{id}`; any signed-in user the audience of a match,
 * `presence-match.{id}`, as `user:{id}` with their name. Everything else is refused.
 */
export function authorizeChannel(auth: Auth | null, channel: string): ChannelGrant {
  if (!auth) return false
  const userChannel = USER_CHANNEL.exec(channel)
  if (userChannel) return userChannel[1] === auth.user.id
  if (MATCH_PRESENCE_CHANNEL.test(channel))
    return { user_id: `user:${auth.user.id}`, user_info: { name: auth.user.name } }
  return false
}

/** `POST /api/broadcasting/auth`, the endpoint pusher-js posts `socket_id` and `channel_name` to. */
export function broadcastingAuth(publisher: Pick<Publisher, 'authorizeChannel'>) {
  return createBroadcastingAuth<AppEnv, Auth>({
    publisher,
    authenticate: (c) => resolveAuth(c),
    authorize: authorizeChannel,
    deny: (c: Context<AppEnv>, reason) => {
      switch (reason) {
        case 'badRequest':
          return c.json({ message: translate('badRequest', c.var.language) }, 400)
        case 'unauthenticated':
          return errorResponse(c, 'auth.unauthenticated')
        case 'forbidden':
          return errorResponse(c, 'auth.forbidden')
        default:
          return reason satisfies never
      }
    },
  })
}
