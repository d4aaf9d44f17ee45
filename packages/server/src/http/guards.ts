import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { authenticateToken, type Auth } from '../services/accounts/authenticate-token'
import { authenticateBoardDevice, type BoardDeviceAuth } from '../services/events/authenticate-board-device'
import type { AppEnv, AppVariables, AuthenticatedEnv } from './app-env'
import { notFound } from './errors'
import { errorResponse } from './respond'

const BEARER = /^Bearer\s+(\S+)\s*$/i

/** Looks the bearer token up once per request. The client sends the impersonation token instead of its own when it has one. */
export async function resolveAuth(c: Context<AppEnv>): Promise<Auth | null> {
  const known = c.get('auth')
  if (known !== undefined) return known
  const token = BEARER.exec(c.req.header('Authorization') ?? '')?.[1]
  const result = token ? await authenticateToken(c.get('db'), { token }) : null
  const auth = result?.ok ? result.value : null
  c.set('auth', auth)
  return auth
}

/** Anyone may call the route, signed in or not. */
export function anyone() {
  return createMiddleware<AppEnv>(async (_c, next) => {
    await next()
  })
}

/**
 * Only a client on the machine running Oche (`fromLocalMachine`, spec §7 test mode: a loopback host). To
 * anyone else the route answers 404, as if it did not exist.
 */
export function localMachineOnly() {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!c.get('fromLocalMachine')) return notFound(c)
    await next()
  })
}

/** Only visitors who are not signed in (spec §6 "anonymous": login and register). */
export function guestOnly() {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (await resolveAuth(c)) return errorResponse(c, 'auth.alreadyAuthenticated')
    await next()
  })
}

// These guards promise `auth` to the routes after them: until they ran, it is still AppEnv's.
function beforeGuard(c: Context<AuthenticatedEnv>): Context<AppEnv> {
  return c as unknown as Context<AppEnv>
}

/** A signed-in user (spec §6 "auth"), possibly impersonated. */
export function requireUser() {
  return createMiddleware<AuthenticatedEnv>(async (authenticated, next) => {
    const c = beforeGuard(authenticated)
    if (!(await resolveAuth(c))) return errorResponse(c, 'auth.unauthenticated')
    await next()
  })
}

/** A signed-in super admin acting as themselves (spec §6 "superadmin"). */
export function requireSuperAdmin() {
  return createMiddleware<AuthenticatedEnv>(async (authenticated, next) => {
    const c = beforeGuard(authenticated)
    const auth = await resolveAuth(c)
    if (!auth) return errorResponse(c, 'auth.unauthenticated')
    if (!auth.user.isSuperAdmin) return errorResponse(c, 'auth.forbidden')
    await next()
  })
}

/**
 * A signed-in user acting as themselves: changing the password, e-mail or name, or deleting the account is
 * for the account's owner, not for a super admin impersonating them (403).
 */
export function requireUserInPerson() {
  return createMiddleware<AuthenticatedEnv>(async (authenticated, next) => {
    const c = beforeGuard(authenticated)
    const auth = await resolveAuth(c)
    if (!auth) return errorResponse(c, 'auth.unauthenticated')
    if (auth.kind === 'impersonation') return errorResponse(c, 'auth.impersonating')
    await next()
  })
}

/** A route behind `requireBoardDevice`: the tablet's board and event are on the context. */
export type BoardEnv = { Variables: AppVariables & { boardDevice: BoardDeviceAuth } }

/**
 * A tablet logged in to a board (spec §6 "board-auth"): a board token from /tablet/login, never a user's token (and
 * a board token opens no user route: `authenticateToken` never finds it).
 */
export function requireBoardDevice() {
  return createMiddleware<BoardEnv>(async (c, next) => {
    const token = BEARER.exec(c.req.header('Authorization') ?? '')?.[1]
    const result = token ? await authenticateBoardDevice(c.get('db'), { token }) : null
    if (!result?.ok) return errorResponse(c as unknown as Context<AppEnv>, 'auth.unauthenticated')
    c.set('boardDevice', result.value)
    await next()
  })
}
