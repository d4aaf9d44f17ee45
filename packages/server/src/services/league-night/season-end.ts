import type { LeagueStandings, PromotionTeam, SeasonPromotion } from '@oche/api'
import { promotionProposal, type PromotionProposalRow } from '@oche/darts'
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { fixtures, teamSeasons, teams } from '../../db/schema/index'
import { seasonSettings } from './league-match-context'
import { computeStandings, leagueDivisionsOf } from './standings'
import { ok, type Result } from '../result'
import { seasonAccess, type Caller } from '../competition/access'

type Link = { slug: string; name: string }

/** The season's matches, and those signed off by both teams (or settled by the admins). */
async function matchCounts(db: Database, seasonId: string) {
  const rows = await db.select({ state: fixtures.state }).from(fixtures).where(eq(fixtures.seasonId, seasonId))
  return { total: rows.length, confirmed: rows.filter((row) => row.state === 'confirmed').length }
}

/** The season's teams in no division, by name. */
async function teamsWithoutDivision(db: Database, seasonId: string): Promise<Link[]> {
  return db
    .select({ slug: teams.slug, name: teamSeasons.name })
    .from(teamSeasons)
    .innerJoin(teams, eq(teams.id, teamSeasons.teamId))
    .where(and(eq(teamSeasons.seasonId, seasonId), isNull(teamSeasons.divisionId)))
    .orderBy(asc(teamSeasons.name))
}

/**
 * `GET …/seasons/{season}/promotion` (admins): who goes up and down a division (league-rules.md §10), from each
 * division's table as the standings route serves it now, and the season's numbers up and down. Teams and divisions
 * are named by their slugs, which the next season keeps when it copies them.
 */
export async function seasonPromotion(
  db: Database,
  input: { caller: Caller; org: string; season: string },
): Promise<Result<SeasonPromotion, 'organisation.notFound' | 'auth.forbidden' | 'season.notFound'>> {
  const access = await seasonAccess(db, { ...input, adminOnly: true })
  if (!access.ok) return access
  const { season } = access.value
  const settings = seasonSettings(season)
  const divisionRows = await leagueDivisionsOf(db, season.id)
  const tables = new Map<string, LeagueStandings>()
  for (const division of divisionRows)
    tables.set(division.slug, await computeStandings(db, season, division, divisionRows))
  const unplaced = await teamsWithoutDivision(db, season.id)
  const proposal = promotionProposal({
    divisions: divisionRows.map((division) => division.slug),
    standings: Object.fromEntries(
      [...tables].map(([slug, table]) => [
        slug,
        table.rows.map((row) => ({ teamId: row.team.slug, played: row.played, aboveNext: row.above_next })),
      ]),
    ),
    newTeams: unplaced.map((team) => team.slug),
    up: settings.promotion_places,
    down: settings.relegation_places,
  })
  const divisionLinks = new Map(divisionRows.map((row) => [row.slug, { slug: row.slug, name: row.name }]))
  const rowsOf = new Map([...tables].flatMap(([, table]) => table.rows.map((row) => [row.team.slug, row] as const)))
  const names = new Map(unplaced.map((team) => [team.slug, team.name]))
  const toTeam = (row: PromotionProposalRow): PromotionTeam => {
    const standing = rowsOf.get(row.teamId)
    return {
      team: { slug: row.teamId, name: standing?.team.name ?? names.get(row.teamId) ?? '' },
      position: row.position,
      points: standing?.points ?? null,
      to: row.to ? (divisionLinks.get(row.to) ?? null) : null,
      reason: row.reason,
      is_tied_at_cut: row.isTiedAtCut,
    }
  }
  const matches = await matchCounts(db, season.id)
  return ok({
    season: { slug: season.slug, name: season.name },
    promotion_places: settings.promotion_places,
    relegation_places: settings.relegation_places,
    matches,
    is_finished: matches.total > 0 && matches.confirmed === matches.total,
    divisions: divisionRows.map((division) => ({
      slug: division.slug,
      name: division.name,
      position: division.position,
      teams: proposal.filter((row) => row.from === division.slug).map(toTeam),
    })),
    unplaced: proposal.filter((row) => row.from === null).map(toTeam),
  })
}
