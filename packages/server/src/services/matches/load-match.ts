import type { Match } from '@oche/api'
import { asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { reusableQuery } from '../../db/reusable-query'
import { matchEvents, matches } from '../../db/schema/index'
import { matchChannelOf } from '../visibility/channel-names'
import { tournamentOfMatch } from '../visibility/visibility'
import { toMatch } from './to-match'

// Every visit scored loads its match: built once (reusableQuery).
const matchRow = reusableQuery((db) =>
  db
    .select()
    .from(matches)
    .where(eq(matches.id, sql.placeholder('id')))
    .prepare(''),
)
const matchForUpdate = reusableQuery((db) =>
  db
    .select()
    .from(matches)
    .where(eq(matches.id, sql.placeholder('id')))
    .for('update')
    .prepare(''),
)
const matchLog = reusableQuery((db) =>
  db
    .select({ payload: matchEvents.payload })
    .from(matchEvents)
    .where(eq(matchEvents.matchId, sql.placeholder('id')))
    .orderBy(asc(matchEvents.seq))
    .prepare(''),
)

/** The match and its log, or null. Pass `forUpdate` inside a transaction to hold the row until it commits. */
export async function loadMatch(
  db: Database,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<Match | null> {
  const [row] = await (options.forUpdate ? matchForUpdate : matchRow)(db).execute({ id })
  if (!row) return null
  const events = await matchLog(db).execute({ id })
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
