import { TournamentAuditEntrySchema, type TournamentAuditEntry } from '@oche/api'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { auditLog, users } from '../../db/schema/index'
import { findManagedTournament } from '../tournaments/access'
import { ok, type Result } from '../result'

export type ListTournamentAuditError = 'tournament.notFound' | 'auth.forbidden'

const actions = new Set<string>(TournamentAuditEntrySchema.shape.action.options)

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null
}

/**
 * What a stored row says, whoever wrote it: play rows keep `text`, `game_id` and `note`; a withdrawal keeps the
 * entry's `name`, shown as the value after.
 */
function detailsOf(action: TournamentAuditEntry['action'], before: unknown, after: unknown) {
  const was = (before ?? {}) as Record<string, unknown>
  const is = (after ?? {}) as Record<string, unknown>
  if (action === 'entry.withdrawn') return { game_id: null, before: null, after: text(is.name), note: null }
  return {
    game_id: text(is.game_id) ?? text(was.game_id),
    before: text(was.text),
    after: text(is.text),
    note: text(is.note),
  }
}

/** A tournament's audit trail for its organisers, newest first: who did what, with the values before and after. */
export async function listTournamentAudit(
  db: Database,
  input: { userId: string; tournamentId: string },
): Promise<Result<TournamentAuditEntry[], ListTournamentAuditError>> {
  const found = await findManagedTournament(db, input)
  if (!found.ok) return found
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
      actorId: users.id,
      actorName: users.name,
    })
    .from(auditLog)
    .innerJoin(users, eq(users.id, sql`coalesce(${auditLog.actorId}, ${auditLog.actingAsId})`))
    .where(and(eq(auditLog.targetType, 'tournament'), eq(auditLog.targetId, found.value.id)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
  return ok(
    rows.flatMap((row): TournamentAuditEntry[] => {
      if (!actions.has(row.action)) return []
      const action = row.action as TournamentAuditEntry['action']
      return [
        {
          id: row.id,
          at: row.at.toISOString(),
          actor: { id: row.actorId, name: row.actorName },
          action,
          ...detailsOf(action, row.before, row.after),
        },
      ]
    }),
  )
}
