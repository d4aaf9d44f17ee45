import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

export const tokenKinds = ['user', 'impersonation', 'board'] as const
export type TokenKind = (typeof tokenKinds)[number]

/** Opaque bearer tokens. Only the SHA-256 of a token is stored; the token itself is shown once. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind', { enum: tokenKinds }).notNull(),
    /** The super admin acting as `userId`, for impersonation tokens. */
    impersonatorId: uuid('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('api_tokens_user_id_idx').on(table.userId)],
)

export type ApiTokenRow = typeof apiTokens.$inferSelect
