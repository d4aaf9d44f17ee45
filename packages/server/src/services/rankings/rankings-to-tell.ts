import { realtimeChannels, realtimeEvents } from '@oche/api'
import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { rankings, rankingTournaments, tournaments } from '../../db/schema/index'
import type { Announcement } from '../effects'

/**
 * `ranking.updated` for every ranking a change to these tournaments moves: those that chose a finished one, and the
 * `organisation` rankings of its organisation. A tournament still being played moves no ranking.
 */
export async function rankingAnnouncements(db: Database, tournamentIds: readonly string[]): Promise<Announcement[]> {
  if (tournamentIds.length === 0) return []
  const finished = await db
    .select({ id: tournaments.id, organisationId: tournaments.organisationId })
    .from(tournaments)
    .where(and(inArray(tournaments.id, [...tournamentIds]), eq(tournaments.status, 'finished')))
  if (finished.length === 0) return []
  const [chosen, whole] = await Promise.all([
    db
      .selectDistinct({ id: rankingTournaments.rankingId })
      .from(rankingTournaments)
      .where(
        inArray(
          rankingTournaments.tournamentId,
          finished.map((row) => row.id),
        ),
      ),
    db
      .select({ id: rankings.id })
      .from(rankings)
      .where(
        and(
          eq(rankings.selection, 'organisation'),
          inArray(rankings.organisationId, [...new Set(finished.map((row) => row.organisationId))]),
        ),
      ),
  ])
  const ids = [...new Set([...chosen, ...whole].map((row) => row.id))].sort()
  return ids.map((rankingId) => ({
    channel: realtimeChannels.ranking(rankingId),
    event: realtimeEvents.rankingUpdated,
    data: { rankingId },
  }))
}
