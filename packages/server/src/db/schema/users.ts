import { boolean, date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'

export const langcodes = ['en', 'nl', 'fr', 'de'] as const

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Always stored lower-cased, so the unique index is case-insensitive. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    langcode: text('langcode', { enum: langcodes }).notNull().default('en'),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    /** A seeded demo account (`db/seed.ts`): its password is public, so it signs in only on the machine running Oche. */
    isDemo: boolean('is_demo').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Set when the account was deleted: the row stays (audit log, history) with its personal data wiped. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Set while a super admin blocks the account: it cannot sign in and its tokens are refused. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    /** The last UTC day the account used Oche with its own token (ADR 020): active in a period ending today. */
    lastActiveOn: date('last_active_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The super admin's analytics count new accounts per day.
  (table) => [index('users_created_at_idx').on(table.createdAt)],
)

export type UserRow = typeof users.$inferSelect

/**
 * The UTC days on which an account used Oche with its own token (not an impersonation, not a board), one row per
 * account and day, written on the first authenticated call of the day: the analytics' "active users" (ADR 020).
 */
export const userActivityDays = pgTable(
  'user_activity_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.day] }),
    index('user_activity_days_day_idx').on(table.day, table.userId),
  ],
)

export const activityIntervals = ['week', 'month'] as const

/**
 * The same activity rolled up: one row per account and ISO week (from Monday) or calendar month it was active in,
 * written with its first day there, so that the distinct accounts of a week or month are a count of rows (ADR 020).
 */
export const userActivityBuckets = pgTable(
  'user_activity_buckets',
  {
    interval: text('interval', { enum: activityIntervals }).notNull(),
    /** The first day of the week or month. */
    bucket: date('bucket', { mode: 'string' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.interval, table.bucket, table.userId] })],
)
