import { z } from 'zod'
import { LangcodeSchema } from './accounts'

// The super admins' user administration (spec §1, §6 "superadmin"): `/admin/users` and `/admin/users/{user_id}/edit`
// in the app, `/api/admin/users…` and `/api/admin/audit-log` on the server. Deleted accounts are not listed.

/** Users on one page of `GET /admin/users`, unless `per_page` asks for another number. */
export const adminUsersPerPage = 25

/** Audit log entries on one page of `GET /admin/audit-log`, unless `per_page` asks for another number. */
export const auditLogPerPage = 50

/** A token of the account's own was used this many days ago or less: the account counts as recently active. */
export const recentlyActiveDays = 30

/**
 * Which accounts the list shows: super admins, blocked accounts, accounts whose e-mail address is not confirmed,
 * or accounts that used one of their own tokens in the last `recentlyActiveDays` days (impersonations do not count).
 */
export const AdminUserFilterSchema = z.enum(['super_admins', 'blocked', 'unconfirmed', 'recently_active'])
export type AdminUserFilter = z.infer<typeof AdminUserFilterSchema>

/** What the list is ordered by; ties go by name, then id. Never-active accounts come last either way. */
export const AdminUserSortSchema = z.enum(['name', 'email', 'created', 'last_active'])
export type AdminUserSort = z.infer<typeof AdminUserSortSchema>

export const AdminUserSortDirectionSchema = z.enum(['asc', 'desc'])
export type AdminUserSortDirection = z.infer<typeof AdminUserSortDirectionSchema>

/**
 * `GET /admin/users`: `search` matches a part of the name or the e-mail address (any case); by name A–Z unless
 * sorted otherwise; pages from 1.
 */
export const AdminUserListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  filter: AdminUserFilterSchema.optional(),
  sort: AdminUserSortSchema.default('name'),
  direction: AdminUserSortDirectionSchema.default('asc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(adminUsersPerPage),
})
export type AdminUserListQuery = z.input<typeof AdminUserListQuerySchema>

/** `/admin/users/{userId}…`. */
export const AdminUserParamsSchema = z.object({ userId: z.uuid() })
export type AdminUserParams = z.infer<typeof AdminUserParamsSchema>

/**
 * What the account holds, so an admin sees what a block or a deletion touches: the league organisations they
 * own or run as an admin, the tournaments they made and the matches they played a side of. A deletion keeps all
 * of these, with the account's name replaced by "Deleted user".
 */
export const AdminUserCountsSchema = z.object({
  organisations_managed: z.number().int().min(0),
  tournaments_created: z.number().int().min(0),
  matches_played: z.number().int().min(0),
})
export type AdminUserCounts = z.infer<typeof AdminUserCountsSchema>

/** An account as the super admins see it (`GET /admin/users`, `GET /admin/users/{userId}`). */
export const AdminUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  langcode: LangcodeSchema,
  is_super_admin: z.boolean(),
  /** A seeded demo account: it signs in only on the machine running Oche. */
  is_demo: z.boolean(),
  /** A blocked account cannot sign in, its tokens are refused and it cannot be impersonated. */
  blocked: z.boolean(),
  blocked_at: z.iso.datetime({ offset: true }).nullable(),
  email_verified: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
  /** When one of the account's own tokens was last used (to the minute); null when it never signed in. */
  last_active_at: z.iso.datetime({ offset: true }).nullable(),
  counts: AdminUserCountsSchema,
})
export type AdminUser = z.infer<typeof AdminUserSchema>

/** `GET /admin/users`: one page of accounts. */
export const AdminUserPageSchema = z.object({
  data: z.array(AdminUserSchema),
  page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  total: z.number().int().min(0),
})
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>

// The same rules as registration (schemas/accounts.ts).
const EmailSchema = z.string().trim().toLowerCase().pipe(z.email().max(255))
const NameSchema = z.string().trim().min(1).max(255)

/**
 * `PATCH /admin/users/{userId}`: only the fields sent change, at once and without a confirmation mail (the admin
 * answers for it; the audit log keeps before and after). An address another account uses is 422 on `email`; an
 * admin cannot take their own super admin flag away (422 on `is_super_admin`).
 */
export const UpdateAdminUserInputSchema = z
  .object({
    name: NameSchema,
    email: EmailSchema,
    langcode: LangcodeSchema,
    is_super_admin: z.boolean(),
  })
  .partial()
export type UpdateAdminUserInput = z.input<typeof UpdateAdminUserInputSchema>

/**
 * What the audit log of user administration records, each with the account it is about as target:
 * `user.impersonated` and `user.impersonationEnded` (a super admin started or stopped acting as the account),
 * `user.updated`, `user.blocked`, `user.unblocked`, `user.passwordResetSent` and `user.deleted` (by a super admin,
 * or by the account holder), the holder's own confirmed `user.nameChanged`, `user.emailChanged` and
 * `user.emailChangeUndone`, and `setup.superAdminCreated` on the first-run screen.
 */
export const AuditLogActionSchema = z.enum([
  'user.impersonated',
  'user.impersonationEnded',
  'user.updated',
  'user.blocked',
  'user.unblocked',
  'user.passwordResetSent',
  'user.deleted',
  'user.nameChanged',
  'user.emailChanged',
  'user.emailChangeUndone',
  'setup.superAdminCreated',
])
export type AuditLogAction = z.infer<typeof AuditLogActionSchema>

/** An account an entry names; `name` is "Deleted user" once it was deleted, null when the row is gone. */
export const AuditLogAccountSchema = z.object({ id: z.uuid(), name: z.string().nullable() })
export type AuditLogAccount = z.infer<typeof AuditLogAccountSchema>

/** The fields a change touched, as they were and as they became (no passwords, no tokens). */
export const AuditLogChangeSchema = z.record(z.string(), z.unknown()).nullable()

/**
 * One entry: who did it (`actor`, the person behind the keyboard), as whom (`acting_as`: the impersonated account
 * during an impersonation, else the actor again), what, to which account and when.
 */
export const AuditLogEntrySchema = z.object({
  id: z.uuid(),
  action: AuditLogActionSchema,
  actor: AuditLogAccountSchema.nullable(),
  acting_as: AuditLogAccountSchema.nullable(),
  target: AuditLogAccountSchema,
  at: z.iso.datetime({ offset: true }),
  before: AuditLogChangeSchema,
  after: AuditLogChangeSchema,
})
export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>

/** `GET /admin/audit-log`: newest first; `user_id` keeps the entries about that account. */
export const AuditLogQuerySchema = z.object({
  user_id: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(auditLogPerPage),
})
export type AuditLogQuery = z.input<typeof AuditLogQuerySchema>

export const AuditLogPageSchema = z.object({
  data: z.array(AuditLogEntrySchema),
  page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  total: z.number().int().min(0),
})
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>
