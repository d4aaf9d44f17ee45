import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { organisationMembers, organisations, users } from '../../db/schema/index'

const MAX_SLUG_BASE = 48

/** "Mia de Vries" → "mia-de-vries"; accents dropped, anything else becomes a dash. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_BASE)
    .replace(/-+$/g, '')
  return slug || 'organiser'
}

/**
 * The id of the user's personal organisation, made on first use: named after the user, with a unique slug and the
 * user as its owner. Concurrent first calls for one user wait on the user's row, so only one organisation is made.
 */
export async function ensurePersonalOrganisation(db: Database, user: { id: string; name: string }): Promise<string> {
  const existing = await findPersonalOrganisation(db, user.id)
  if (existing) return existing
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update')
    const made = await findPersonalOrganisation(tx, user.id)
    if (made) return made
    const base = slugify(user.name)
    for (let attempt = 0; ; attempt += 1) {
      const slug = attempt === 0 ? base : `${base}-${randomBytes(3).toString('hex')}`
      const [row] = await tx
        .insert(organisations)
        .values({ slug, name: user.name, isPersonal: true })
        .onConflictDoNothing({ target: organisations.slug })
        .returning({ id: organisations.id })
      if (!row) continue
      await tx.insert(organisationMembers).values({ organisationId: row.id, userId: user.id, role: 'owner' })
      return row.id
    }
  })
}

async function findPersonalOrganisation(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: organisations.id })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(
      and(
        eq(organisationMembers.userId, userId),
        eq(organisationMembers.role, 'owner'),
        eq(organisations.isPersonal, true),
      ),
    )
    .orderBy(organisations.createdAt)
    .limit(1)
  return row?.id ?? null
}
