import { and, eq, inArray, or } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { committed, type Committed } from '../effects'
import { participants, tournamentEntries, tournamentEntryMembers, tournaments } from '../../db/schema/index'
import { fail, ok, type Result } from '../result'
import { tournamentChanged } from './tournament-announcements'
import { bumpTournamentVersion } from './tournament-version'

/**
 * Takes the caller's entry back before the draw: the entry they signed up, or the one they play in through their
 * linked participant. Their participant stays on the organiser's list.
 */
export async function cancelRegistration(
  db: Database,
  input: { userId: string; tournamentId: string },
): Promise<Result<Committed<null>, 'tournament.notFound' | 'tournament.notRegistered' | 'tournament.notDraft'>> {
  const outcome = await db.transaction(async (tx) => {
    const [tournament] = await tx.select().from(tournaments).where(eq(tournaments.id, input.tournamentId)).for('update')
    if (!tournament || tournament.visibility === 'private') return fail('tournament.notFound')
    const playsIn = tx
      .select({ entryId: tournamentEntryMembers.entryId })
      .from(tournamentEntryMembers)
      .innerJoin(participants, eq(participants.id, tournamentEntryMembers.participantId))
      .where(eq(participants.userId, input.userId))
    const [entry] = await tx
      .select({ id: tournamentEntries.id })
      .from(tournamentEntries)
      .where(
        and(
          eq(tournamentEntries.tournamentId, tournament.id),
          or(eq(tournamentEntries.registeredBy, input.userId), inArray(tournamentEntries.id, playsIn)),
        ),
      )
      .limit(1)
    if (!entry) return fail('tournament.notRegistered')
    if (tournament.status !== 'draft') return fail('tournament.notDraft')
    await tx.delete(tournamentEntries).where(eq(tournamentEntries.id, entry.id))
    return ok(await bumpTournamentVersion(tx, tournament.id))
  })
  if (!outcome.ok) return outcome
  return ok(committed(null, tournamentChanged({ tournamentId: input.tournamentId, version: outcome.value })))
}
