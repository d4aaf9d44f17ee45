import type { MatchConfig, MatchSummary } from '@oche/api'
import type { MatchEvent } from '@oche/darts'
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

export const matchKinds = ['casual', 'bot', 'offline', 'tournament', 'league'] as const
export const matchStatuses = ['scheduled', 'live', 'finished'] as const

/**
 * Every game of darts is a match, and a match is its event log (`match_events`). `summary` caches what the replay
 * of that log says (legs, remaining scores, outcome) for lists; the log stays the truth.
 */
export const matches = pgTable(
  'matches',
  {
    /** Made by the client for offline uploads, so an upload is stored once. */
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: matchKinds }).notNull(),
    status: text('status', { enum: matchStatuses }).notNull(),
    /** The seq of the last event (0 without events); bumped in the transaction that appends. */
    version: integer('version').notNull().default(0),
    config: jsonb('config').$type<MatchConfig>().notNull(),
    summary: jsonb('summary').$type<MatchSummary>().notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    /**
     * What the analytics sum (ADR 020), kept with `version` in the transaction that appends: the visits standing in
     * the replayed log (undone ones left out), when the server stored the first visit, and when the event that
     * finished the match (null while it is not finished).
     */
    visitCount: integer('visit_count').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('matches_created_by_created_at_idx').on(table.createdBy, table.createdAt),
    // The analytics' GROUP BYs over a period read this index only (ADR 020): status and visits per start day.
    index('matches_created_at_idx').on(table.createdAt, table.status, table.visitCount, table.id),
  ],
)

export type MatchRow = typeof matches.$inferSelect

/** The sides of a match in throwing order, with the accounts that play them (for "my matches" and statistics). */
export const matchSides = pgTable(
  'match_sides',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** 0 for the first side in `config.sides`. */
    position: integer('position').notNull(),
    name: text('name').notNull(),
    /** One user, two for a pair, none for a guest or a bot. */
    userIds: uuid('user_ids').array().notNull().default([]),
    botLevel: text('bot_level'),
  },
  (table) => [primaryKey({ columns: [table.matchId, table.position] })],
)

export type MatchSideRow = typeof matchSides.$inferSelect

/** The log: one row per event, in `seq` order (1, 2, …); `id` is the client's, accepted once per match. */
export const matchEvents = pgTable(
  'match_events',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    seq: integer('seq').notNull(),
    type: text('type').$type<MatchEvent['type']>().notNull(),
    /** The event exactly as @oche/darts reads it (`id` and `type` included). */
    payload: jsonb('payload').$type<MatchEvent>().notNull(),
    authorId: uuid('author_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.matchId, table.seq] }),
    unique('match_events_match_id_id_unique').on(table.matchId, table.id),
  ],
)

export type MatchEventRow = typeof matchEvents.$inferSelect

export const matchInvitationStatuses = ['invited', 'accepted', 'declined'] as const
export type MatchInvitationStatus = (typeof matchInvitationStatuses)[number]

/**
 * A user put on a side of someone else's casual match: invited, and in the match's `match_sides.user_ids` (and so
 * in their history) only once they accept. A tournament's or league's game needs no invitation.
 */
export const matchInvitations = pgTable(
  'match_invitations',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The side in `config.sides` they were put on. */
    position: integer('position').notNull(),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: matchInvitationStatuses }).notNull().default('invited'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.matchId, table.userId] }),
    index('match_invitations_user_status_idx').on(table.userId, table.status),
  ],
)

export type MatchInvitationRow = typeof matchInvitations.$inferSelect

/** Matches a user removed from their own history (as its creator or a player): they no longer list it. */
export const matchHistoryRemovals = pgTable(
  'match_history_removals',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.matchId, table.userId] })],
)
