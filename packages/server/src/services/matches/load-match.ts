import type { Match } from '@oche/api'
import { asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { matchEvents, matches } from '../../db/schema/index'
import { matchChannelOf } from '../visibility/channel-names'
import { tournamentOfMatch } from '../visibility/visibility'
import { toMatch } from './to-match'

/** The match and its log, or null. Pass `forUpdate` inside a transaction to hold the row until it commits. */
export async function loadMatch(
  db: Database,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<Match | null> {
  const query = db.select().from(matches).where(eq(matches.id, id))
  const [row] = options.forUpdate ? await query.for('update') : await query
  if (!row) return null
  const events = await db
    .select({ payload: matchEvents.payload })
    .from(matchEvents)
    .where(eq(matchEvents.matchId, id))
    .orderBy(asc(matchEvents.seq))
  const match = toMatch(
    row,
    events.map((event) => event.payload),
  )
  const tournament = row.kind === 'tournament' ? await tournamentOfMatch(db, id) : null
  return {
    ...match,
    realtime_channel: matchChannelOf(id, tournament),
    ...(tournament ? { tournament_id: tournament.id } : {}),
  }
}
