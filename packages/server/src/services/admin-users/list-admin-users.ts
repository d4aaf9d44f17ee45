import type { AdminUserFilter, AdminUserListQuerySchema, AdminUserPage, AdminUserSort } from '@oche/api'
import { and, asc, count, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/database'
import { users } from '../../db/schema/index'
import { likePattern } from '../like-pattern'
import { ok, type Result } from '../result'
import { lastActiveAt, notDeleted, recentlyActive, selectAdminUsers, toAdminUsers } from './admin-user-view'

type ListAdminUsersInput = z.output<typeof AdminUserListQuerySchema> & { now?: Date }

function filterCondition(filter: AdminUserFilter, now: Date): SQL {
  switch (filter) {
    case 'super_admins':
      return eq(users.isSuperAdmin, true)
    case 'blocked':
      return isNotNull(users.blockedAt)
    case 'unconfirmed':
      return isNull(users.emailVerifiedAt)
    case 'recently_active':
      return recentlyActive(now)
    default:
      return filter satisfies never
  }
}

function sortColumn(sort: AdminUserSort): SQL {
  switch (sort) {
    case 'name':
      return sql`lower(${users.name})`
    case 'email':
      return sql`${users.email}`
    case 'created':
      return sql`${users.createdAt}`
    case 'last_active':
      return sql`${lastActiveAt}`
    default:
      return sort satisfies never
  }
}

/**
 * A page of the accounts that are not deleted, searched, filtered, sorted and counted in SQL. Accounts that never
 * signed in come last when sorted by last activity, in either direction.
 */
export async function listAdminUsers(db: Database, input: ListAdminUsersInput): Promise<Result<AdminUserPage, never>> {
  const now = input.now ?? new Date()
  const conditions: SQL[] = [notDeleted]
  const term = input.search?.trim()
  if (term) {
    const pattern = likePattern(term)
    const matching = or(ilike(users.name, pattern), ilike(users.email, pattern))
    if (matching) conditions.push(matching)
  }
  if (input.filter) conditions.push(filterCondition(input.filter, now))
  const where = and(...conditions)
  const column = sortColumn(input.sort)
  const order = input.direction === 'desc' ? sql`${column} desc nulls last` : sql`${column} asc nulls last`
  const [rows, [total]] = await Promise.all([
    selectAdminUsers(db)
      .where(where)
      .orderBy(order, asc(sql`lower(${users.name})`), asc(users.id))
      .limit(input.per_page)
      .offset((input.page - 1) * input.per_page),
    db.select({ n: count() }).from(users).where(where),
  ])
  return ok({
    data: await toAdminUsers(db, rows),
    page: input.page,
    per_page: input.per_page,
    total: total?.n ?? 0,
  })
}
