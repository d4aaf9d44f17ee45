import type { PointsBand, RankingSelection, RankingWindow, TournamentVisibility } from '@oche/api'
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { organisations } from './organisations'
import { tournaments } from './tournaments'
import { users } from './users'

/**
 * A ranking (order of merit) of an organisation: its rules only. The order itself is computed from the linked
 * tournaments' final rankings when it is read (`@oche/darts` `orderOfMerit`), so nothing here goes stale.
 */
export const rankings = pgTable(
  'rankings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    visibility: text('visibility').$type<TournamentVisibility>().notNull(),
    points: jsonb('points').$type<PointsBand[]>().notNull(),
    /** Only the best N results count; null counts them all. */
    countBest: integer('count_best'),
    window: jsonb('window').$type<RankingWindow>().notNull(),
    selection: text('selection').$type<RankingSelection>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('rankings_organisation_idx').on(table.organisationId)],
)

export type RankingRow = typeof rankings.$inferSelect

/** The tournaments a `chosen` ranking is made of. */
export const rankingTournaments = pgTable(
  'ranking_tournaments',
  {
    rankingId: uuid('ranking_id')
      .notNull()
      .references(() => rankings.id, { onDelete: 'cascade' }),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.rankingId, table.tournamentId] }),
    index('ranking_tournaments_tournament_idx').on(table.tournamentId),
  ],
)

/** A finished tournament's final place for an entry (shared places span `position` to `positionTo`). */
export type StoredFinalPlace = { entryId: string; position: number; positionTo: number }

/**
 * Each finished tournament's final places as rankings last worked them out, with the tournament `version` they are
 * of: a read-through cache so a ranking does not resolve every tournament's games on each read. A place list of an
 * older version than the tournament's is worked out again (a corrected result bumps the version). Only entry ids
 * are kept; who plays each entry is read fresh, so a rename or merge of participants shows at once.
 */
export const tournamentFinalPlaces = pgTable('tournament_final_places', {
  tournamentId: uuid('tournament_id')
    .primaryKey()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  places: jsonb('places').$type<StoredFinalPlace[]>().notNull(),
})
