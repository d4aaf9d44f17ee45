import type { MyTournaments } from '@oche/api'
import { and, desc, eq, inArray, ne, or } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { participants, tournamentEntries, tournamentEntryMembers, tournaments } from '../../db/schema/index'
import { ok, type Result } from '../result'
import { managedOrganisationIds } from '../organisations/organisation-managers'
import { toTournamentListItems } from './to-tournament-list-items'

const LIMIT = 100

/**
 * What the user organises (every tournament of the organisations they manage, test ones included) and what they
 * play in (an entry's member is linked to their account; private ones only where they organise, no test ones),
 * newest first.
 */
export async function listMyTournaments(
  db: Database,
  input: { userId: string },
): Promise<Result<MyTournaments, never>> {
  const organisationIds = await managedOrganisationIds(db, input.userId)
  const organising =
    organisationIds.length === 0
      ? []
      : await db
          .select()
          .from(tournaments)
          .where(inArray(tournaments.organisationId, organisationIds))
          .orderBy(desc(tournaments.startsAt), desc(tournaments.id))
          .limit(LIMIT)
  const entered = db
    .select({ tournamentId: tournamentEntries.tournamentId })
    .from(tournamentEntries)
    .innerJoin(tournamentEntryMembers, eq(tournamentEntryMembers.entryId, tournamentEntries.id))
    .innerJoin(participants, eq(participants.id, tournamentEntryMembers.participantId))
    .where(eq(participants.userId, input.userId))
  const visible =
    organisationIds.length === 0
      ? ne(tournaments.visibility, 'private')
      : or(ne(tournaments.visibility, 'private'), inArray(tournaments.organisationId, organisationIds))
  const playing = await db
    .select()
    .from(tournaments)
    .where(and(inArray(tournaments.id, entered), eq(tournaments.isTest, false), visible))
    .orderBy(desc(tournaments.startsAt), desc(tournaments.id))
    .limit(LIMIT)
  return ok({
    organising: await toTournamentListItems(db, organising),
    playing: await toTournamentListItems(db, playing),
  })
}
