import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/** The local mail outbox: every e-mail the platform sends, kept for reading when no SMTP is configured. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('outbox_emails_to_idx').on(table.to, table.createdAt)],
)

export type OutboxEmailRow = typeof outboxEmails.$inferSelect
