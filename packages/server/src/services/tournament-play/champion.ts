import { toTournamentPlanFormat } from '@oche/api'
import { finalRanking } from '@oche/darts'
import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { tournaments } from '../../db/schema/index'
import { loadPlayState } from './load-play-state'

/**
 * The champions of those of these tournaments that are finished, by tournament id: the entry ranked first alone
 * (`finalRanking` of @oche/darts). Tournaments without a champion are left out.
 */
export async function championNames(db: Database, tournamentIds: string[]): Promise<Map<string, string>> {
  const champions = new Map<string, string>()
  if (tournamentIds.length === 0) return champions
  const rows = await db
    .select()
    .from(tournaments)
    .where(and(inArray(tournaments.id, [...new Set(tournamentIds)]), eq(tournaments.status, 'finished')))
  for (const row of rows) {
    const state = await loadPlayState(db, row)
    const ranking = finalRanking(state.input, state.resolution, { format: toTournamentPlanFormat(row.format) })
    const first = ranking[0]
    const champion = first?.positionTo === 1 ? state.entries.find((entry) => entry.id === first.entryId) : undefined
    if (champion) champions.set(row.id, champion.name)
  }
  return champions
}

/** The champion of one tournament once it is finished, or null. */
export async function championName(db: Database, tournamentId: string): Promise<string | null> {
  return (await championNames(db, [tournamentId])).get(tournamentId) ?? null
}
