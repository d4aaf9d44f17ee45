import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

export const langcodes = ['en', 'nl', 'fr', 'de'] as const

export const users = pgTable('users', {
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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export type UserRow = typeof users.$inferSelect
