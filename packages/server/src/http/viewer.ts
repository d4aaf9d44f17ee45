import type { Context } from 'hono'
import { authenticateBoardDevice } from '../services/events/authenticate-board-device'
import type { Viewer } from '../services/visibility/visibility'
import type { AppEnv } from './app-env'
import { resolveAuth } from './guards'

const BEARER = /^Bearer\s+(\S+)\s*$/i

/**
 * Who is asking, for the visibility rule: the signed-in user, else a board's tablet (its board token), else nobody.
 * A board token opens no user route: it only lets the tablet see the games of its own event.
 */
export async function resolveViewer(c: Context<AppEnv>): Promise<Viewer> {
  const auth = await resolveAuth(c)
  if (auth) return { userId: auth.user.id }
  const token = BEARER.exec(c.req.header('Authorization') ?? '')?.[1]
  if (!token) return { userId: null }
  const device = await authenticateBoardDevice(c.get('db'), { token })
  return device.ok && device.value.kind === 'event'
    ? { userId: null, boardEventId: device.value.event.id }
    : { userId: null }
}
