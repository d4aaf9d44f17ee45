import type { MatchListItem } from '@oche/api'
import { and, desc, eq, inArray, notInArray, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { matches, matchHistoryRemovals, matchSides } from '../../db/schema/index'
import { ok, type Result } from '../result'
import { toMatchListItem } from './to-match'

const LIMIT = 100

/**
 * The matches in the user's history, newest first, with their summaries: those they created, and those they play a
 * side of (a casual match once they accepted its invitation, a tournament's game by playing it), less the ones they
 * removed from it. Being named in someone's match is not enough: see `answerMatchInvitation`.
 */
export async function listMyMatches(db: Database, input: { userId: string }): Promise<Result<MatchListItem[], never>> {
  const playedIn = db
    .select({ matchId: matchSides.matchId })
    .from(matchSides)
    .where(sql`${input.userId}::uuid = any(${matchSides.userIds})`)
  const removed = db
    .select({ matchId: matchHistoryRemovals.matchId })
    .from(matchHistoryRemovals)
    .where(eq(matchHistoryRemovals.userId, input.userId))
  const rows = await db
    .select()
    .from(matches)
    .where(and(or(eq(matches.createdBy, input.userId), inArray(matches.id, playedIn)), notInArray(matches.id, removed)))
    .orderBy(desc(matches.createdAt), desc(matches.id))
    .limit(LIMIT)
  return ok(rows.map(toMatchListItem))
}
