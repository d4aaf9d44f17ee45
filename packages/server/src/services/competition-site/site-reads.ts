import {
  publicCup,
  publicLeagueMatch,
  publicStandings,
  type CompetitionSiteRef,
  type Cup,
  type LeagueMatch,
  type LeagueMatchListQuery,
} from '@oche/api'
import type { Database } from '../../db/database'
import { siteVisitor, type SeasonScope } from '../competition/access'
import { findCup, toCup } from '../league-cup/cup-view'
import { findFixture, matchContext } from '../league-night/league-match-context'
import { matchesIn } from '../league-night/league-match-queries'
import { toLeagueMatch } from '../league-night/league-match-view'
import { individualStandingsIn, leaderboardsIn, standingsIn, teamStatisticsIn } from '../league-night/standings'
import { fail, ok, type Result } from '../result'
import { readSiteSeason } from './site-scope'

// The public site's reads (issue 16): the season's members' reads, run by the same cores on the season the site
// shows, as a visitor without a role sees them (`siteVisitor`).

/** `GET /competition/{domain}/matches`: the season's matches, filtered. */
export function listSiteMatches(db: Database, ref: CompetitionSiteRef, query: LeagueMatchListQuery) {
  return readSiteSeason(db, ref, async (scope) => ok(await matchesIn(db, scope, query)))
}

/**
 * A team match as a visitor sees it: every game and leg, no squads, lineups once both are in, no audit trail and
 * no names of who confirmed it.
 */
async function publicMatchIn(
  db: Database,
  scope: SeasonScope,
  slug: string,
): Promise<Result<LeagueMatch, 'fixture.notFound'>> {
  const fixture = await findFixture(db, scope.season.id, slug)
  if (!fixture) return fail('fixture.notFound')
  const context = await matchContext(db, { ...scope, viewer: siteVisitor }, fixture)
  return ok(publicLeagueMatch(await toLeagueMatch(db, context, 'public')))
}

/** `GET /competition/{domain}/matches/{match}`. */
export function getSiteMatch(db: Database, ref: CompetitionSiteRef, match: string) {
  return readSiteSeason(db, ref, (scope) => publicMatchIn(db, scope, match))
}

/** `GET /competition/{domain}/divisions/{division}/standings`: the adjustments without the admin's name. */
export function getSiteStandings(db: Database, ref: CompetitionSiteRef, division: string) {
  return readSiteSeason(db, ref, async (scope) => {
    const standings = await standingsIn(db, scope, division)
    return standings.ok ? ok(publicStandings(standings.value)) : standings
  })
}

/** `GET /competition/{domain}/divisions/{division}/individual-standings` (a cup's slug too). */
export function getSiteIndividualStandings(db: Database, ref: CompetitionSiteRef, division: string) {
  return readSiteSeason(db, ref, (scope) => individualStandingsIn(db, scope, division))
}

/** `GET /competition/{domain}/teams/{team}`. */
export function getSiteTeam(db: Database, ref: CompetitionSiteRef, team: string) {
  return readSiteSeason(db, ref, (scope) => teamStatisticsIn(db, scope, team))
}

/** `GET /competition/{domain}/leaderboards` (`division`: of one division). */
export function getSiteLeaderboards(db: Database, ref: CompetitionSiteRef, division: string | undefined) {
  return readSiteSeason(db, ref, (scope) => leaderboardsIn(db, scope, division))
}

/** The cup as a visitor sees it: nothing they may do, and not who made the draw. */
async function publicCupIn(db: Database, { season }: SeasonScope, slug: string): Promise<Result<Cup, 'cup.notFound'>> {
  const division = await findCup(db, season.id, slug)
  if (!division) return fail('cup.notFound')
  return ok(publicCup(await toCup(db, season, division, siteVisitor)))
}

/** `GET /competition/{domain}/cups/{cup}`. */
export function getSiteCup(db: Database, ref: CompetitionSiteRef, cup: string) {
  return readSiteSeason(db, ref, (scope) => publicCupIn(db, scope, cup))
}
