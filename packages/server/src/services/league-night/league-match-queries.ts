import type { LeagueMatch, LeagueMatchList, LeagueMatchListQuery } from '@oche/api'
import { and, eq, or, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { fixtures } from '../../db/schema/index'
import { findDivision, findTeamSeason, readSeason, type Caller, type SeasonScope } from '../competition/access'
import { ok, type Result } from '../result'
import { loadLeagueMatch, type LeagueMatchAccessError, type LeagueMatchInput } from './league-match-context'
import { loadLeagueMatchSummaries, toLeagueMatch } from './league-match-view'

/** The season's matches for its admins and players, filtered by division, team, week and state. */
export async function listLeagueMatches(
  db: Database,
  input: { caller: Caller; org: string; season: string; query: LeagueMatchListQuery },
): Promise<Result<LeagueMatchList, Exclude<LeagueMatchAccessError, 'fixture.notFound'>>> {
  return readSeason(db, input, async (scope) => ok(await matchesIn(db, scope, input.query)))
}

/**
 * The season's matches, filtered by division (or cup), team, week and state. An unknown division or team filters
 * everything out (a stale link shows an empty list, not an error).
 */
export async function matchesIn(
  db: Database,
  { organisation, season }: SeasonScope,
  query: LeagueMatchListQuery,
): Promise<LeagueMatchList> {
  const where: (SQL | undefined)[] = [eq(fixtures.seasonId, season.id)]
  if (query.division) {
    const division = await findDivision(db, season.id, query.division, 'any')
    if (!division) return []
    where.push(eq(fixtures.divisionId, division.id))
  }
  if (query.team) {
    const team = await findTeamSeason(db, { organisationId: organisation.id, seasonId: season.id, team: query.team })
    if (!team) return []
    const id = team.teamSeason.id
    where.push(or(eq(fixtures.homeTeamSeasonId, id), eq(fixtures.awayTeamSeasonId, id)))
  }
  if (query.week) where.push(eq(fixtures.weekIndex, query.week - 1))
  if (query.state) where.push(eq(fixtures.state, query.state))
  return loadLeagueMatchSummaries(db, and(...where))
}

/** One team match with its lineups (as far as the caller may see them), games, sign-off and audit trail. */
export async function getLeagueMatch(
  db: Database,
  input: LeagueMatchInput,
): Promise<Result<LeagueMatch, LeagueMatchAccessError>> {
  const found = await loadLeagueMatch(db, input)
  if (!found.ok) return found
  return ok(await toLeagueMatch(db, found.value))
}
