import { buildMyStats, myStatsIntervalOf, type MyStats, type MyStatsQuerySchema } from '@oche/api'
import { and, asc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/database'
import { matches, matchSides } from '../../db/schema/index'
import { ok, type Result } from '../result'
import { loadEventLogs, userMatchesWhere } from './list-user-matches'
import { toMatch } from './to-match'

/**
 * `GET /user/stats`: the user's figures over their finished matches (the ones `GET /user/matches` lists), filtered
 * by kind and period, in all and per day, week or month (`buildMyStats` of `@oche/api`, replayed from the logs).
 */
export async function userStats(
  db: Database,
  input: { userId: string; query: z.output<typeof MyStatsQuerySchema>; now: Date },
): Promise<Result<MyStats, never>> {
  const { query } = input
  const rows = await db
    .select({ match: matches, side: matchSides.position })
    .from(matches)
    .innerJoin(matchSides, eq(matchSides.matchId, matches.id))
    .where(
      and(userMatchesWhere(db, { ...query, userId: input.userId, now: input.now }), eq(matches.status, 'finished')),
    )
    .orderBy(asc(matches.createdAt), asc(matches.id))
  const logs = await loadEventLogs(
    db,
    rows.map((row) => row.match.id),
  )
  const played = rows.map((row) => ({ match: toMatch(row.match, logs.get(row.match.id) ?? []), side: row.side }))
  return ok(buildMyStats(played, myStatsIntervalOf(query.period)))
}
