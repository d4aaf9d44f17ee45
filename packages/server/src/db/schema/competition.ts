import type {
  FixtureState,
  LeagueMatchAuditEntry,
  LeagueSide,
  SeasonSettings,
  TeamMemberRole,
  Weekday,
} from '@oche/api'
import type { CupFormat, LeaguePlayerGame, MatchTemplate } from '@oche/darts'
import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { venues } from './events'
import { matches } from './matches'
import { organisations } from './organisations'
import { participants } from './participants'
import { users } from './users'

// The league side (ADR 013). Every table carries its organisation, so one rule authorises every row; seasons,
// divisions and teams are named by slugs unique per parent, and a changed slug goes to `slug_history`.

/** A season of an organisation: its dates, whether it is the current one, archived, and how it is played. */
export const seasons = pgTable(
  'seasons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    /** At most one per organisation (a partial unique index); the services keep exactly one once there is a season. */
    isCurrent: boolean('is_current').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    settings: jsonb('settings').$type<SeasonSettings>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('seasons_organisation_slug_unique').on(table.organisationId, table.slug),
    uniqueIndex('seasons_one_current_idx')
      .on(table.organisationId)
      .where(sql`${table.isCurrent}`),
  ],
)

export type SeasonRow = typeof seasons.$inferSelect

/** A league division, or a cup of the season (ADR 015). */
export type DivisionKind = 'league' | 'cup'

/**
 * A cup's settings (ADR 015): its format and entry rule, its playing dates (the group rounds first, then one per
 * knockout round) and its draw, the teams (team season ids) in the order drawn; the bracket is never stored.
 */
export type CupSettings = {
  format: CupFormat
  entry: 'compulsory' | 'optional'
  dates: string[]
  draw: { order: string[]; drawnAt: string; drawnBy: string | null } | null
}

/** A division of a season (the spec's group), in order; a cup is a division of kind `cup` (ADR 015). */
export const divisions = pgTable(
  'divisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** Among the season's divisions of its kind: league divisions and cups are numbered apart. */
    position: integer('position').notNull(),
    kind: text('kind').$type<DivisionKind>().notNull().default('league'),
    /**
     * The division's own match template (league-rules.md §3: overridable per division); null plays the season's. A
     * cup's is always set: its `CupTemplate`, with the deciding game.
     */
    matchTemplate: jsonb('match_template').$type<MatchTemplate>(),
    /** A cup's format, entry rule, dates and draw; null for a league division. */
    cup: jsonb('cup').$type<CupSettings>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('divisions_season_slug_unique').on(table.seasonId, table.slug)],
)

export type DivisionRow = typeof divisions.$inferSelect

/**
 * A team in a cup (ADR 015), from any division of the season. A withdrawal after the draw keeps the row with
 * `withdrawn_at`: its matches not yet won are walkovers.
 */
export const divisionEntries = pgTable(
  'division_entries',
  {
    divisionId: uuid('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    teamSeasonId: uuid('team_season_id')
      .notNull()
      .references(() => teamSeasons.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.divisionId, table.teamSeasonId] }),
    index('division_entries_team_season_idx').on(table.teamSeasonId),
  ],
)

export type DivisionEntryRow = typeof divisionEntries.$inferSelect

/** A team of an organisation across seasons: its slug stays, its name is the latest season's. */
export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    clubName: text('club_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('teams_organisation_slug_unique').on(table.organisationId, table.slug)],
)

export type TeamRow = typeof teams.$inferSelect

/** A team in one season: its name then, its division, home venue and night. */
export const teamSeasons = pgTable(
  'team_seasons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    divisionId: uuid('division_id').references(() => divisions.id, { onDelete: 'set null' }),
    /** A venue in use by a team cannot be deleted. */
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'restrict' }),
    /** The night of its home matches, or null (its venue's only night, or the league night). */
    homeWeekday: text('home_weekday').$type<Weekday>(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('team_seasons_team_season_unique').on(table.teamId, table.seasonId),
    index('team_seasons_season_idx').on(table.seasonId),
    index('team_seasons_division_idx').on(table.divisionId),
    index('team_seasons_venue_idx').on(table.venueId),
  ],
)

export type TeamSeasonRow = typeof teamSeasons.$inferSelect

/**
 * A player's membership of a team in a season: a participant of the organisation (a guest, or linked to an
 * account). One current membership per player and season, one current captain per team; a transfer or removal
 * sets `left_on` and the row stays as history.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    teamSeasonId: uuid('team_season_id')
      .notNull()
      .references(() => teamSeasons.id, { onDelete: 'cascade' }),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    role: text('role').$type<TeamMemberRole>().notNull().default('player'),
    joinedOn: date('joined_on', { mode: 'string' }).notNull(),
    leftOn: date('left_on', { mode: 'string' }),
    /** For the organisation's admins and the team's captain only. */
    contactEmail: text('contact_email').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('team_members_one_team_per_season_idx')
      .on(table.seasonId, table.participantId)
      .where(sql`${table.leftOn} is null`),
    uniqueIndex('team_members_one_captain_idx')
      .on(table.teamSeasonId)
      .where(sql`${table.leftOn} is null and ${table.role} = 'captain'`),
    index('team_members_team_season_idx').on(table.teamSeasonId),
    index('team_members_participant_idx').on(table.participantId),
  ],
)

export type TeamMemberRow = typeof teamMembers.$inferSelect

/** A team match of a season's fixture list: who, which week, when and where, and whether it was played. */
export const fixtures = pgTable(
  'fixtures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    divisionId: uuid('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    /** The playing week, 0 for the first. */
    weekIndex: integer('week_index').notNull(),
    /** Null while postponed without a new date. */
    date: date('date', { mode: 'string' }),
    homeTeamSeasonId: uuid('home_team_season_id')
      .notNull()
      .references(() => teamSeasons.id, { onDelete: 'cascade' }),
    awayTeamSeasonId: uuid('away_team_season_id')
      .notNull()
      .references(() => teamSeasons.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'restrict' }),
    state: text('state').$type<FixtureState>().notNull().default('scheduled'),
    /** The season's match template when the first lineup came in: a later change of the season's leaves it be. */
    template: jsonb('template').$type<MatchTemplate>(),
    /** A cup group match: its group (`A`, …). */
    cupGroup: text('cup_group'),
    /** A cup knockout match: its plan id (`cup.2.1`, `plate.1.3`), made once both its teams are known. */
    bracketGameId: text('bracket_game_id'),
    homeConfirmedAt: timestamp('home_confirmed_at', { withTimezone: true }),
    homeConfirmedBy: uuid('home_confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    awayConfirmedAt: timestamp('away_confirmed_at', { withTimezone: true }),
    awayConfirmedBy: uuid('away_confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('fixtures_season_slug_unique').on(table.seasonId, table.slug),
    unique('fixtures_division_bracket_game_unique').on(table.divisionId, table.bracketGameId),
    index('fixtures_division_idx').on(table.divisionId, table.weekIndex),
    index('fixtures_home_idx').on(table.homeTeamSeasonId),
    index('fixtures_away_idx').on(table.awayTeamSeasonId),
    index('fixtures_venue_idx').on(table.venueId),
  ],
)

export type FixtureRow = typeof fixtures.$inferSelect

/** Every move of a fixture, with the reason: the old date stays readable. Rows are only ever inserted. */
export const fixtureReschedules = pgTable(
  'fixture_reschedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    fixtureId: uuid('fixture_id')
      .notNull()
      .references(() => fixtures.id, { onDelete: 'cascade' }),
    fromDate: date('from_date', { mode: 'string' }),
    toDate: date('to_date', { mode: 'string' }),
    fromVenueId: uuid('from_venue_id').references(() => venues.id, { onDelete: 'set null' }),
    toVenueId: uuid('to_venue_id').references(() => venues.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('fixture_reschedules_fixture_idx').on(table.fixtureId, table.at)],
)

export type FixtureRescheduleRow = typeof fixtureReschedules.$inferSelect

export const sluggedKinds = ['organisation', 'season', 'division', 'team', 'news'] as const
export type SluggedKind = (typeof sluggedKinds)[number]

/**
 * Former slugs: each still leads to its entity, and no other entity of the same parent (`scope`: the organisation
 * of a season, team or news article, the season of a division, '' for organisations) may take it.
 */
export const slugHistory = pgTable(
  'slug_history',
  {
    kind: text('kind').$type<SluggedKind>().notNull(),
    scope: text('scope').notNull(),
    slug: text('slug').notNull(),
    entityId: uuid('entity_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.scope, table.slug] }),
    index('slug_history_entity_idx').on(table.entityId),
  ],
)

export type SlugHistoryRow = typeof slugHistory.$inferSelect

/**
 * An invitation to become an organisation's admin, by e-mail address. Only the holder of the account it reached
 * (`invited_user_id`, set when one used the address) can accept it; the super admin sees the address either way.
 */
export const organisationInvitations = pgTable(
  'organisation_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    invitedUserId: uuid('invited_user_id').references(() => users.id, { onDelete: 'set null' }),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('organisation_invitations_email_unique').on(table.organisationId, table.email),
    index('organisation_invitations_user_idx').on(table.invitedUserId),
  ],
)

export type OrganisationInvitationRow = typeof organisationInvitations.$inferSelect

/**
 * A team's lineup for one match: the participants playing each game, in order (null: named later). The other team
 * sees it once both are in.
 */
export const fixtureLineups = pgTable(
  'fixture_lineups',
  {
    fixtureId: uuid('fixture_id')
      .notNull()
      .references(() => fixtures.id, { onDelete: 'cascade' }),
    side: text('side').$type<LeagueSide>().notNull(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    games: jsonb('games').$type<(string[] | null)[]>().notNull(),
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.fixtureId, table.side] })],
)

export type FixtureLineupRow = typeof fixtureLineups.$inferSelect

/**
 * A game of a team match once it started or has a result: its players (fixed when it started), the engine match it
 * is scored on, and its result with each player's figures (`players`, from the replayed visits or typed in), which the
 * standings and leaderboards read.
 */
export const fixtureGames = pgTable(
  'fixture_games',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    fixtureId: uuid('fixture_id')
      .notNull()
      .references(() => fixtures.id, { onDelete: 'cascade' }),
    /** 1 for the first game of the template. */
    number: integer('number').notNull(),
    homeParticipantIds: uuid('home_participant_ids').array().notNull(),
    awayParticipantIds: uuid('away_participant_ids').array().notNull(),
    matchId: uuid('match_id').references(() => matches.id, { onDelete: 'set null' }),
    legsHome: integer('legs_home'),
    legsAway: integer('legs_away'),
    forfeitedBy: text('forfeited_by').$type<LeagueSide>(),
    source: text('source').$type<'scored' | 'entered'>(),
    players: jsonb('players').$type<LeaguePlayerGame[]>().notNull().default([]),
    /** The start-score handicap of home and away, fixed when the game started (league-rules.md §3); null for none. */
    handicaps: jsonb('handicaps').$type<[number, number]>(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('fixture_games_fixture_number_unique').on(table.fixtureId, table.number),
    index('fixture_games_match_idx').on(table.matchId),
  ],
)

export type FixtureGameRow = typeof fixtureGames.$inferSelect

/** What happened to a team match, who did it and why: lineups, substitutions, results, sign-off, corrections. */
export const fixtureAudit = pgTable(
  'fixture_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    fixtureId: uuid('fixture_id')
      .notNull()
      .references(() => fixtures.id, { onDelete: 'cascade' }),
    action: text('action').$type<LeagueMatchAuditEntry['action']>().notNull(),
    game: integer('game'),
    side: text('side').$type<LeagueSide>(),
    reason: text('reason').notNull().default(''),
    /** The state before and after, for corrections. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('fixture_audit_fixture_idx').on(table.fixtureId, table.at)],
)

export type FixtureAuditRow = typeof fixtureAudit.$inferSelect

/**
 * A points adjustment of a team in its division's standings (league-rules.md §6: a deduction for a late result or an
 * ineligible player), with its reason, shown on the standings. Removing one keeps it, with who removed it and when.
 */
export const standingsAdjustments = pgTable(
  'standings_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    divisionId: uuid('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    teamSeasonId: uuid('team_season_id')
      .notNull()
      .references(() => teamSeasons.id, { onDelete: 'cascade' }),
    /** Negative for a deduction. */
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'set null' }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [index('standings_adjustments_division_idx').on(table.divisionId, table.createdAt)],
)

export type StandingsAdjustmentRow = typeof standingsAdjustments.$inferSelect
