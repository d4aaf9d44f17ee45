import { http, HttpResponse } from 'msw'
import {
  AdminUserListQuerySchema,
  AdminUserParamsSchema,
  AuditLogQuerySchema,
  recentlyActiveDays,
  UpdateAdminUserInputSchema,
  type AdminUser,
  type AdminUserSort,
  type AuditLogAction,
  type AuditLogEntry,
  type User,
} from '@oche/api'
import { adminUserFixtureNow, adminUserFixtures, auditLogFixtures } from './admin-user-fixtures'
import {
  callerOf,
  fail,
  fieldErrors,
  forbidden,
  invalid,
  invalidField,
  noContent,
  parseBody,
  unauthenticated,
} from './mock-http'
import type { MockResets } from './mock-state'

export type AdminUserHandlerOptions = {
  /** The accounts the mocks start with; `adminUserFixtures` by default. Each call gets its own copy. */
  users?: AdminUser[]
  /** The audit log they start with, newest first; `auditLogFixtures` by default. */
  auditLog?: AuditLogEntry[]
  /** When "now" is, for `recently_active`, blocks and new entries; `adminUserFixtureNow` by default. */
  now?: string
  /** Where the store registers how it goes back to its first accounts (`resetMockState`); the default handlers' only. */
  resets?: MockResets
}

const DAY_MS = 24 * 60 * 60_000

function sortKey(user: AdminUser, sort: AdminUserSort): string | null {
  switch (sort) {
    case 'name':
      return user.name.toLowerCase()
    case 'email':
      return user.email
    case 'created':
      return user.created_at
    case 'last_active':
      return user.last_active_at
    default:
      return sort satisfies never
  }
}

/** `?a=1&b=2` as the object the query schemas parse. */
const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams)

/**
 * Handlers for `/admin/users…` and `/admin/audit-log` that answer as the server does: 401 without a token, 403 to
 * anyone but the super admin (`mockTokens.superAdmin`; an impersonation is never one), 422 with the server's texts
 * (an address another account uses, the admin's own flag, blocking or deleting themselves), 404 for an unknown
 * account. Search, filters, sorting and pages work on the accounts in memory, and every change joins the audit log.
 */
export function createAdminUserHandlers(options: AdminUserHandlerOptions = {}) {
  const accounts = new Map<string, AdminUser>()
  const entries: AuditLogEntry[] = []
  const fill = () => {
    accounts.clear()
    for (const user of options.users ?? adminUserFixtures) accounts.set(user.id, structuredClone(user))
    entries.splice(0, entries.length, ...structuredClone(options.auditLog ?? auditLogFixtures))
  }
  fill()
  options.resets?.add(fill)
  const now = options.now ?? adminUserFixtureNow

  /** The super admin calling, or the answer the server gives instead. */
  const admin = (request: Request): { caller: User } | { response: Response } => {
    const caller = callerOf(request)
    if (!caller) return { response: unauthenticated(request) }
    if (!caller.is_super_admin) return { response: forbidden(request) }
    return { caller }
  }
  /** The account of the path, or the 422 / 404 the server answers. */
  const account = (request: Request, params: unknown): { user: AdminUser } | { response: Response } => {
    const parsed = AdminUserParamsSchema.safeParse(params)
    if (!parsed.success) return { response: invalid(request, fieldErrors(parsed.error.issues)) }
    const user = accounts.get(parsed.data.userId)
    return user ? { user } : { response: fail(request, 404, 'adminUser.notFound') }
  }
  const audit = (
    caller: User,
    user: AdminUser,
    action: AuditLogAction,
    change: Pick<AuditLogEntry, 'before' | 'after'> = { before: null, after: null },
  ) => {
    const actor = { id: caller.id, name: caller.name }
    entries.unshift({
      id: crypto.randomUUID(),
      action,
      actor,
      acting_as: actor,
      target: { id: user.id, name: user.name },
      at: now,
      ...change,
    })
  }
  /** The calling admin and the account of the path, or the answer. */
  const adminAndAccount = (request: Request, params: unknown) => {
    const called = admin(request)
    if ('response' in called) return called
    const found = account(request, params)
    if ('response' in found) return found
    return { caller: called.caller, user: found.user }
  }

  return [
    http.get('*/api/admin/users', ({ request }) => {
      const called = admin(request)
      if ('response' in called) return called.response
      const parsed = AdminUserListQuerySchema.safeParse(queryOf(request))
      if (!parsed.success) return invalid(request, fieldErrors(parsed.error.issues))
      const query = parsed.data
      const term = query.search?.toLowerCase()
      const since = new Date(new Date(now).getTime() - recentlyActiveDays * DAY_MS).toISOString()
      const kept = [...accounts.values()].filter(
        (user) =>
          (!term || user.name.toLowerCase().includes(term) || user.email.includes(term)) &&
          (query.filter === undefined ||
            (query.filter === 'super_admins' && user.is_super_admin) ||
            (query.filter === 'blocked' && user.blocked) ||
            (query.filter === 'unconfirmed' && !user.email_verified) ||
            (query.filter === 'recently_active' && (user.last_active_at ?? '') >= since)),
      )
      const direction = query.direction === 'desc' ? -1 : 1
      kept.sort((a, b) => {
        const [left, right] = [sortKey(a, query.sort), sortKey(b, query.sort)]
        // Never active comes last either way, as on the server; then by name and id.
        if (left !== right) {
          if (left === null) return 1
          if (right === null) return -1
          return left < right ? -direction : direction
        }
        return a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id.localeCompare(b.id)
      })
      const start = (query.page - 1) * query.per_page
      return HttpResponse.json({
        data: kept.slice(start, start + query.per_page),
        page: query.page,
        per_page: query.per_page,
        total: kept.length,
      })
    }),

    http.get('*/api/admin/users/:userId', ({ request, params }) => {
      const found = adminAndAccount(request, params)
      return 'response' in found ? found.response : HttpResponse.json(found.user)
    }),

    http.patch('*/api/admin/users/:userId', async ({ request, params }) => {
      const found = adminAndAccount(request, params)
      if ('response' in found) return found.response
      const { caller, user } = found
      const body = await parseBody(request, UpdateAdminUserInputSchema)
      if (!body.ok) return body.response
      const changes = body.data
      if (changes.is_super_admin === false && user.id === caller.id)
        return invalidField(request, 'is_super_admin', 'adminUser.ownSuperAdmin')
      const taken = [...accounts.values()].some((other) => other.id !== user.id && other.email === changes.email)
      if (taken) return invalidField(request, 'email', 'emailTaken')
      const before: Record<string, unknown> = {}
      const after: Record<string, unknown> = {}
      for (const key of ['name', 'email', 'langcode', 'is_super_admin'] as const) {
        if (changes[key] === undefined || changes[key] === user[key]) continue
        before[key] = user[key]
        after[key] = changes[key]
      }
      if (Object.keys(after).length === 0) return HttpResponse.json(user)
      Object.assign(user, after, 'email' in after ? { email_verified: false } : {})
      audit(caller, user, 'user.updated', { before, after })
      return HttpResponse.json(user)
    }),

    http.post('*/api/admin/users/:userId/block', ({ request, params }) => {
      const found = adminAndAccount(request, params)
      if ('response' in found) return found.response
      const { caller, user } = found
      if (user.id === caller.id) return invalidField(request, '_root', 'adminUser.blockSelf')
      if (!user.blocked) {
        Object.assign(user, { blocked: true, blocked_at: now })
        audit(caller, user, 'user.blocked')
      }
      return HttpResponse.json(user)
    }),

    http.delete('*/api/admin/users/:userId/block', ({ request, params }) => {
      const found = adminAndAccount(request, params)
      if ('response' in found) return found.response
      const { caller, user } = found
      if (user.blocked) {
        audit(caller, user, 'user.unblocked', { before: { blocked_at: user.blocked_at }, after: null })
        Object.assign(user, { blocked: false, blocked_at: null })
      }
      return HttpResponse.json(user)
    }),

    http.post('*/api/admin/users/:userId/password-reset', ({ request, params }) => {
      const found = adminAndAccount(request, params)
      if ('response' in found) return found.response
      audit(found.caller, found.user, 'user.passwordResetSent')
      return new HttpResponse(null, { status: 202 })
    }),

    http.delete('*/api/admin/users/:userId', ({ request, params }) => {
      const found = adminAndAccount(request, params)
      if ('response' in found) return found.response
      const { caller, user } = found
      if (user.id === caller.id) return invalidField(request, '_root', 'adminUser.deleteSelf')
      accounts.delete(user.id)
      for (const entry of entries) {
        for (const named of [entry.actor, entry.acting_as, entry.target])
          if (named?.id === user.id) named.name = 'Deleted user'
      }
      audit(caller, { ...user, name: 'Deleted user' }, 'user.deleted')
      return noContent()
    }),

    http.get('*/api/admin/audit-log', ({ request }) => {
      const called = admin(request)
      if ('response' in called) return called.response
      const parsed = AuditLogQuerySchema.safeParse(queryOf(request))
      if (!parsed.success) return invalid(request, fieldErrors(parsed.error.issues))
      const { user_id: userId, page, per_page: perPage } = parsed.data
      const kept = entries.filter((entry) => !userId || entry.target.id === userId)
      return HttpResponse.json({
        data: kept.slice((page - 1) * perPage, page * perPage),
        page,
        per_page: perPage,
        total: kept.length,
      })
    }),
  ]
}
