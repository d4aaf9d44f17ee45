import type { VenueList } from '@oche/api'
import { asc, inArray } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { venues } from '../../db/schema/index'
import { ok, type Result } from '../result'
import { managedOrganisationIds } from '../organisations/organisation-managers'
import { toVenue } from './to-venue'

/** The venues of every organisation the user manages, by name. */
export async function listVenues(db: Database, input: { userId: string }): Promise<Result<VenueList, never>> {
  const organisationIds = await managedOrganisationIds(db, input.userId)
  if (organisationIds.length === 0) return ok([])
  const rows = await db
    .select()
    .from(venues)
    .where(inArray(venues.organisationId, organisationIds))
    .orderBy(asc(venues.name), asc(venues.id))
  return ok(rows.map(toVenue))
}
