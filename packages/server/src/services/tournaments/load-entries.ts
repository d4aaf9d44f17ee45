import type { Entry } from '@oche/api'
import { asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { participants, tournamentEntries, tournamentEntryMembers, type TournamentEntryRow } from '../../db/schema/index'

/** A member of an entry as read with its participant. */
export type EntryMemberRecord = {
  position: number
  participantId: string
  name: string
  nickname: string
  userId: string | null
}

/** An entry as the API answers it; `group` stays null (the tournament detail fills it in from the draw). */
export function toEntry(row: TournamentEntryRow, members: EntryMemberRecord[]): Entry {
  return {
    id: row.id,
    name: row.name,
    members: [...members]
      .sort((a, b) => a.position - b.position)
      .map((member) => ({
        participant_id: member.participantId,
        name: member.name,
        nickname: member.nickname,
        user_id: member.userId,
      })),
    seed: row.seed,
    checked_in: row.checkedInAt !== null,
    withdrawn: row.withdrawnAt !== null,
    group: null,
    created_at: row.createdAt.toISOString(),
  }
}

/** The members of these entries with their participants, by entry id. */
export async function loadEntryMembers(db: Database, entryIds: string[]): Promise<Map<string, EntryMemberRecord[]>> {
  const byEntry = new Map<string, EntryMemberRecord[]>()
  if (entryIds.length === 0) return byEntry
  const rows = await db
    .select({
      entryId: tournamentEntryMembers.entryId,
      position: tournamentEntryMembers.position,
      participantId: participants.id,
      name: participants.name,
      nickname: participants.nickname,
      userId: participants.userId,
    })
    .from(tournamentEntryMembers)
    .innerJoin(participants, eq(participants.id, tournamentEntryMembers.participantId))
    .where(inArray(tournamentEntryMembers.entryId, entryIds))
  for (const { entryId, ...member } of rows) byEntry.set(entryId, [...(byEntry.get(entryId) ?? []), member])
  return byEntry
}

/** A tournament's entries in the order they were made, with their members. */
export async function loadEntries(db: Database, tournamentId: string): Promise<Entry[]> {
  const rows = await db
    .select()
    .from(tournamentEntries)
    .where(eq(tournamentEntries.tournamentId, tournamentId))
    .orderBy(asc(tournamentEntries.createdAt), asc(tournamentEntries.id))
  const members = await loadEntryMembers(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => toEntry(row, members.get(row.id) ?? []))
}

/** One entry with its members, or null. */
export async function loadEntry(db: Database, entryId: string): Promise<Entry | null> {
  const [row] = await db.select().from(tournamentEntries).where(eq(tournamentEntries.id, entryId))
  if (!row) return null
  const members = await loadEntryMembers(db, [row.id])
  return toEntry(row, members.get(row.id) ?? [])
}
