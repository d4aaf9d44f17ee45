import {
  describeMyMatch,
  type MatchKind,
  type MyMatchKind,
  type MyMatchListQuerySchema,
  type MyMatchPage,
  type MyMatchPeriod,
  type MyMatchResult,
} from '@oche/api'
import type { MatchEvent } from '@oche/darts'
import { and, asc, count, desc, eq, gte, inArray, notInArray, sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/database'
import { matchEvents, matches, matchHistoryRemovals, matchSides } from '../../db/schema/index'
import { ok, type Result } from '../result'
import { toMatch } from './to-match'

type Query = z.output<typeof MyMatchListQuerySchema>

const kindsOf: Record<MyMatchKind, MatchKind[]> = {
  tournament: ['tournament'],
  league: ['league'],
  bot: ['bot'],
  local: ['casual', 'offline'],
}

const daysOf: Record<MyMatchPeriod, number> = { week: 7, month: 30, year: 365 }

const DAY_MS = 24 * 60 * 60 * 1000

/** The SQL condition for a result, read from the cached summary's outcome and the caller's side. */
function resultCondition(result: MyMatchResult): SQL {
  const outcome = sql`${matches.summary} -> 'outcome'`
  switch (result) {
    case 'won':
      return sql`${matches.status} = 'finished' and ${outcome} ->> 'kind' = 'win' and (${outcome} ->> 'winner')::int = ${matchSides.position}`
    case 'lost':
      return sql`${matches.status} = 'finished' and ${outcome} ->> 'kind' = 'win' and (${outcome} ->> 'winner')::int <> ${matchSides.position}`
    case 'drawn':
      return sql`${matches.status} = 'finished' and ${outcome} ->> 'kind' = 'draw'`
    default:
      return result satisfies never
  }
}

/**
 * `GET /user/matches`: the matches the user plays a side of (their account is on it: a tournament's or league's
 * game through their linked participant, a casual game they set up or accepted, a bot game), newest first, less the
 * ones they removed from their history, filtered by kind, period (counted back from `now`) and result. Each comes
 * with the user's average, replayed from its log.
 */
export async function listUserMatches(
  db: Database,
  input: { userId: string; query: Query; now: Date },
): Promise<Result<MyMatchPage, never>> {
  const { query } = input
  const removed = db
    .select({ matchId: matchHistoryRemovals.matchId })
    .from(matchHistoryRemovals)
    .where(eq(matchHistoryRemovals.userId, input.userId))
  const where = and(
    sql`${input.userId}::uuid = any(${matchSides.userIds})`,
    notInArray(matches.id, removed),
    query.kind ? inArray(matches.kind, kindsOf[query.kind]) : undefined,
    query.period ? gte(matches.createdAt, new Date(input.now.getTime() - daysOf[query.period] * DAY_MS)) : undefined,
    query.result ? resultCondition(query.result) : undefined,
  )
  const [counted] = await db
    .select({ total: count() })
    .from(matches)
    .innerJoin(matchSides, eq(matchSides.matchId, matches.id))
    .where(where)
  const rows = await db
    .select({ match: matches, side: matchSides.position })
    .from(matches)
    .innerJoin(matchSides, eq(matchSides.matchId, matches.id))
    .where(where)
    .orderBy(desc(matches.createdAt), desc(matches.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
  const ids = rows.map((row) => row.match.id)
  const events =
    ids.length === 0
      ? []
      : await db
          .select({ matchId: matchEvents.matchId, payload: matchEvents.payload })
          .from(matchEvents)
          .where(inArray(matchEvents.matchId, ids))
          .orderBy(asc(matchEvents.matchId), asc(matchEvents.seq))
  const logs = new Map<string, MatchEvent[]>()
  for (const event of events) logs.set(event.matchId, [...(logs.get(event.matchId) ?? []), event.payload])
  return ok({
    data: rows.map((row) => describeMyMatch(toMatch(row.match, logs.get(row.match.id) ?? []), row.side)),
    page: query.page,
    per_page: query.per_page,
    total: counted?.total ?? 0,
  })
}
