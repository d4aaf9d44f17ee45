import { randomInt } from 'node:crypto'
import { toTournamentPlanFormat, type TournamentDetail } from '@oche/api'
import { createRandom, planTournament, type PlanError } from '@oche/darts'
import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/database'
import type { Committed } from '../effects'
import { tournamentEntries, tournamentGames, tournaments } from '../../db/schema/index'
import { findManagedTournament } from '../tournaments/access'
import type { Locale } from '../../http/messages'
import { fail, failWith, ok, type Result } from '../result'
import { describeDrawNeeds, drawNeeds } from './draw-needs'
import { answerPlayChange } from './answer-play-change'
import { commitPlayChange } from './commit-play-change'
import { loadPlayState } from './load-play-state'
import { recordPlayAudit, type PlayActor } from './play-audit'

export type MakeDrawError =
  'tournament.notFound' | 'auth.forbidden' | 'draw.locked' | 'draw.tooFewEntries' | 'draw.impossible'

function drawError(error: PlanError): 'draw.tooFewEntries' | 'draw.impossible' {
  return error === 'plan.tooFewEntries' ? 'draw.tooFewEntries' : 'draw.impossible'
}

/**
 * Draws the groups or the bracket from the entries and schedules every game with @oche/darts (`planTournament`):
 * seeded entries in seed order, the others shuffled with a fresh random seed (`seed` fixes it, for the demo and
 * tests). With `removeNoShows` the entries that did not check in are removed first; withdrawn entries are left out.
 * The games of an earlier draw are replaced, which is allowed only while none was called, started or decided.
 * A format that cannot hold the players answers 422 on `format`, naming how many players it needs.
 */
export async function makeDraw(
  db: Database,
  input: { actor: PlayActor; tournamentId: string; removeNoShows: boolean; seed?: number; language?: Locale },
): Promise<Result<Committed<TournamentDetail>, MakeDrawError>> {
  const { actor } = input
  const outcome = await db.transaction(async (tx) => {
    const found = await findManagedTournament(tx, {
      userId: actor.userId,
      tournamentId: input.tournamentId,
      forUpdate: true,
    })
    if (!found.ok) return found
    const row = found.value
    const state = await loadPlayState(tx, row)
    if (state.gameRows.some((game) => game.calledAt || game.matchId || game.result)) return fail('draw.locked')
    const noShows = input.removeNoShows ? state.entries.filter((entry) => !entry.checked_in) : []
    const playing = state.entries.filter((entry) => !entry.withdrawn && !noShows.includes(entry))
    const seeded = playing
      .filter((entry) => entry.seed !== null)
      .sort((a, b) => (a.seed ?? 0) - (b.seed ?? 0))
      .map((entry) => entry.id)
    const unseeded = playing.filter((entry) => entry.seed === null).map((entry) => entry.id)
    const plan = planTournament({
      format: toTournamentPlanFormat(row.format),
      seeded,
      unseeded,
      random: createRandom(input.seed ?? randomInt(2 ** 31)),
    })
    if (!plan.ok) {
      const error = drawError(plan.error)
      if (error !== 'draw.impossible') return fail(error)
      // 422 on `format`, saying how many players the format takes (the engine is asked, not a formula).
      const message = describeDrawNeeds(drawNeeds(row.format, playing.length), input.language ?? 'en')
      return failWith(error, { details: { message, errors: { format: [message] } } })
    }
    if (noShows.length > 0)
      await tx.delete(tournamentEntries).where(
        and(
          eq(tournamentEntries.tournamentId, row.id),
          inArray(
            tournamentEntries.id,
            noShows.map((entry) => entry.id),
          ),
        ),
      )
    await tx.delete(tournamentGames).where(eq(tournamentGames.tournamentId, row.id))
    await tx.insert(tournamentGames).values(
      plan.value.games.map((game, position) => ({
        tournamentId: row.id,
        key: game.id,
        stage: game.stageId as (typeof tournamentGames.$inferInsert)['stage'],
        position,
        definition: game,
      })),
    )
    const groups = plan.value.groups.length > 0 ? plan.value.groups : null
    await tx.update(tournaments).set({ groups, deciders: {} }).where(eq(tournaments.id, row.id))
    await recordPlayAudit(tx, actor, {
      action: 'draw.made',
      tournamentId: row.id,
      gameId: null,
      before: null,
      after: null,
      note: null,
    })
    return ok(await commitPlayChange(tx, row.id))
  })
  if (!outcome.ok) return outcome
  return answerPlayChange(db, { userId: actor.userId, change: outcome.value })
}
