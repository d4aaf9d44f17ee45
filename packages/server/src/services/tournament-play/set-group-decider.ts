import type { DeciderInput, TournamentDetail } from '@oche/api'
import { randomInt } from 'node:crypto'
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

/** The tied entries in an order drawn at random (Fisher–Yates with the operating system's randomness). */
export function drawLots(entryIds: readonly string[], random: (max: number) => number = randomInt): string[] {
  const drawn = [...entryIds]
  for (let index = drawn.length - 1; index > 0; index -= 1) {
    const other = random(index + 1)
    ;[drawn[index], drawn[other]] = [drawn[other]!, drawn[index]!]
  }
  return drawn
}

function sameEntries(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && new Set(a).size === a.length && a.every((entryId) => b.includes(entryId))
}

/**
 * Settles a tie the group's tie-break chain left: a bull-off or a play-off leg (`order` names exactly the tied
 * entries, best first), or lots, which the server draws itself so nobody at the table chooses the "random" order;
 * the draw is kept in the audit trail. The group's positions, and the knockout games they feed, resolve from it.
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
    const order = decider.method === 'lot' ? drawLots(decider.order) : decider.order
    const deciders = {
      ...row.deciders,
      [input.group]: [...(row.deciders[input.group] ?? []), { method: decider.method, order }],
    }
    await tx.update(tournaments).set({ deciders }).where(eq(tournaments.id, row.id))
    const names = new Map(state.entries.map((entry) => [entry.id, entry.name]))
    await recordPlayAudit(tx, actor, {
      action: decider.method === 'lot' ? 'decider.drawn' : 'decider.set',
      tournamentId: row.id,
      gameId: null,
      before: null,
      after: `${input.group}: ${order.map((entryId) => names.get(entryId) ?? entryId).join(' > ')}`,
      note: null,
    })
    return ok(await commitPlayChange(tx, row.id))
  })
  if (!outcome.ok) return outcome
  return answerPlayChange(db, { userId: actor.userId, change: outcome.value })
}
