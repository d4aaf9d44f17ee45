import { recentlyActiveDays, type AdminUser } from '@oche/api'
import { and, count, countDistinct, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import {
  apiTokens,
  matchSides,
  organisationMembers,
  organisations,
  tournaments,
  users,
  type UserRow,
} from '../../db/schema/index'

/**
 * When one of the account's own tokens was last used (a fresh login counts from its issue): impersonations and
 * board tablets are not the account holder's activity. Correlated to the `users` row of the query it is used in.
 */
// Written with explicit table names: in a select from one table drizzle leaves column names unqualified, and an
// unqualified "id" inside the subquery would be the token's own id.
export const lastActiveAt = sql<Date | null>`(
  select max(coalesce(own.last_used_at, own.created_at)) from api_tokens own
  where own.user_id = "users"."id" and own.kind = 'user'
)`.mapWith(apiTokens.lastUsedAt)

/** The account used one of its own tokens in the last `recentlyActiveDays` days. */
export function recentlyActive(now: Date) {
  const since = new Date(now.getTime() - recentlyActiveDays * 24 * 60 * 60_000)
  return sql`exists (
    select 1 from api_tokens own
    where own.user_id = "users"."id" and own.kind = 'user'
      and coalesce(own.last_used_at, own.created_at) >= ${since.toISOString()}
  )`
}

/** What a loaded account is before it is shaped: the row with its last activity. */
export type AdminUserRow = { user: UserRow; lastActiveAt: Date | null }

/** Accounts that are not deleted, with their last activity. */
export function selectAdminUsers(db: Database) {
  return db.select({ user: users, lastActiveAt }).from(users)
}

export const notDeleted = isNull(users.deletedAt)

/** The account, unless it does not exist or was deleted. */
export async function findAdminUser(db: Database, userId: string): Promise<AdminUserRow | undefined> {
  const [row] = await selectAdminUsers(db)
    .where(and(eq(users.id, userId), notDeleted))
    .limit(1)
  return row
}

const managingRoles = ['owner', 'admin'] as const

/** Counts per account id, in three grouped queries however many accounts there are. */
async function countsOf(db: Database, ids: string[]) {
  const played = db
    .select({ userId: sql<string>`unnest(${matchSides.userIds})`.as('user_id'), matchId: matchSides.matchId })
    .from(matchSides)
    .where(
      sql`${matchSides.userIds} && array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[]`,
    )
    .as('played')
  const [managed, created, matches] = await Promise.all([
    db
      .select({ userId: organisationMembers.userId, n: count() })
      .from(organisationMembers)
      .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
      .where(
        and(
          inArray(organisationMembers.userId, ids),
          inArray(organisationMembers.role, [...managingRoles]),
          // A personal organisation is only where one organiser's tournaments live: they count as tournaments.
          eq(organisations.isPersonal, false),
        ),
      )
      .groupBy(organisationMembers.userId),
    db
      .select({ userId: tournaments.createdBy, n: count() })
      .from(tournaments)
      .where(and(inArray(tournaments.createdBy, ids), eq(tournaments.isTest, false)))
      .groupBy(tournaments.createdBy),
    db
      .select({ userId: played.userId, n: countDistinct(played.matchId) })
      .from(played)
      .where(inArray(played.userId, ids))
      .groupBy(played.userId),
  ])
  const byUser = (rows: { userId: string; n: number }[]) => new Map(rows.map((row) => [row.userId, row.n]))
  return { managed: byUser(managed), created: byUser(created), matches: byUser(matches) }
}

/** The accounts as the super admins see them, in the order given. */
export async function toAdminUsers(db: Database, rows: AdminUserRow[]): Promise<AdminUser[]> {
  if (rows.length === 0) return []
  const counts = await countsOf(
    db,
    rows.map((row) => row.user.id),
  )
  return rows.map(({ user, lastActiveAt: lastActive }) => ({
    id: user.id,
    name: user.name,
    email: user.email,
    langcode: user.langcode,
    is_super_admin: user.isSuperAdmin,
    is_demo: user.isDemo,
    blocked: user.blockedAt !== null,
    blocked_at: user.blockedAt?.toISOString() ?? null,
    email_verified: user.emailVerifiedAt !== null,
    created_at: user.createdAt.toISOString(),
    last_active_at: lastActive?.toISOString() ?? null,
    counts: {
      organisations_managed: counts.managed.get(user.id) ?? 0,
      tournaments_created: counts.created.get(user.id) ?? 0,
      matches_played: counts.matches.get(user.id) ?? 0,
    },
  }))
}

/** One account as the super admins see it. */
export async function toAdminUser(db: Database, row: AdminUserRow): Promise<AdminUser> {
  const [user] = await toAdminUsers(db, [row])
  if (!user) throw new Error(`Account ${row.user.id} was not shaped`)
  return user
}
