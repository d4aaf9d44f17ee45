import type { TournamentAuditEntry } from '@oche/api'
import type { GameResult } from '@oche/darts'
import type { Database } from '../../db/database'
import { auditLog } from '../../db/schema/index'

/** Who changes a tournament's play: the user it is done as, the person behind it, and the request. */
export type PlayActor = { userId: string; impersonatorId: string | null; requestId: string | null }

/** An entry of a tournament's audit trail as stored: the short texts and the game it is about. */
export type PlayAuditRecord = {
  action: TournamentAuditEntry['action']
  tournamentId: string
  /** The game's row uuid, for results. */
  gameId: string | null
  before: string | null
  after: string | null
  note: string | null
}

/**
 * Adds a row to the audit log, in the caller's transaction: `actor` is the person behind the change (the super
 * admin when impersonating), `acting_as` the user it was done as. The texts and the game go in `before`/`after`.
 */
export async function recordPlayAudit(tx: Database, actor: PlayActor, record: PlayAuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.impersonatorId ?? actor.userId,
    actingAsId: actor.userId,
    action: record.action,
    targetType: 'tournament',
    targetId: record.tournamentId,
    before: record.before === null ? null : { text: record.before, game_id: record.gameId },
    after: { text: record.after, game_id: record.gameId, note: record.note },
    requestId: actor.requestId,
  })
}

/** A result in a few characters, the same in every language: "3–1", "2–2", or "w/o 1–0" for a walkover. */
export function resultText(result: GameResult | null): string | null {
  if (!result) return null
  if (result.kind === 'walkover') return result.winner === 0 ? 'w/o 1–0' : 'w/o 0–1'
  return `${result.legs[0]}–${result.legs[1]}`
}
