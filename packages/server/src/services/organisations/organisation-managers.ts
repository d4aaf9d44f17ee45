import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { organisationMembers, users } from '../../db/schema/index'

/** The organisations whose tournaments and participants the user manages: where they are owner or admin. */
export async function managedOrganisationIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: organisationMembers.organisationId })
    .from(organisationMembers)
    .where(and(eq(organisationMembers.userId, userId), inArray(organisationMembers.role, ['owner', 'admin'])))
  return rows.map((row) => row.id)
}

/** Whether the user manages tournaments of this organisation: an owner or admin there, or a super admin. */
export async function canManageOrganisation(
  db: Database,
  input: { userId: string; organisationId: string },
): Promise<boolean> {
  const [user] = await db.select({ isSuperAdmin: users.isSuperAdmin }).from(users).where(eq(users.id, input.userId))
  if (user?.isSuperAdmin) return true
  return (await managedOrganisationIds(db, input.userId)).includes(input.organisationId)
}
