import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { organisationMembers, users } from '../../db/schema/index'

/** The roles that manage an organisation's tournaments, events, boards and participants. */
const managerRoles = ['owner', 'admin'] as const

/** The organisations whose tournaments and participants the user manages: where they are owner or admin. */
export async function managedOrganisationIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: organisationMembers.organisationId })
    .from(organisationMembers)
    .where(and(eq(organisationMembers.userId, userId), inArray(organisationMembers.role, [...managerRoles])))
  return rows.map((row) => row.id)
}

/**
 * The users who manage the organisation as its members (owners and admins): those to tell about its events and
 * boards. Super admins, who may manage every organisation, are not among them.
 */
export async function organisationManagerIds(db: Database, organisationId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: organisationMembers.userId })
    .from(organisationMembers)
    .where(
      and(eq(organisationMembers.organisationId, organisationId), inArray(organisationMembers.role, [...managerRoles])),
    )
  return rows.map((row) => row.userId)
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
