import { z, type RouteConfig } from '@hono/zod-openapi'
import { realtimeChannelId } from '@oche/api'
import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import type { Database } from '../db/database'
import { tournaments } from '../db/schema/index'
import type { AppEnv } from '../http/app-env'
import { translate } from '../http/messages'
import { errorResponses, jsonResponse } from '../http/openapi'
import { errorResponse } from '../http/respond'
import { resolveViewer } from '../http/viewer'
import { createBroadcastingAuth, type ChannelGrant, type Publisher } from '../realtime/index'
import { channelUuid } from '../services/visibility/channel-names'
import { canSeeMatch, canSeeTournament, type Viewer } from '../services/visibility/visibility'

/** Who asks for a channel: the viewer of the visibility rule, with the signed-in user's name for presence. */
export type ChannelCaller = Viewer & { userName: string | null }

/**
 * Who may join which private or presence channel (realtime-protocol.md §9), by the same rule as the API
 * (`canSeeTournament`, `canSeeMatch`):
 * - `private-user.{id}`: that signed-in user (or a super admin impersonating them);
 * - `private-tournament.{id}`: whoever may see the private tournament (its organisers and players, the tablets of
 *   its event);
 * - `private-match.{id}`: whoever may see the match (the same, for a private tournament's game);
 * - `presence-match.{id}`: a signed-in user who may see the match, as `user:{id}` with their name.
 * Everything else is refused.
 */
export async function authorizeChannel(
  db: Database,
  caller: ChannelCaller | null,
  channel: string,
): Promise<ChannelGrant> {
  if (!caller) return false
  const userId = realtimeChannelId('user', channel)
  if (userId !== null) return caller.userId !== null && userId === caller.userId
  const tournamentId = channelUuid('privateTournament', channel)
  if (tournamentId) {
    const [row] = await db.select().from(tournaments).where(eq(tournaments.id, tournamentId))
    return row ? canSeeTournament(db, caller, row) : false
  }
  const matchId = channelUuid('privateMatch', channel)
  if (matchId) return canSeeMatch(db, caller, matchId)
  const watchedId = channelUuid('matchPresence', channel)
  if (watchedId) {
    if (caller.userId === null || !(await canSeeMatch(db, caller, watchedId))) return false
    return { user_id: `user:${caller.userId}`, user_info: { name: caller.userName ?? '' } }
  }
  return false
}

async function resolveCaller(c: Context<AppEnv>): Promise<ChannelCaller | null> {
  const viewer = await resolveViewer(c)
  if (viewer.userId === null && !viewer.boardEventId) return null
  return { ...viewer, userName: c.get('auth')?.user.name ?? null }
}

/**
 * `POST /api/broadcasting/auth`, the endpoint pusher-js posts `socket_id` and `channel_name` to. Browsers send
 * their login token, board tablets their board token.
 */
export function broadcastingAuth(publisher: Pick<Publisher, 'authorizeChannel'>) {
  return createBroadcastingAuth<AppEnv, ChannelCaller>({
    publisher,
    authenticate: (c) => resolveCaller(c),
    authorize: (caller, channel, c) => authorizeChannel(c.get('db'), caller, channel),
    deny: (c: Context<AppEnv>, reason) => {
      switch (reason) {
        case 'badRequest':
          return c.json({ message: translate('badRequest', c.get('language')) }, 400)
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

/**
 * `POST /api/broadcasting/auth` in the OpenAPI document. The route itself takes pusher-js's form body, so it is a
 * plain Hono handler; this describes it for clients generated from the document.
 */
export const broadcastingAuthDocument: RouteConfig = {
  operationId: 'authorizeRealtimeChannel',
  method: 'post',
  path: '/broadcasting/auth',
  tags: ['realtime'],
  summary: 'Sign a subscription to a private or presence channel (who may see it, by the API’s own rule)',
  description:
    'pusher-js posts here before it joins `private-user.{id}`, `private-tournament.{id}`, `private-match.{id}` or ' +
    '`presence-match.{id}`. Browsers send their login token, board tablets their board token.',
  // Either token: a browser's login token or a board tablet's board token.
  security: [{ bearer: [] }, { boardToken: [] }],
  request: {
    body: {
      required: true,
      content: {
        'application/x-www-form-urlencoded': {
          schema: z.object({
            socket_id: z.string().openapi({ example: '1234.5678' }),
            channel_name: z.string().openapi({ example: 'private-user.5b1c…' }),
          }),
        },
      },
    },
  },
  responses: {
    200: jsonResponse(
      'The signature the realtime server checks; presence channels also get the member’s `channel_data`.',
      z.object({ auth: z.string(), channel_data: z.string().optional() }),
    ),
    400: { description: 'No `socket_id` or `channel_name`, or one that is not well formed.' },
    ...errorResponses(401, 403),
  },
}
