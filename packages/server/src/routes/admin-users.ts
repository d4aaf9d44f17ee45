import { createRoute } from '@hono/zod-openapi'
import {
  AdminUserListQuerySchema,
  AdminUserPageSchema,
  AdminUserParamsSchema,
  AdminUserSchema,
  AuditLogPageSchema,
  AuditLogQuerySchema,
  UpdateAdminUserInputSchema,
} from '@oche/api'
import { requireSuperAdmin } from '../http/guards'
import { bearerSecurity, errorResponses, jsonBody, jsonResponse } from '../http/openapi'
import { respond, respondEmpty } from '../http/respond'
import { createRouter } from '../http/router'
import { blockUser } from '../services/admin-users/block-user'
import { deleteUser } from '../services/admin-users/delete-user'
import { getAdminUser } from '../services/admin-users/get-admin-user'
import { listAdminUsers } from '../services/admin-users/list-admin-users'
import { listAuditLog } from '../services/admin-users/list-audit-log'
import { sendPasswordReset } from '../services/admin-users/send-password-reset'
import { unblockUser } from '../services/admin-users/unblock-user'
import { updateAdminUser } from '../services/admin-users/update-admin-user'

// `/api/admin/users…` and `/api/admin/audit-log`: the super admins' user administration (spec §1, §6 "superadmin").
// Every change is in the audit log; an impersonation token never passes `requireSuperAdmin`.

const USER = '/{userId}'
const tags = ['admin']

const list = createRoute({
  operationId: 'listUsers',
  method: 'get',
  path: '/',
  tags,
  summary: 'Search, filter, sort and page through the accounts (super admins)',
  description:
    '`search` matches a part of the name or e-mail address. `filter`: `super_admins`, `blocked`, `unconfirmed` ' +
    '(e-mail address not confirmed) or `recently_active` (signed in or used the app in the last 30 days). Deleted ' +
    'accounts are not listed.',
  security: bearerSecurity,
  middleware: [requireSuperAdmin()] as const,
  request: { query: AdminUserListQuerySchema },
  responses: { 200: jsonResponse('A page of accounts.', AdminUserPageSchema), ...errorResponses(401, 403, 422) },
})

const get = createRoute({
  operationId: 'getUser',
  method: 'get',
  path: USER,
  tags,
  summary: 'An account with what it holds (super admins)',
  security: bearerSecurity,
  middleware: [requireSuperAdmin()] as const,
  request: { params: AdminUserParamsSchema },
  responses: { 200: jsonResponse('The account.', AdminUserSchema), ...errorResponses(401, 403, 404, 422) },
})

const update = createRoute({
  operationId: 'updateUser',
  method: 'patch',
  path: USER,
  tags,
  summary: 'Change an account’s name, e-mail address, language or super admin flag (super admins)',
  description:
    'Only the fields sent change, at once and audited. An address another account uses is 422 on `email`; a new ' +
    'address counts as unconfirmed. Taking away your own super admin flag is 422 on `is_super_admin`.',
  security: bearerSecurity,
  middleware: [requireSuperAdmin()] as const,
  request: { params: AdminUserParamsSchema, body: jsonBody(UpdateAdminUserInputSchema) },
  responses: { 200: jsonResponse('The account.', AdminUserSchema), ...errorResponses(401, 403, 404, 422) },
})

const remove = createRoute({
  operationId: 'deleteUser',
  method: 'delete',
  path: USER,
  tags,
  summary: 'Delete an account; its results stay, anonymised (super admins)',
  description:
    'The name, e-mail address, password, notifications and sessions go; tournaments, matches and results stay ' +
    'under "Deleted user". Your own account is 422: delete it from your profile.',
  security: bearerSecurity,
  middleware: [requireSuperAdmin()] as const,
  request: { params: AdminUserParamsSchema },
  responses: { 204: { description: 'The account is deleted.' }, ...errorResponses(401, 403, 404, 422) },
})

const block = createRoute({
  operationId: 'blockUser',
  method: 'post',
  path: `${USER}/block`,
  tags,
  summary: 'Block an account: it is signed out everywhere and cannot sign in (super admins)',
  description:
    'Its tokens are refused from the next request, its impersonations and reset links end, and it cannot be ' +
    'impersonated. Blocking a blocked account changes nothing; blocking yourself is 422.',
  security: bearerSecurity,
  middleware: [requireSuperAdmin()] as const,
  request: { params: AdminUserParamsSchema },
  responses: { 200: jsonResponse('The blocked account.', AdminUserSchema), ...errorResponses(401, 403, 404, 422) },
})

const unblock = createRoute({
  operationId: 'unblockUser',
  method: 'delete',
  path: `${USER}/block`,
  tags,
  summary: 'Lift an account’s block: it may sign in again (super admins)',
  security: bearerSecurity,
  middleware: [requireSuperAdmin()] as const,
  request: { params: AdminUserParamsSchema },
  responses: { 200: jsonResponse('The account.', AdminUserSchema), ...errorResponses(401, 403, 404, 422) },
})

const passwordReset = createRoute({
  operationId: 'sendUserPasswordReset',
  method: 'post',
  path: `${USER}/password-reset`,
  tags,
  summary: 'Mail the account a password reset link (super admins)',
  description:
    'The link "forgot password" sends, in the account’s language, for 1 hour and once; the admin never sees it. ' +
    'Limited per account and per client address (429).',
  security: bearerSecurity,
  middleware: [requireSuperAdmin()] as const,
  request: { params: AdminUserParamsSchema },
  responses: { 202: { description: 'The link is on its way.' }, ...errorResponses(401, 403, 404, 422, 429) },
})

export const adminUsersRoutes = createRouter()
  .openapi(list, async (c) => {
    return respond(c, await listAdminUsers(c.get('db'), c.req.valid('query')), AdminUserPageSchema)
  })
  .openapi(get, async (c) => {
    return respond(c, await getAdminUser(c.get('db'), c.req.valid('param')), AdminUserSchema)
  })
  .openapi(update, async (c) => {
    const input = {
      actor: actorOf(c.var),
      ...c.req.valid('param'),
      changes: c.req.valid('json'),
      mailer: c.get('mailer'),
    }
    return respond(c, await updateAdminUser(c.get('db'), input), AdminUserSchema)
  })
  .openapi(remove, async (c) => {
    return respondEmpty(c, await deleteUser(c.get('db'), { actor: actorOf(c.var), ...c.req.valid('param') }))
  })
  .openapi(block, async (c) => {
    return respond(c, await blockUser(c.get('db'), { actor: actorOf(c.var), ...c.req.valid('param') }), AdminUserSchema)
  })
  .openapi(unblock, async (c) => {
    const result = await unblockUser(c.get('db'), { actor: actorOf(c.var), ...c.req.valid('param') })
    return respond(c, result, AdminUserSchema)
  })
  .openapi(passwordReset, async (c) => {
    const input = {
      actor: actorOf(c.var),
      ...c.req.valid('param'),
      ip: c.get('clientIp'),
      limiter: c.get('mailLimiter'),
      mailer: c.get('mailer'),
    }
    return respondEmpty(c, await sendPasswordReset(c.get('db'), input), 202)
  })

/** The super admin behind a change, for the audit log. */
function actorOf(variables: { auth: { user: { id: string } }; requestId: string }) {
  return { userId: variables.auth.user.id, requestId: variables.requestId }
}

const auditLog = createRoute({
  operationId: 'listAuditLog',
  method: 'get',
  path: '/',
  tags,
  summary: 'The audit log of accounts: impersonations, blocks, changes and deletions (super admins)',
  description:
    'Newest first; `user_id` keeps the entries about one account. `actor` is who did it, `acting_as` whom they ' +
    'acted as (the impersonated account during an impersonation).',
  security: bearerSecurity,
  middleware: [requireSuperAdmin()] as const,
  request: { query: AuditLogQuerySchema },
  responses: { 200: jsonResponse('A page of entries.', AuditLogPageSchema), ...errorResponses(401, 403, 422) },
})

export const adminAuditLogRoutes = createRouter().openapi(auditLog, async (c) => {
  return respond(c, await listAuditLog(c.get('db'), c.req.valid('query')), AuditLogPageSchema)
})
