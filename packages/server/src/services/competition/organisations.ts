import type { AvailableOrganisationList, CompetitionRole, Organisation } from '@oche/api'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { organisations, seasons, type OrganisationRow } from '../../db/schema/index'
import { ok, type Result } from '../result'
import { adminOrganisationIds, currentMemberships, organisationAccess, type Caller } from './access'

/** The current season of each organisation, by organisation id. */
export async function currentSeasons(
  db: Database,
  organisationIds: readonly string[],
): Promise<Map<string, { slug: string; name: string }>> {
  if (organisationIds.length === 0) return new Map()
  const rows = await db
    .select({ organisationId: seasons.organisationId, slug: seasons.slug, name: seasons.name })
    .from(seasons)
    .where(and(inArray(seasons.organisationId, [...organisationIds]), eq(seasons.isCurrent, true)))
  return new Map(rows.map((row) => [row.organisationId, { slug: row.slug, name: row.name }]))
}

/** An organisation on the wire, with the caller's role there. */
export function toOrganisation(
  row: OrganisationRow,
  currentSeason: { slug: string; name: string } | null,
  role: CompetitionRole,
): Organisation {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    logo_url: row.logoUrl,
    primary_colour: row.primaryColour,
    default_language: row.defaultLanguage,
    domains: row.domains,
    current_season: currentSeason,
    role,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/**
 * The organisations the caller may manage, by name: where they are an admin (every league organisation for a super
 * admin) or captain a team now. Players who captain nothing manage nothing.
 */
export async function listAvailableOrganisations(
  db: Database,
  input: { caller: Caller },
): Promise<Result<AvailableOrganisationList, never>> {
  const roles = new Map<string, 'admin' | 'captain'>()
  if (input.caller.isSuperAdmin) {
    const all = await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.isPersonal, false))
    for (const row of all) roles.set(row.id, 'admin')
  } else {
    for (const id of await adminOrganisationIds(db, input.caller.id)) roles.set(id, 'admin')
    for (const membership of await currentMemberships(db, { userId: input.caller.id })) {
      if (membership.role === 'captain' && !roles.has(membership.organisationId))
        roles.set(membership.organisationId, 'captain')
    }
  }
  if (roles.size === 0) return ok([])
  const rows = await db
    .select()
    .from(organisations)
    .where(and(inArray(organisations.id, [...roles.keys()]), eq(organisations.isPersonal, false)))
    .orderBy(asc(organisations.name), asc(organisations.id))
  const current = await currentSeasons(
    db,
    rows.map((row) => row.id),
  )
  return ok(
    rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      logo_url: row.logoUrl,
      primary_colour: row.primaryColour,
      current_season: current.get(row.id) ?? null,
      role: roles.get(row.id) ?? 'captain',
    })),
  )
}

/** The organisation, for anyone with a role there (its admins, captains and players). */
export async function getOrganisation(
  db: Database,
  input: { caller: Caller; org: string },
): Promise<Result<Organisation, 'organisation.notFound' | 'auth.forbidden'>> {
  const access = await organisationAccess(db, input)
  if (!access.ok) return access
  const { organisation, viewer } = access.value
  const current = await currentSeasons(db, [organisation.id])
  return ok(toOrganisation(organisation, current.get(organisation.id) ?? null, viewer.role))
}
