import { competitionSitePages, type CompetitionSitePage } from '@oche/api'
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { langcodes, users } from './users'

export const organisationRoles = ['owner', 'admin', 'captain', 'member'] as const
export type OrganisationRole = (typeof organisationRoles)[number]

/**
 * Who owns tournaments, participants and (later) league seasons. An organiser who runs tournaments without a
 * league gets a personal organisation on first use, so every owned row has one authorisation rule (ADR 003).
 */
export const organisations = pgTable('organisations', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** Made for one organiser; not shown as a league. */
  isPersonal: boolean('is_personal').notNull().default(false),
  /** Host names of the public league site (spec section 2), lower-case. */
  domains: text('domains').array().notNull().default([]),
  /** An http(s) link to the league's logo. */
  logoUrl: text('logo_url'),
  /** `#rrggbb` of the league's site and screens; null for the platform's. */
  primaryColour: text('primary_colour'),
  /** The language of the public league site and of new members' mails. */
  defaultLanguage: text('default_language', { enum: langcodes }).notNull().default('en'),
  /** The public site's help page: plain text, blank lines between paragraphs. */
  siteHelpText: text('site_help_text').notNull().default(''),
  /** The public site's optional pages it shows (the others answer 404); every one until its admins choose. */
  sitePages: text('site_pages')
    .array()
    .$type<CompetitionSitePage[]>()
    .notNull()
    .default([...competitionSitePages]),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export type OrganisationRow = typeof organisations.$inferSelect

/** `owner` and `admin` manage everything the organisation owns; `captain` and `member` come with leagues. */
export const organisationMembers = pgTable(
  'organisation_members',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: organisationRoles }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.userId] }),
    index('organisation_members_user_idx').on(table.userId),
  ],
)

export type OrganisationMemberRow = typeof organisationMembers.$inferSelect
