import type {
  CallReason,
  PhaseSettings,
  SideStats,
  StageKind,
  StandingsSettings,
  TournamentColour,
  TournamentFormat,
  TournamentStatus,
  TournamentType,
  TournamentVisibility,
} from '@oche/api'
import type { Decider, GameResult, Group, TournamentGame } from '@oche/darts'
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { boards, events } from './events'
import { matches } from './matches'
import { organisations } from './organisations'
import { participants } from './participants'
import { users } from './users'

/**
 * A tournament: settings, the draw (`groups`, and the games in `tournament_games`) and the organiser's deciders.
 * Standings, brackets and the ranking are not stored: `@oche/darts` resolves them from games and results.
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    /** The event it is played in, if any (an event's organisation's own tournaments only). */
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    /** When it joined its event (null without one): its games wait for a board from then on. */
    eventJoinedAt: timestamp('event_joined_at', { withTimezone: true }),
    name: text('name').notNull(),
    type: text('type').$type<TournamentType>().notNull(),
    isTest: boolean('is_test').notNull().default(false),
    /** Test tournaments are deleted after this. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    colour: text('colour').$type<TournamentColour>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    venue: text('venue').notNull().default(''),
    description: text('description').notNull().default(''),
    visibility: text('visibility').$type<TournamentVisibility>().notNull(),
    entryLimit: integer('entry_limit'),
    signupOpen: boolean('signup_open').notNull().default(false),
    format: jsonb('format').$type<TournamentFormat>().notNull(),
    phases: jsonb('phases').$type<Partial<Record<StageKind, PhaseSettings>>>().notNull(),
    standings: jsonb('standings').$type<StandingsSettings>().notNull(),
    status: text('status').$type<TournamentStatus>().notNull().default('draft'),
    /** Bumped with every change: realtime payloads carry it so clients refetch only when behind. */
    version: integer('version').notNull().default(0),
    /** The groups as drawn (entry ids in seed order), null before the draw and for formats without groups. */
    groups: jsonb('groups').$type<Group[]>(),
    /** The organiser's deciders per group id, for ties the chain leaves. */
    deciders: jsonb('deciders').$type<Record<string, Decider[]>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tournaments_organisation_idx').on(table.organisationId, table.startsAt),
    index('tournaments_public_idx').on(table.visibility, table.status, table.startsAt),
    index('tournaments_event_idx').on(table.eventId),
    index('tournaments_created_at_idx').on(table.createdAt),
  ],
)

export type TournamentRow = typeof tournaments.$inferSelect

/** An entry of a tournament: one participant, or two for pairs (`tournament_entry_members`). */
export const tournamentEntries = pgTable(
  'tournament_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    /** "Name" or "Name & Name", kept in step with the members' names. */
    name: text('name').notNull(),
    seed: integer('seed'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** The account that signed this entry up from the public page, if any. */
    registeredBy: uuid('registered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tournament_entries_tournament_idx').on(table.tournamentId)],
)

export type TournamentEntryRow = typeof tournamentEntries.$inferSelect

export const tournamentEntryMembers = pgTable(
  'tournament_entry_members',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => tournamentEntries.id, { onDelete: 'cascade' }),
    /** 0, or 1 for the second player of a pair. */
    position: integer('position').notNull(),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id),
  },
  (table) => [
    primaryKey({ columns: [table.entryId, table.position] }),
    index('tournament_entry_members_participant_idx').on(table.participantId),
  ],
)

export type TournamentEntryMemberRow = typeof tournamentEntryMembers.$inferSelect

/**
 * A game of a tournament: the engine's game (`definition`, sides as references that resolve as results come in),
 * its result, its board and its live match. `key` is the engine's game id, unique within the tournament.
 */
export const tournamentGames = pgTable(
  'tournament_games',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    stage: text('stage').$type<StageKind>().notNull(),
    /** Order of the games as the engine made them (rounds first). */
    position: integer('position').notNull(),
    definition: jsonb('definition').$type<TournamentGame>().notNull(),
    result: jsonb('result').$type<GameResult>(),
    sideStats: jsonb('side_stats').$type<[SideStats, SideStats]>(),
    matchId: uuid('match_id').references(() => matches.id, { onDelete: 'set null' }),
    board: text('board'),
    /** The event's board it is called to (its label is in `board`). */
    boardId: uuid('board_id').references(() => boards.id, { onDelete: 'set null' }),
    calledAt: timestamp('called_at', { withTimezone: true }),
    /** Why it was called (`CallReason`), for the board overview. */
    callReason: jsonb('call_reason').$type<CallReason>(),
    /** When its players started it on the board's tablet. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** When its players (or the organiser) confirmed the result: its board is free again. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The organiser's place for it in the event's queue, or null for the planner's order. */
    queuePosition: integer('queue_position'),
    /** Held back by the organiser: never called automatically. */
    held: boolean('held').notNull().default(false),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** When the game came to exist (the draw): it cannot have waited for a board before. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('tournament_games_tournament_key_unique').on(table.tournamentId, table.key),
    index('tournament_games_tournament_idx').on(table.tournamentId, table.position),
    index('tournament_games_match_idx').on(table.matchId),
    index('tournament_games_board_idx').on(table.boardId),
  ],
)

export type TournamentGameRow = typeof tournamentGames.$inferSelect
