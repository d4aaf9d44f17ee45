import type { Entry, UpdateEntryInput } from '@oche/api'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { committed, effects, type Committed } from '../effects'
import { auditLog, tournamentEntries } from '../../db/schema/index'
import type { PlayActor } from './play-audit'
import { failWith, fail, ok, type Result } from '../result'
import { findManagedTournament } from '../tournaments/access'
import { takenSeeds } from '../tournaments/entry-store'
import { findEntry } from '../tournaments/find-entry'
import { loadEntry } from '../tournaments/load-entries'
import { tournamentChanged } from '../tournaments/tournament-announcements'
import { commitPlayChange } from './commit-play-change'
import { bumpTournamentVersion } from '../tournaments/tournament-version'

export type UpdateEntryError =
  | 'tournament.notFound'
  | 'auth.forbidden'
  | 'entry.notFound'
  | 'entry.beforeDrawOnly'
  | 'entry.afterDrawOnly'
  | 'entry.seedTaken'
  | 'entry.withdrawalFinal'
  | 'entry.tournamentFinished'

/**
 * Changes an entry: its seed and check-in before the draw, its withdrawal after it (kept in the audit trail; the
 * games it has not played become walkovers). A withdrawal is final. Every change bumps the version.
 */
export async function updateEntry(
  db: Database,
  input: { actor: PlayActor; tournamentId: string; entryId: string; changes: UpdateEntryInput },
): Promise<Result<Committed<Entry>, UpdateEntryError>> {
  const { actor, changes } = input
  const outcome = await db.transaction(async (tx) => {
    const found = await findManagedTournament(tx, {
      userId: actor.userId,
      tournamentId: input.tournamentId,
      forUpdate: true,
    })
    if (!found.ok) return found
    const tournament = found.value
    const entry = await findEntry(tx, { tournamentId: tournament.id, entryId: input.entryId })
    if (!entry) return fail('entry.notFound')
    const isDraft = tournament.status === 'draft'
    if (!isDraft && changes.seed !== undefined) return failWith('entry.beforeDrawOnly', { field: 'seed' })
    if (!isDraft && changes.checked_in !== undefined) return failWith('entry.beforeDrawOnly', { field: 'checked_in' })
    const withdraws = changes.withdrawn === true && entry.withdrawnAt === null
    if (changes.withdrawn !== undefined) {
      if (isDraft) return fail('entry.afterDrawOnly')
      if (changes.withdrawn === false && entry.withdrawnAt !== null) return fail('entry.withdrawalFinal')
      if (withdraws && tournament.status === 'finished') return fail('entry.tournamentFinished')
    }
    if (changes.seed && (await takenSeeds(tx, tournament.id, entry.id)).has(changes.seed))
      return fail('entry.seedTaken')
    const now = new Date()
    const seed = changes.seed === undefined ? entry.seed : changes.seed
    const checkedInAt =
      changes.checked_in === undefined ? entry.checkedInAt : changes.checked_in ? (entry.checkedInAt ?? now) : null
    const withdrawnAt = withdraws ? now : entry.withdrawnAt
    if (seed === entry.seed && checkedInAt === entry.checkedInAt && withdrawnAt === entry.withdrawnAt)
      return ok({ version: null })
    await tx.update(tournamentEntries).set({ seed, checkedInAt, withdrawnAt }).where(eq(tournamentEntries.id, entry.id))
    // The tournament's audit trail shows the entry's name as the value after (`list-tournament-audit.ts`).
    if (withdraws)
      await tx.insert(auditLog).values({
        actorId: actor.impersonatorId ?? actor.userId,
        actingAsId: actor.userId,
        action: 'entry.withdrawn',
        targetType: 'tournament',
        targetId: tournament.id,
        before: { entry_id: entry.id, name: entry.name, withdrawn: false },
        after: { entry_id: entry.id, name: entry.name, withdrawn: true },
        requestId: actor.requestId,
      })
    // A withdrawal can decide games (walkovers): the status is recomputed with the version.
    if (withdraws) return ok({ version: (await commitPlayChange(tx, tournament.id)).version })
    return ok({ version: await bumpTournamentVersion(tx, tournament.id) })
  })
  if (!outcome.ok) return outcome
  const { version } = outcome.value
  const changed = version === null ? effects() : tournamentChanged({ tournamentId: input.tournamentId, version })
  const updated = await loadEntry(db, input.entryId)
  if (!updated) throw new Error('An entry that was just changed cannot be read back')
  return ok(committed(updated, changed))
}
