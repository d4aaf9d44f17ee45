import type { TournamentVisibility, Weekday } from '@oche/api'
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { organisations } from './organisations'
import { users } from './users'

/** A venue ("event location") of an organisation, reusable across its events. */
export const venues = pgTable(
  'venues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    street: text('street').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    city: text('city').notNull().default(''),
    country: text('country').notNull().default(''),
    /** An http(s) link to the venue on a map. */
    mapUrl: text('map_url'),
    /** The boards a new event at this venue starts with. */
    defaultBoardCount: integer('default_board_count').notNull().default(0),
    /** The weekdays it hosts league matches (`monday` … `sunday`, in order). */
    weekdays: text('weekdays').array().$type<Weekday[]>().notNull().default([]),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('venues_organisation_idx').on(table.organisationId)],
)

export type VenueRow = typeof venues.$inferSelect

/** An event: tournaments played on one day (or a few) at a venue, on the venue's boards. */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** IANA time zone the event's times are shown in. */
    timeZone: text('time_zone').notNull(),
    /** A venue in use cannot be deleted. */
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'restrict' }),
    description: text('description').notNull().default(''),
    visibility: text('visibility').$type<TournamentVisibility>().notNull(),
    /** Waiting games go to free boards by themselves (`@oche/darts` `planBoardCalls`). */
    autoCall: boolean('auto_call').notNull().default(true),
    /** Minutes a player rests after a game before being called again. */
    restMinutes: integer('rest_minutes').notNull().default(0),
    /** Minutes a called game may stay unstarted before a walkover is proposed. */
    noShowMinutes: integer('no_show_minutes').notNull().default(5),
    /** Increases with every change of the event's boards, games on them or queue (`boards.changed`). */
    boardsVersion: integer('boards_version').notNull().default(0),
    /** A digest of the boards' plan at `boardsVersion`: the version goes up only when the plan changes (ADR 011). */
    boardsPlan: text('boards_plan'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('events_organisation_idx').on(table.organisationId, table.startsAt),
    index('events_venue_idx').on(table.venueId),
  ],
)

export type EventRow = typeof events.$inferSelect

/**
 * A numbered board of an event, or of a league venue (ADR 016): exactly one of the two is set. Tablets log in with
 * its six-character code; only the code's SHA-256 is stored, so the code is shown once, when it is made.
 */
export const boards = pgTable(
  'boards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    /** A league venue's own board: its tablets score the league games played at the venue. */
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    name: text('name').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    codeHash: text('code_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('boards_event_number_unique').on(table.eventId, table.number),
    unique('boards_venue_number_unique').on(table.venueId, table.number),
    check('boards_one_place', sql`num_nonnulls(${table.eventId}, ${table.venueId}) = 1`),
  ],
)

export type BoardRow = typeof boards.$inferSelect

/**
 * A tablet logged in to a board. Its bearer token (SHA-256 stored) opens the /tablet routes only; a new board
 * code revokes every device of the board.
 */
export const boardDevices = pgTable(
  'board_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    pairedAt: timestamp('paired_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** Visits the tablet holds that the server has not received, as it last reported. */
    pendingVisits: integer('pending_visits').notNull().default(0),
    appVersion: text('app_version'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * When its organisers were told it went offline during a game (`tablet.offline`). The outage it was told for is
     * the one since `lastSeenAt`: once the tablet is seen again (a later `lastSeenAt`), its next outage is told too.
     */
    offlineNotifiedAt: timestamp('offline_notified_at', { withTimezone: true }),
  },
  (table) => [index('board_devices_board_idx').on(table.boardId)],
)

export type BoardDeviceRow = typeof boardDevices.$inferSelect
