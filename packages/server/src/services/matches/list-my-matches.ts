import type { MatchListItem } from '@oche/api'
import { desc, eq, inArray, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { matches, matchSides } from '../../db/schema/index'
import { ok, type Result } from '../result'
import { toMatchListItem } from './to-match'

const LIMIT = 100

/** The matches the user created or plays on a side of, newest first, with their summaries. */
export async function listMyMatches(db: Database, input: { userId: string }): Promise<Result<MatchListItem[], never>> {
  const playedIn = db
    .select({ matchId: matchSides.matchId })
    .from(matchSides)
    .where(sql`${input.userId}::uuid = any(${matchSides.userIds})`)
  const rows = await db
    .select()
    .from(matches)
    .where(or(eq(matches.createdBy, input.userId), inArray(matches.id, playedIn)))
    .orderBy(desc(matches.createdAt), desc(matches.id))
    .limit(LIMIT)
  return ok(rows.map(toMatchListItem))
}
