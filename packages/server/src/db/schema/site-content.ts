import type { SiteFilePurpose, SiteNewsStatus } from '@oche/api'
import { bigint, boolean, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { seasons } from './competition'
import { organisations } from './organisations'
import { users } from './users'

// A league site's own content (ADR 018): uploaded files, news articles, documents and board members. Every row
// carries its organisation and goes with it; the bytes of a file live in the file store under its SHA-256.

/** An uploaded file: its bytes are `sha256` in the file store, its type sniffed from them on upload. */
export const siteFiles = pgTable(
  'site_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<SiteFilePurpose>().notNull(),
    /** The name it was uploaded with, cleaned (for the download). */
    name: text('name').notNull(),
    mediaType: text('media_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('site_files_organisation_idx').on(table.organisationId),
    index('site_files_sha256_idx').on(table.sha256),
  ],
)

export type SiteFileRow = typeof siteFiles.$inferSelect

/**
 * A news article. `html` is only ever the sanitised form; `first_published_at` is when it was first saved as
 * published, and it shows once published and `publish_at` (else that moment) has passed: no job publishes it.
 */
export const siteNews = pgTable(
  'site_news',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    html: text('html').notNull(),
    excerpt: text('excerpt').notNull(),
    coverFileId: uuid('cover_file_id').references(() => siteFiles.id),
    status: text('status').$type<SiteNewsStatus>().notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    firstPublishedAt: timestamp('first_published_at', { withTimezone: true }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('site_news_organisation_slug_unique').on(table.organisationId, table.slug)],
)

export type SiteNewsRow = typeof siteNews.$inferSelect

/** A document of the site, for one season or (no season) for every season. */
export const siteDocuments = pgTable(
  'site_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category'),
    fileId: uuid('file_id')
      .notNull()
      .references(() => siteFiles.id),
    seasonId: uuid('season_id').references(() => seasons.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('site_documents_organisation_idx').on(table.organisationId, table.position)],
)

export type SiteDocumentRow = typeof siteDocuments.$inferSelect

/** A member of the league's board; the public sees the e-mail address and phone only when shown. */
export const siteBoardMembers = pgTable(
  'site_board_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role').notNull(),
    photoFileId: uuid('photo_file_id').references(() => siteFiles.id),
    email: text('email'),
    phone: text('phone'),
    showEmail: boolean('show_email').notNull().default(false),
    showPhone: boolean('show_phone').notNull().default(false),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('site_board_members_organisation_idx').on(table.organisationId, table.position)],
)

export type SiteBoardMemberRow = typeof siteBoardMembers.$inferSelect
