import { eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { participants, tournamentEntries, tournamentEntryMembers } from '../../db/schema/index'

/** An entry's name from its members' names in order: "Mia", or "Mia & Bram" for a pair. */
export function entryName(memberNames: string[]): string {
  return memberNames.join(' & ')
}

/**
 * Writes these entries' names again from their members (after a participant was renamed or merged) and answers the
 * tournaments whose entries changed name.
 */
export async function refreshEntryNames(tx: Database, entryIds: string[]): Promise<string[]> {
  if (entryIds.length === 0) return []
  const rows = await tx
    .select({
      entryId: tournamentEntries.id,
      tournamentId: tournamentEntries.tournamentId,
      current: tournamentEntries.name,
      position: tournamentEntryMembers.position,
      memberName: participants.name,
    })
    .from(tournamentEntries)
    .innerJoin(tournamentEntryMembers, eq(tournamentEntryMembers.entryId, tournamentEntries.id))
    .innerJoin(participants, eq(participants.id, tournamentEntryMembers.participantId))
    .where(inArray(tournamentEntries.id, entryIds))
  const entries = new Map<
    string,
    { tournamentId: string; current: string; names: { position: number; name: string }[] }
  >()
  for (const row of rows) {
    const entry = entries.get(row.entryId) ?? { tournamentId: row.tournamentId, current: row.current, names: [] }
    entry.names.push({ position: row.position, name: row.memberName })
    entries.set(row.entryId, entry)
  }
  const changed = new Set<string>()
  for (const [entryId, entry] of entries) {
    const name = entryName(entry.names.sort((a, b) => a.position - b.position).map((member) => member.name))
    if (name === entry.current) continue
    await tx.update(tournamentEntries).set({ name }).where(eq(tournamentEntries.id, entryId))
    changed.add(entry.tournamentId)
  }
  return [...changed]
}
