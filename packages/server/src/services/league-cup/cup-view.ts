import type { Cup, CupMatch, CupSummary, LeagueMatchSummary } from '@oche/api'
import type { SideRef } from '@oche/darts'
import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm'
import type { Database } from '../../db/database'
import {
  divisionEntries,
  divisions,
  fixtureLineups,
  fixtures,
  teamSeasons,
  teams,
  users,
  type DivisionRow,
  type SeasonRow,
} from '../../db/schema/index'
import { findDivision, type Viewer } from '../competition/access'
import { cupOf, groupRounds, loadCupState, type CupState } from '../league-night/cup-state'
import { loadLeagueMatchSummaries } from '../league-night/league-match-view'
import { toStandingsRow } from '../league-night/standings'

type Link = { slug: string; name: string }
type SeasonTeam = Link & { id: string; divisionId: string | null }

/** The season's teams by team-season id: slug, name and league division. */
export async function seasonTeams(db: Database, seasonId: string): Promise<Map<string, SeasonTeam>> {
  const rows = await db
    .select({ id: teamSeasons.id, name: teamSeasons.name, slug: teams.slug, divisionId: teamSeasons.divisionId })
    .from(teamSeasons)
    .innerJoin(teams, eq(teams.id, teamSeasons.teamId))
    .where(eq(teamSeasons.seasonId, seasonId))
    .orderBy(asc(teamSeasons.name))
  return new Map(rows.map((row) => [row.id, row]))
}

/** A cup of the season by its slug (or a former one); null for a league division or no such cup. */
export async function findCup(db: Database, seasonId: string, slug: string): Promise<DivisionRow | null> {
  const division = await findDivision(db, seasonId, slug, 'cup')
  return division && cupOf(division) ? division : null
}

/** The cup's winner and state from its rankings. */
function outcomeOf(state: CupState, teamsOf: ReadonlyMap<string, SeasonTeam>) {
  const champion = state.progress?.rankings.cup.find((row) => row.position === 1)
  const winner = champion ? teamsOf.get(champion.entryId) : undefined
  return {
    state: champion ? ('finished' as const) : state.settings.draw ? ('drawn' as const) : ('entries' as const),
    winner: winner ? { slug: winner.slug, name: winner.name } : null,
  }
}

function summaryOf(state: CupState, teamsOf: ReadonlyMap<string, SeasonTeam>): CupSummary {
  const { division, settings } = state
  return {
    id: division.id,
    slug: division.slug,
    name: division.name,
    position: division.position,
    format: settings.format,
    entry: settings.entry,
    teams_count: state.entries.length,
    ...outcomeOf(state, teamsOf),
    created_at: division.createdAt.toISOString(),
    updated_at: division.updatedAt.toISOString(),
  }
}

/** The season's cups in order, as listed. */
export async function loadCupSummaries(db: Database, season: SeasonRow): Promise<CupSummary[]> {
  const rows = await db
    .select()
    .from(divisions)
    .where(and(eq(divisions.seasonId, season.id), eq(divisions.kind, 'cup'), isNotNull(divisions.cup)))
    .orderBy(asc(divisions.position), asc(divisions.name))
  if (rows.length === 0) return []
  const teamsOf = await seasonTeams(db, season.id)
  const summaries: CupSummary[] = []
  for (const row of rows) summaries.push(summaryOf(await loadCupState(db, season, row), teamsOf))
  return summaries
}

/** Where a knockout side comes from while it is not known: the plan's reference. */
function sourceOf(ref: SideRef | undefined): CupMatch['sides'][number]['source'] {
  if (ref?.kind === 'winnerOf') return { kind: 'winnerOf', match: ref.gameId }
  if (ref?.kind === 'groupPosition') return { kind: 'groupPosition', group: ref.groupId, position: ref.position }
  return null
}

/** Whether a match of the cup has a lineup: its games are then fixed (`cup.started`). */
export async function cupHasLineups(db: Database, divisionId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(fixtureLineups)
    .innerJoin(fixtures, eq(fixtures.id, fixtureLineups.fixtureId))
    .where(eq(fixtures.divisionId, divisionId))
  return (row?.n ?? 0) > 0
}

/** The cup on the wire (`CupSchema`) as the viewer sees it, recomputed from its draw and results. */
export async function toCup(db: Database, season: SeasonRow, division: DivisionRow, viewer: Viewer): Promise<Cup> {
  const cup = cupOf(division)
  if (!cup) throw new Error(`Division ${division.id} is not a cup`)
  const state = await loadCupState(db, season, division)
  const teamsOf = await seasonTeams(db, season.id)
  const link = (id: string): Link => {
    const team = teamsOf.get(id)
    return { slug: team?.slug ?? '', name: team?.name ?? '' }
  }
  const leagueDivisions = await db
    .select({ id: divisions.id, slug: divisions.slug, name: divisions.name })
    .from(divisions)
    .where(and(eq(divisions.seasonId, season.id), eq(divisions.kind, 'league')))
  const summaries = new Map<string, LeagueMatchSummary>(
    (await loadLeagueMatchSummaries(db, eq(fixtures.divisionId, division.id))).map((summary) => [summary.id, summary]),
  )
  const { settings, template, plan, progress } = state
  const drawnBy = settings.draw?.drawnBy
    ? (await db.select({ name: users.name }).from(users).where(eq(users.id, settings.draw.drawnBy)))[0]?.name
    : undefined
  const fixtureOf = new Map(
    state.fixtures.flatMap(({ fixture }) => (fixture.bracketGameId ? [[fixture.bracketGameId, fixture.id]] : [])),
  )
  const before = plan ? groupRounds(plan) : 0
  const planned = new Map((plan?.games ?? []).map((game) => [game.id, game]))
  const matches: CupMatch[] = (progress?.matches ?? []).map((match) => {
    const game = planned.get(match.gameId)
    if (!game) throw new Error(`Cup match ${match.gameId} is not in the plan`)
    const fixtureId = fixtureOf.get(match.gameId)
    const result = match.result
    const winnerId = match.winner?.kind === 'entry' ? match.winner.entryId : null
    return {
      id: match.gameId,
      trophy: game.stageId === 'plate' ? 'plate' : 'cup',
      round: game.round,
      round_code: game.roundCode,
      slot: game.slot,
      state: match.state === 'notNeeded' ? 'waiting' : match.state,
      sides: [0, 1].map((index) => {
        const side = match.sides[index as 0 | 1]
        const entryId = side.kind === 'entry' ? side.entryId : null
        return {
          team: entryId ? link(entryId) : null,
          source: sourceOf(game.sides[index as 0 | 1]),
          is_bye: side.kind === 'bye',
          is_winner: entryId !== null && entryId === winnerId,
          games: result?.kind === 'played' ? (result.legs[index as 0 | 1] ?? 0) : null,
        }
      }) as CupMatch['sides'],
      date: settings.dates[before + game.round - 1] ?? null,
      fixture: fixtureId ? (summaries.get(fixtureId) ?? null) : null,
    }
  })
  const groups: Cup['groups'] = [...state.groups].map(([id, group]) => ({
    id,
    teams: group.teams.map(link),
    rows: group.table.rows.map((row) => toStandingsRow(row, teamsOf)),
    is_complete: group.table.isComplete && group.table.positions.every((position) => position !== null),
    matches: group.fixtures.flatMap(({ fixture }) => {
      const summary = summaries.get(fixture.id)
      return summary ? [summary] : []
    }),
  }))
  const ranking = (rows: NonNullable<CupState['progress']>['rankings']['cup']) =>
    rows.map((row) => ({ position: row.position, team: link(row.entryId) }))
  const entered = new Set(state.entries.map((entry) => entry.teamSeasonId))
  const active = state.entries.filter((entry) => entry.withdrawnAt === null).map((entry) => entry.teamSeasonId)
  const open = !season.isArchived
  const mayEnter = (id: string) => viewer.isAdmin || viewer.captainOf.includes(id)
  const beforeDraw = settings.draw === null
  return {
    ...summaryOf(state, teamsOf),
    template: { ...template, games: [...template.games] },
    dates: [...settings.dates],
    entries: state.entries.map((entry) => {
      const team = teamsOf.get(entry.teamSeasonId)
      const league = leagueDivisions.find((row) => row.id === team?.divisionId)
      return {
        team: link(entry.teamSeasonId),
        division: league ? { slug: league.slug, name: league.name } : null,
        entered_at: entry.enteredAt.toISOString(),
        withdrawn_at: entry.withdrawnAt?.toISOString() ?? null,
      }
    }),
    draw: settings.draw ? { order: settings.draw.order.map(link), at: settings.draw.drawnAt, by: drawnBy ?? '' } : null,
    groups,
    matches,
    rankings: { cup: ranking(progress?.rankings.cup ?? []), plate: ranking(progress?.rankings.plate ?? []) },
    has_results: state.hasResults,
    can: {
      manage: open && viewer.isAdmin,
      enter:
        open && beforeDraw && (viewer.isAdmin || settings.entry === 'optional')
          ? [...teamsOf].filter(([id]) => !entered.has(id) && mayEnter(id)).map(([, team]) => team.slug)
          : [],
      withdraw: open
        ? active
            .filter((id) => viewer.isAdmin || (viewer.captainOf.includes(id) && mayCaptainWithdraw(state)))
            .map((id) => link(id).slug)
        : [],
    },
  }
}

/**
 * A captain takes their team out of an optional cup before the draw, and withdraws it from any cup after the draw
 * until the cup is won; before the draw of a compulsory cup there is nothing to take it out of.
 */
export function mayCaptainWithdraw(state: CupState): boolean {
  if (state.settings.draw === null) return state.settings.entry === 'optional'
  return (state.progress?.rankings.cup.length ?? 0) === 0
}

/** The cup's entries as team-season ids, withdrawn ones included. */
export async function entryIds(db: Database, divisionId: string): Promise<string[]> {
  const rows = await db
    .select({ id: divisionEntries.teamSeasonId })
    .from(divisionEntries)
    .where(eq(divisionEntries.divisionId, divisionId))
  return rows.map((row) => row.id)
}

/** The cup fixtures of `divisionId` that belong to the given teams and have no game yet. */
export async function unplayedFixturesOf(db: Database, divisionId: string, teamSeasonId: string) {
  const rows = await db.select().from(fixtures).where(eq(fixtures.divisionId, divisionId))
  const mine = rows.filter((row) => row.homeTeamSeasonId === teamSeasonId || row.awayTeamSeasonId === teamSeasonId)
  if (mine.length === 0) return []
  const lineups = await db
    .select({ fixtureId: fixtureLineups.fixtureId })
    .from(fixtureLineups)
    .where(
      inArray(
        fixtureLineups.fixtureId,
        mine.map((row) => row.id),
      ),
    )
  return mine
    .filter((row) => row.state === 'scheduled' || row.state === 'postponed')
    .filter((row) => !lineups.some((l) => l.fixtureId === row.id))
}
