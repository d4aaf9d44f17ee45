import type { DeciderInput, TournamentDetail } from '@oche/api'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import type { Committed } from '../effects'
import { tournaments } from '../../db/schema/index'
import { findManagedTournament } from '../tournaments/access'
import { fail, ok, type Result } from '../result'
import { answerPlayChange } from './answer-play-change'
import { commitPlayChange } from './commit-play-change'
import { loadPlayState } from './load-play-state'
import { recordPlayAudit, type PlayActor } from './play-audit'

export type SetGroupDeciderError = 'tournament.notFound' | 'auth.forbidden' | 'group.notFound' | 'decider.invalidOrder'

function sameEntries(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && new Set(a).size === a.length && a.every((entryId) => b.includes(entryId))
}

/**
 * Settles a tie the group's tie-break chain left (a bull-off, a play-off leg or a drawn lot): `order` names exactly
 * the tied entries, best first. The group's positions, and the knockout games they feed, resolve from it.
 */
export async function setGroupDecider(
  db: Database,
  input: { actor: PlayActor; tournamentId: string; group: string; decider: DeciderInput },
): Promise<Result<Committed<TournamentDetail>, SetGroupDeciderError>> {
  const { actor, decider } = input
  const outcome = await db.transaction(async (tx) => {
    const found = await findManagedTournament(tx, {
      userId: actor.userId,
      tournamentId: input.tournamentId,
      forUpdate: true,
    })
    if (!found.ok) return found
    const row = found.value
    if (!row.groups?.some((group) => group.id === input.group)) return fail('group.notFound')
    const state = await loadPlayState(tx, row)
    const ties = state.resolution.groupStandings[input.group]?.unresolvedTies ?? []
    if (!ties.some((tie) => sameEntries(decider.order, tie))) return fail('decider.invalidOrder')
    const deciders = {
      ...row.deciders,
      [input.group]: [...(row.deciders[input.group] ?? []), { method: decider.method, order: decider.order }],
    }
    await tx.update(tournaments).set({ deciders }).where(eq(tournaments.id, row.id))
    const names = new Map(state.entries.map((entry) => [entry.id, entry.name]))
    await recordPlayAudit(tx, actor, {
      action: 'decider.set',
      tournamentId: row.id,
      gameId: null,
      before: null,
      after: `${input.group}: ${decider.order.map((entryId) => names.get(entryId) ?? entryId).join(' > ')}`,
      note: null,
    })
    return ok(await commitPlayChange(tx, row.id))
  })
  if (!outcome.ok) return outcome
  return answerPlayChange(db, { userId: actor.userId, change: outcome.value })
}
