import type { TournamentListQuery, TournamentPage } from '@oche/api'
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { tournaments } from '../../db/schema/index'
import { likePattern } from '../like-pattern'
import { ok, type Result } from '../result'
import { toTournamentListItems } from './to-tournament-list-items'

export const TOURNAMENTS_PER_PAGE = 24

const statusesOf = {
  upcoming: ['draft', 'drawn'],
  live: ['running'],
  finished: ['finished'],
} as const

/**
 * The public tournaments (visibility public, never test tournaments), 24 per page: `upcoming` (draft or drawn)
 * soonest first, `live` and `finished` newest first; without a filter live ones first, then upcoming, then
 * finished. `search` matches the name or the venue.
 */
export async function listTournaments(
  db: Database,
  query: { status?: TournamentListQuery['status']; search?: string; page: number },
): Promise<Result<TournamentPage, never>> {
  const conditions: (SQL | undefined)[] = [eq(tournaments.visibility, 'public'), eq(tournaments.isTest, false)]
  if (query.status) conditions.push(inArray(tournaments.status, [...statusesOf[query.status]]))
  const term = query.search?.trim()
  if (term) conditions.push(or(ilike(tournaments.name, likePattern(term)), ilike(tournaments.venue, likePattern(term))))
  const where = and(...conditions)
  const [counted] = await db.select({ total: count() }).from(tournaments).where(where)
  const liveFirst = sql`case ${tournaments.status} when 'running' then 0 when 'finished' then 2 else 1 end`
  // Upcoming soonest first, the others newest first.
  const byStart = sql`case when ${tournaments.status} in ('draft', 'drawn') then extract(epoch from ${tournaments.startsAt}) else -extract(epoch from ${tournaments.startsAt}) end`
  const rows = await db
    .select()
    .from(tournaments)
    .where(where)
    .orderBy(asc(liveFirst), asc(byStart), asc(tournaments.id))
    .limit(TOURNAMENTS_PER_PAGE)
    .offset((query.page - 1) * TOURNAMENTS_PER_PAGE)
  return ok({
    data: await toTournamentListItems(db, rows),
    page: query.page,
    per_page: TOURNAMENTS_PER_PAGE,
    total: counted?.total ?? 0,
  })
}
