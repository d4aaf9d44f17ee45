import type { Entry } from '@oche/api'
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { committed, type Committed } from '../effects'
import { participants, tournaments } from '../../db/schema/index'
import { failWith, fail, ok, type Result } from '../result'
import { countEntries, enteredParticipantIds, insertEntry } from './entry-store'
import { loadEntry } from './load-entries'
import { tournamentChanged } from './tournament-announcements'
import { bumpTournamentVersion } from './tournament-version'

export type RegisterError =
  | 'tournament.notFound'
  | 'tournament.signupClosed'
  | 'tournament.full'
  | 'tournament.alreadyRegistered'
  | 'tournament.partnerRequired'
  | 'entry.alreadyEntered'

/**
 * Signs the caller up for a public or unlisted tournament whose sign-up is open, before the draw and while it is not
 * full. The entry's player is the caller's participant in the organising organisation (found by its account link,
 * or made and linked now); a pair's partner is matched by name among the list's guests, or added as a guest.
 */
export async function registerForTournament(
  db: Database,
  input: { user: { id: string; name: string }; tournamentId: string; partnerName?: string },
): Promise<Result<Committed<Entry>, RegisterError>> {
  const { user } = input
  const outcome = await db.transaction(async (tx) => {
    const [tournament] = await tx.select().from(tournaments).where(eq(tournaments.id, input.tournamentId)).for('update')
    if (!tournament || tournament.visibility === 'private') return fail('tournament.notFound')
    if (tournament.status !== 'draft' || !tournament.signupOpen) return fail('tournament.signupClosed')
    const partnerName = input.partnerName?.trim()
    if (tournament.type === 'pairs' && !partnerName) return fail('tournament.partnerRequired')
    const inOrganisation = and(
      eq(participants.organisationId, tournament.organisationId),
      isNull(participants.mergedIntoId),
    )
    const [linked] = await tx
      .select({ id: participants.id, name: participants.name })
      .from(participants)
      .where(and(inOrganisation, eq(participants.userId, user.id)))
      .orderBy(asc(participants.createdAt), asc(participants.id))
      .limit(1)
    const entered = await enteredParticipantIds(tx, tournament.id)
    if (linked && entered.has(linked.id)) return fail('tournament.alreadyRegistered')
    if (tournament.entryLimit !== null && (await countEntries(tx, tournament.id)) >= tournament.entryLimit)
      return fail('tournament.full')
    let partner: { id: string; name: string } | null = null
    if (tournament.type === 'pairs' && partnerName) {
      // Only a guest (or the caller's own participant) matches by name: a participant linked to another account
      // is that player's, and naming them must neither enter them nor block their own sign-up without their
      // consent. Their namesake becomes a new guest; the organiser can merge the two later.
      const [known] = await tx
        .select({ id: participants.id, name: participants.name })
        .from(participants)
        .where(
          and(
            inOrganisation,
            eq(sql`lower(${participants.name})`, partnerName.toLocaleLowerCase()),
            or(isNull(participants.userId), eq(participants.userId, user.id)),
          ),
        )
        .orderBy(asc(participants.createdAt), asc(participants.id))
        .limit(1)
      if (known && (entered.has(known.id) || known.id === linked?.id))
        return failWith('entry.alreadyEntered', { field: 'partner_name' })
      partner = known ?? null
    }
    const player =
      linked ??
      (await insertParticipant(tx, { organisationId: tournament.organisationId, name: user.name, userId: user.id }))
    partner ??=
      tournament.type === 'pairs' && partnerName
        ? await insertParticipant(tx, { organisationId: tournament.organisationId, name: partnerName, userId: null })
        : null
    const entryId = await insertEntry(tx, {
      tournamentId: tournament.id,
      members: partner ? [player, partner] : [player],
      registeredBy: user.id,
    })
    return ok({ entryId, version: await bumpTournamentVersion(tx, tournament.id) })
  })
  if (!outcome.ok) return outcome
  const entry = await loadEntry(db, outcome.value.entryId)
  if (!entry) throw new Error('An entry that was just stored cannot be read back')
  return ok(committed(entry, tournamentChanged({ tournamentId: input.tournamentId, version: outcome.value.version })))
}

async function insertParticipant(
  tx: Database,
  values: { organisationId: string; name: string; userId: string | null },
): Promise<{ id: string; name: string }> {
  const [row] = await tx.insert(participants).values(values).returning({ id: participants.id, name: participants.name })
  if (!row) throw new Error('The participant was not inserted')
  return row
}
