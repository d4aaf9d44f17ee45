import type { CreateEntryInput, Entry } from '@oche/api'
import type { Database } from '../../db/database'
import { committed, mergeEffects, type Committed } from '../effects'
import { notifyParticipants, playerNotificationTypes, toldAfterCommit } from '../notifications/notify-players'
import { participants } from '../../db/schema/index'
import { findOwnParticipant } from '../organisations/find-own-participant'
import { failWith, fail, ok, type Result } from '../result'
import { findManagedTournament } from './access'
import { countEntries, enteredParticipantIds, insertEntry, takenSeeds } from './entry-store'
import { loadEntry } from './load-entries'
import { tournamentChanged } from './tournament-announcements'
import { bumpTournamentVersion } from './tournament-version'

export type CreateEntryError =
  | 'tournament.notFound'
  | 'auth.forbidden'
  | 'tournament.notDraft'
  | 'tournament.full'
  | 'entry.wrongMemberCount'
  | 'entry.unknownParticipant'
  | 'entry.alreadyEntered'
  | 'entry.seedTaken'

/**
 * Enters a player (singles) or a pair before the draw: members from the organisation's participant list, or new
 * guests added to it. Nobody plays twice in one tournament, the entry limit holds, and a seed is held once.
 */
export async function createEntry(
  db: Database,
  input: { userId: string; tournamentId: string; entry: CreateEntryInput },
): Promise<Result<Committed<Entry>, CreateEntryError>> {
  const { entry } = input
  const outcome = await db.transaction(async (tx) => {
    const found = await findManagedTournament(tx, {
      userId: input.userId,
      tournamentId: input.tournamentId,
      forUpdate: true,
    })
    if (!found.ok) return found
    const tournament = found.value
    if (tournament.status !== 'draft') return fail('tournament.notDraft')
    if (entry.members.length !== (tournament.type === 'singles' ? 1 : 2)) return fail('entry.wrongMemberCount')
    // Everything is checked before anything is written: a refusal leaves no guest behind.
    const entered = await enteredParticipantIds(tx, tournament.id)
    const members: ({ id: string; name: string } | { name: string; nickname: string })[] = []
    for (const [index, member] of entry.members.entries()) {
      if (!('participant_id' in member)) {
        members.push({ name: member.name, nickname: member.nickname ?? '' })
        continue
      }
      const participant = await findOwnParticipant(tx, {
        organisationId: tournament.organisationId,
        participantId: member.participant_id,
      })
      if (!participant) return failWith('entry.unknownParticipant', { field: `members.${index}.participant_id` })
      if (entered.has(participant.id) || members.some((other) => 'id' in other && other.id === participant.id))
        return failWith('entry.alreadyEntered', { field: `members.${index}.participant_id` })
      members.push({ id: participant.id, name: participant.name })
    }
    if (tournament.entryLimit !== null && (await countEntries(tx, tournament.id)) >= tournament.entryLimit)
      return fail('tournament.full')
    if (entry.seed && (await takenSeeds(tx, tournament.id)).has(entry.seed)) return fail('entry.seedTaken')
    const stored: { id: string; name: string }[] = []
    for (const member of members) {
      if ('id' in member) {
        stored.push(member)
        continue
      }
      const [guest] = await tx
        .insert(participants)
        .values({ organisationId: tournament.organisationId, name: member.name, nickname: member.nickname })
        .returning({ id: participants.id, name: participants.name })
      if (!guest) throw new Error('The guest was not inserted')
      stored.push(guest)
    }
    const entryId = await insertEntry(tx, {
      tournamentId: tournament.id,
      members: stored,
      seed: entry.seed,
      checkedIn: entry.checked_in,
    })
    // A player with an account hears that the organiser entered them (guests just added have none).
    const notified = await notifyParticipants(tx, {
      participantIds: stored.map((member) => member.id),
      type: playerNotificationTypes.entered,
      data: { tournament_id: tournament.id, tournament_name: tournament.name },
      actorId: input.userId,
    })
    return ok({ entryId, version: await bumpTournamentVersion(tx, tournament.id), notified })
  })
  if (!outcome.ok) return outcome
  const created = await loadEntry(db, outcome.value.entryId)
  if (!created) throw new Error('An entry that was just stored cannot be read back')
  const changed = tournamentChanged({ tournamentId: input.tournamentId, version: outcome.value.version })
  return ok(committed(created, mergeEffects(changed, toldAfterCommit(outcome.value.notified))))
}
