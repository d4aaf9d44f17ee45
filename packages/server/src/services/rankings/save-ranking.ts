import type { RankingDetail, RankingInputSchema, TournamentVisibility, UpdateRankingInputSchema } from '@oche/api'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/database'
import { rankings, rankingTournaments } from '../../db/schema/index'
import { ensurePersonalOrganisation } from '../organisations/personal-organisation'
import { fail, failWith, ok, type Result } from '../result'
import { findManagedRanking } from './access'
import { computeRanking } from './compute-ranking'
import type { RankingError } from './errors'
import { chosenTournamentIds, organisationTournamentVisibilities, visibilitiesShownBy } from './ranking-tournaments'

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * Each chosen tournament must be one of the organisation's and at least as visible as the ranking: 422 on the first
 * that is not. `field` names where the organiser fixes it: the tournament in the list they sent, or the ranking's
 * visibility when only that changed.
 */
async function checkTournaments(
  db: Database,
  input: {
    organisationId: string
    tournamentIds: readonly string[]
    visibility: TournamentVisibility
    field?: (index: number) => string
  },
): Promise<Result<null, RankingError>> {
  const field = input.field ?? ((index: number) => `tournament_ids.${index}`)
  const own = await organisationTournamentVisibilities(db, input)
  const foreign = input.tournamentIds.findIndex((id) => !own.has(id))
  if (foreign >= 0) return failWith('ranking.unknownTournament', { field: field(foreign) })
  const shown = visibilitiesShownBy(input.visibility)
  const hidden = input.tournamentIds.findIndex((id) => !shown.includes(own.get(id) ?? 'private'))
  if (hidden >= 0) return failWith('ranking.hiddenTournament', { field: field(hidden) })
  return ok(null)
}

/** Replaces a ranking's chosen tournaments. */
async function storeTournaments(tx: Transaction, rankingId: string, tournamentIds: readonly string[]): Promise<void> {
  await tx.delete(rankingTournaments).where(eq(rankingTournaments.rankingId, rankingId))
  const unique = [...new Set(tournamentIds)]
  if (unique.length > 0)
    await tx.insert(rankingTournaments).values(unique.map((tournamentId) => ({ rankingId, tournamentId })))
}

/** Makes a ranking in the caller's personal organisation (made on first use), as tournaments and events are. */
export async function createRanking(
  db: Database,
  input: { user: { id: string; name: string }; ranking: z.output<typeof RankingInputSchema> },
): Promise<Result<RankingDetail, RankingError>> {
  const organisationId = await ensurePersonalOrganisation(db, input.user)
  const { ranking } = input
  const tournamentIds = ranking.selection === 'chosen' ? ranking.tournament_ids : []
  const checked = await checkTournaments(db, { organisationId, tournamentIds, visibility: ranking.visibility })
  if (!checked.ok) return checked
  const row = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(rankings)
      .values({
        organisationId,
        createdBy: input.user.id,
        name: ranking.name,
        description: ranking.description,
        visibility: ranking.visibility,
        points: ranking.points,
        countBest: ranking.count_best,
        window: ranking.window,
        selection: ranking.selection,
      })
      .returning()
    if (!row) throw new Error('The ranking was not inserted')
    await storeTournaments(tx, row.id, tournamentIds)
    return row
  })
  return ok(await computeRanking(db, row, true))
}

/** Changes the fields sent; a new `tournament_ids` replaces the chosen tournaments. */
export async function updateRanking(
  db: Database,
  input: { userId: string; rankingId: string; changes: z.output<typeof UpdateRankingInputSchema> },
): Promise<Result<RankingDetail, RankingError | 'auth.forbidden'>> {
  const found = await findManagedRanking(db, input)
  if (!found.ok) return found
  const { changes } = input
  const selection = changes.selection ?? found.value.selection
  const replacesTournaments = changes.tournament_ids !== undefined || selection === 'organisation'
  // Kept tournaments are checked again only when the ranking becomes more visible.
  const keepsTournaments = selection === 'chosen' && changes.tournament_ids === undefined
  const tournamentIds =
    selection !== 'chosen'
      ? []
      : (changes.tournament_ids ?? (changes.visibility ? await chosenTournamentIds(db, found.value.id) : []))
  const checked = await checkTournaments(db, {
    organisationId: found.value.organisationId,
    tournamentIds,
    visibility: changes.visibility ?? found.value.visibility,
    field: keepsTournaments ? () => 'visibility' : undefined,
  })
  if (!checked.ok) return checked
  const row = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(rankings)
      .set({
        name: changes.name,
        description: changes.description,
        visibility: changes.visibility,
        points: changes.points,
        countBest: changes.count_best,
        window: changes.window,
        selection: changes.selection,
        updatedAt: new Date(),
      })
      .where(eq(rankings.id, input.rankingId))
      .returning()
    if (row && replacesTournaments) await storeTournaments(tx, row.id, tournamentIds)
    return row
  })
  if (!row) return fail('ranking.notFound')
  return ok(await computeRanking(db, row, true))
}

/** Deletes a ranking; its tournaments stay. */
export async function deleteRanking(
  db: Database,
  input: { userId: string; rankingId: string },
): Promise<Result<null, RankingError | 'auth.forbidden'>> {
  const found = await findManagedRanking(db, input)
  if (!found.ok) return found
  await db.delete(rankings).where(eq(rankings.id, input.rankingId))
  return ok(null)
}
