import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

/** Who did what to which target, and as whom. Rows are only ever inserted. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actingAsId: uuid('acting_as_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    requestId: text('request_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_target_idx').on(table.targetType, table.targetId),
    // The super admins' audit log lists one target type newest first (`GET /admin/audit-log`).
    index('audit_log_target_type_at_idx').on(table.targetType, table.at),
  ],
)

export type AuditLogRow = typeof auditLog.$inferSelect
