import { slugFromName, uniqueSlug } from '@oche/api'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import {
  divisions,
  organisations,
  seasons,
  siteNews,
  slugHistory,
  teams,
  type SluggedKind,
} from '../../db/schema/index'
import { fail, ok, type Result } from '../result'
import { isSlugViolation } from '../unique-violation'

/** Where a slug must be unique: its kind and parent (the organisation of a season or team, the season of a division). */
export type SlugScope = { kind: SluggedKind; scope: string }

export const organisationScope: SlugScope = { kind: 'organisation', scope: '' }
export const seasonScope = (organisationId: string): SlugScope => ({ kind: 'season', scope: organisationId })
export const teamScope = (organisationId: string): SlugScope => ({ kind: 'team', scope: organisationId })
export const divisionScope = (seasonId: string): SlugScope => ({ kind: 'division', scope: seasonId })
export const newsScope = (organisationId: string): SlugScope => ({ kind: 'news', scope: organisationId })

/**
 * Makes the transaction the only one choosing a slug in the scope until it ends: the check for a free slug and the
 * insert then see each other's work, so two organisers saving the same name at once get a slug each.
 */
async function lockScope(db: Database, { kind, scope }: SlugScope): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`oche.slug:${kind}:${scope}`}))`)
}

/** Every slug of the scope, current and former: none may be taken again. */
async function takenSlugs(db: Database, { kind, scope }: SlugScope): Promise<Set<string>> {
  await lockScope(db, { kind, scope })
  const current = await currentSlugs(db, { kind, scope })
  const former = await db
    .select({ slug: slugHistory.slug })
    .from(slugHistory)
    .where(and(eq(slugHistory.kind, kind), eq(slugHistory.scope, scope)))
  return new Set([...current, ...former.map((row) => row.slug)])
}

async function currentSlugs(db: Database, { kind, scope }: SlugScope): Promise<string[]> {
  switch (kind) {
    case 'organisation':
      // Personal organisations' slugs too: the table's slugs are unique whatever the kind of organisation.
      return (await db.select({ slug: organisations.slug }).from(organisations)).map((row) => row.slug)
    case 'season':
      return (await db.select({ slug: seasons.slug }).from(seasons).where(eq(seasons.organisationId, scope))).map(
        (row) => row.slug,
      )
    case 'team':
      return (await db.select({ slug: teams.slug }).from(teams).where(eq(teams.organisationId, scope))).map(
        (row) => row.slug,
      )
    case 'division':
      return (await db.select({ slug: divisions.slug }).from(divisions).where(eq(divisions.seasonId, scope))).map(
        (row) => row.slug,
      )
    case 'news':
      return (await db.select({ slug: siteNews.slug }).from(siteNews).where(eq(siteNews.organisationId, scope))).map(
        (row) => row.slug,
      )
    default:
      return kind satisfies never
  }
}

/**
 * The slug of a new entity: the one asked for when it is free in the scope (`slug.taken` otherwise), else the
 * first free one the name gives. Call it inside the transaction that inserts, run by `writingSlug`: it locks the
 * scope until that transaction ends.
 */
export async function newSlug(
  db: Database,
  scope: SlugScope,
  input: { name: string; slug?: string | undefined },
): Promise<Result<string, 'slug.taken'>> {
  const taken = await takenSlugs(db, scope)
  if (input.slug !== undefined) return taken.has(input.slug) ? fail('slug.taken') : ok(input.slug)
  return ok(uniqueSlug(slugFromName(input.name, scope.kind), taken))
}

/**
 * Runs the transaction that writes a new or changed slug. `newSlug` and `changeSlug` lock the scope, but a write
 * outside them (a personal organisation made at registration) can still take the slug between the check and the
 * insert; the table's unique constraint then rolls the transaction back and it runs again: a name finds the next
 * free slug, a slug asked for answers `slug.taken`. Never a 500 for two organisers saving at once.
 */
export async function writingSlug<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write()
    } catch (error) {
      if (attempt >= 3 || !isSlugViolation(error)) throw error
    }
  }
}

/**
 * Checks a changed slug and keeps the old one leading to the entity. The new slug may be one of the entity's own
 * former slugs (it comes back from history). Answers whether anything changed.
 */
export async function changeSlug(
  db: Database,
  scope: SlugScope,
  input: { entityId: string; from: string; to: string },
): Promise<Result<boolean, 'slug.taken'>> {
  if (input.from === input.to) return ok(false)
  await lockScope(db, scope)
  const [own] = await db
    .select({ entityId: slugHistory.entityId })
    .from(slugHistory)
    .where(and(eq(slugHistory.kind, scope.kind), eq(slugHistory.scope, scope.scope), eq(slugHistory.slug, input.to)))
  if (own && own.entityId !== input.entityId) return fail('slug.taken')
  if (!own && (await currentSlugs(db, scope)).includes(input.to)) return fail('slug.taken')
  if (own) {
    await db
      .delete(slugHistory)
      .where(and(eq(slugHistory.kind, scope.kind), eq(slugHistory.scope, scope.scope), eq(slugHistory.slug, input.to)))
  }
  await db
    .insert(slugHistory)
    .values({ kind: scope.kind, scope: scope.scope, slug: input.from, entityId: input.entityId })
    .onConflictDoNothing()
  return ok(true)
}

/** The entity a former slug of the scope leads to, if any. */
export async function formerSlugEntity(db: Database, scope: SlugScope, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ entityId: slugHistory.entityId })
    .from(slugHistory)
    .where(and(eq(slugHistory.kind, scope.kind), eq(slugHistory.scope, scope.scope), eq(slugHistory.slug, slug)))
  return row?.entityId ?? null
}
