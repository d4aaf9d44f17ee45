import { type AnyPgColumn, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { organisations } from './organisations'
import { users } from './users'

/**
 * An organisation's list of players, guests included (/manage/participants). `userId` links a participant to a
 * registered account; a merged duplicate keeps its row with `mergedIntoId` set and is left out of lists.
 */
export const participants = pgTable(
  'participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nickname: text('nickname').notNull().default(''),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * A pending invitation to link the participant to an account: the address the organiser typed (shown to them
     * whether or not an account uses it), the account it reached (if any; only its holder can accept) and when.
     */
    invitedEmail: text('invited_email'),
    invitedUserId: uuid('invited_user_id').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    mergedIntoId: uuid('merged_into_id').references((): AnyPgColumn => participants.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('participants_organisation_name_idx').on(table.organisationId, table.name),
    index('participants_user_idx').on(table.userId),
    index('participants_invited_user_idx').on(table.invitedUserId),
  ],
)

export type ParticipantRow = typeof participants.$inferSelect
