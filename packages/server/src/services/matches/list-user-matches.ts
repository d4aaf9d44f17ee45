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

/** Which of the user's matches a list or their statistics take: kind, period (counted back from `now`), result. */
export type UserMatchFilters = {
  userId: string
  kind?: MyMatchKind
  period?: MyMatchPeriod
  result?: MyMatchResult
  now: Date
}

/**
 * The condition on `matches` joined with `match_sides` for the matches the user plays a side of (their account is on
 * it: a tournament's or league's game through their linked participant, a casual game they set up or accepted, a bot
 * game), less the ones they removed from their history, filtered.
 */
export function userMatchesWhere(db: Database, filters: UserMatchFilters): SQL | undefined {
  const removed = db
    .select({ matchId: matchHistoryRemovals.matchId })
    .from(matchHistoryRemovals)
    .where(eq(matchHistoryRemovals.userId, filters.userId))
  return and(
    sql`${filters.userId}::uuid = any(${matchSides.userIds})`,
    notInArray(matches.id, removed),
    filters.kind ? inArray(matches.kind, kindsOf[filters.kind]) : undefined,
    filters.period
      ? gte(matches.createdAt, new Date(filters.now.getTime() - daysOf[filters.period] * DAY_MS))
      : undefined,
    filters.result ? resultCondition(filters.result) : undefined,
  )
}

/** The event logs of these matches, each in order. */
export async function loadEventLogs(db: Database, ids: readonly string[]): Promise<Map<string, MatchEvent[]>> {
  const logs = new Map<string, MatchEvent[]>()
  if (ids.length === 0) return logs
  const events = await db
    .select({ matchId: matchEvents.matchId, payload: matchEvents.payload })
    .from(matchEvents)
    .where(inArray(matchEvents.matchId, [...ids]))
    .orderBy(asc(matchEvents.matchId), asc(matchEvents.seq))
  for (const event of events) {
    const log = logs.get(event.matchId)
    if (log) log.push(event.payload)
    else logs.set(event.matchId, [event.payload])
  }
  return logs
}

/**
 * `GET /user/matches`: the user's matches (`userMatchesWhere`), newest first, a page of them, each with the user's
 * average, replayed from its log.
 */
export async function listUserMatches(
  db: Database,
  input: { userId: string; query: Query; now: Date },
): Promise<Result<MyMatchPage, never>> {
  const { query } = input
  const where = userMatchesWhere(db, { ...query, userId: input.userId, now: input.now })
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
  const logs = await loadEventLogs(
    db,
    rows.map((row) => row.match.id),
  )
  return ok({
    data: rows.map((row) => describeMyMatch(toMatch(row.match, logs.get(row.match.id) ?? []), row.side)),
    page: query.page,
    per_page: query.per_page,
    total: counted?.total ?? 0,
  })
}
