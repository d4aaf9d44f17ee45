import { and, count, eq, isNotNull, ne } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { tournamentEntries, tournamentEntryMembers } from '../../db/schema/index'
import { entryName } from './entry-names'

/** The participants already entered in the tournament, as members of any entry. */
export async function enteredParticipantIds(db: Database, tournamentId: string): Promise<Set<string>> {
  const rows = await db
    .select({ participantId: tournamentEntryMembers.participantId })
    .from(tournamentEntryMembers)
    .innerJoin(tournamentEntries, eq(tournamentEntries.id, tournamentEntryMembers.entryId))
    .where(eq(tournamentEntries.tournamentId, tournamentId))
  return new Set(rows.map((row) => row.participantId))
}

/** How many entries the tournament has. */
export async function countEntries(db: Database, tournamentId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(tournamentEntries)
    .where(eq(tournamentEntries.tournamentId, tournamentId))
  return row?.total ?? 0
}

/** The seeds other entries of the tournament hold. */
export async function takenSeeds(db: Database, tournamentId: string, exceptEntryId?: string): Promise<Set<number>> {
  const rows = await db
    .select({ seed: tournamentEntries.seed })
    .from(tournamentEntries)
    .where(
      and(
        eq(tournamentEntries.tournamentId, tournamentId),
        isNotNull(tournamentEntries.seed),
        exceptEntryId ? ne(tournamentEntries.id, exceptEntryId) : undefined,
      ),
    )
  return new Set(rows.flatMap((row) => (row.seed === null ? [] : [row.seed])))
}

/** Stores an entry of these participants (in order), named after them; answers its id. */
export async function insertEntry(
  db: Database,
  input: {
    tournamentId: string
    members: { id: string; name: string }[]
    seed?: number | null
    checkedIn?: boolean
    registeredBy?: string
  },
): Promise<string> {
  const now = new Date()
  const [row] = await db
    .insert(tournamentEntries)
    .values({
      tournamentId: input.tournamentId,
      name: entryName(input.members.map((member) => member.name)),
      seed: input.seed ?? null,
      checkedInAt: input.checkedIn ? now : null,
      registeredBy: input.registeredBy ?? null,
      createdAt: now,
    })
    .returning({ id: tournamentEntries.id })
  if (!row) throw new Error('The entry was not inserted')
  await db
    .insert(tournamentEntryMembers)
    .values(input.members.map((member, position) => ({ entryId: row.id, position, participantId: member.id })))
  return row.id
}
