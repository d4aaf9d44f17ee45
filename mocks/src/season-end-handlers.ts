import { SeasonSettingsSchema, type LeagueStandings, type PromotionTeam, type SeasonPromotion } from '@oche/api'
import { promotionProposal, type PromotionProposalRow } from '@oche/darts'
import { http, HttpResponse } from 'msw'
import type { CompetitionStore, StoredDivision, StoredSeason } from './competition-store'
import type { LeagueNightContext } from './league-night-handlers'
import { forbidden } from './mock-http'

// `GET …/seasons/{season}/promotion`, as the server answers it (services/competition/season-end.ts): the end of season
// proposal from the league night's tables, by the same @oche/darts rule. The placements it leads to are taken by
// `POST …/seasons` in the competition handlers.

/** What the end of season borrows from the league night: its store, access and the divisions' tables. */
export type SeasonEndContext = Pick<LeagueNightContext, 'store' | 'base' | 'seasonAccess'> & {
  standingsOf: (season: StoredSeason, division: StoredDivision) => LeagueStandings
}

/**
 * The season's league divisions, highest first (by position, then name), as the server orders them: the order the
 * proposal promotes and relegates by, and so the standings' zones.
 */
export function leagueDivisionsOf(store: CompetitionStore, seasonId: string): StoredDivision[] {
  return [...store.divisions.values()]
    .filter((row) => row.seasonId === seasonId && row.kind !== 'cup')
    .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name))
}

/** The season's proposal: divisions highest first with their teams in table order, then the teams in no division. */
function seasonPromotion(context: SeasonEndContext, season: StoredSeason): SeasonPromotion {
  const { store } = context
  const settings = SeasonSettingsSchema.parse(season.settings)
  const divisions = leagueDivisionsOf(store, season.id)
  const tables = new Map(divisions.map((division) => [division.slug, context.standingsOf(season, division)]))
  const unplaced = [...store.teamSeasons.values()]
    .filter((row) => row.seasonId === season.id && row.divisionId === null)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((row) => ({ slug: store.teams.get(row.teamId)?.slug ?? '', name: row.name }))
  const proposal = promotionProposal({
    divisions: divisions.map((division) => division.slug),
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
  const rowsOf = new Map([...tables.values()].flatMap((table) => table.rows.map((row) => [row.team.slug, row])))
  const names = new Map(unplaced.map((team) => [team.slug, team.name]))
  const links = new Map(divisions.map((division) => [division.slug, { slug: division.slug, name: division.name }]))
  const toTeam = (row: PromotionProposalRow): PromotionTeam => {
    const standing = rowsOf.get(row.teamId)
    return {
      team: { slug: row.teamId, name: standing?.team.name ?? names.get(row.teamId) ?? '' },
      position: row.position,
      points: standing?.points ?? null,
      to: row.to ? (links.get(row.to) ?? null) : null,
      reason: row.reason,
      is_tied_at_cut: row.isTiedAtCut,
    }
  }
  const states = [...store.fixtures.values()].filter((row) => row.seasonId === season.id).map((row) => row.state)
  const matches = { total: states.length, confirmed: states.filter((state) => state === 'confirmed').length }
  return {
    season: { slug: season.slug, name: season.name },
    promotion_places: settings.promotion_places,
    relegation_places: settings.relegation_places,
    matches,
    is_finished: matches.total > 0 && matches.confirmed === matches.total,
    divisions: divisions.map((division) => ({
      slug: division.slug,
      name: division.name,
      position: division.position,
      teams: proposal.filter((row) => row.from === division.slug).map(toTeam),
    })),
    unplaced: proposal.filter((row) => row.from === null).map(toTeam),
  }
}

export function createSeasonEndHandlers(context: SeasonEndContext) {
  return [
    http.get(`${context.base}/organisations/:org/seasons/:season/promotion`, ({ request, params }) => {
      const access = context.seasonAccess(request, params)
      if (access instanceof Response) return access
      if (!access.viewer.isAdmin) return forbidden(request)
      return HttpResponse.json(seasonPromotion(context, access.season))
    }),
  ]
}
