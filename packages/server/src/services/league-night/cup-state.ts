import {
  cupGroupStandings,
  cupMatchWinner,
  cupPlan,
  cupProgress,
  type CupGroupStandings,
  type CupPlan,
  type CupProgress,
  type CupTemplate,
  type LeagueGameOutcome,
  type LeagueTieBreaker,
  type MatchTemplate,
} from '@oche/darts'
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm'
import type { Database } from '../../db/database'
import {
  divisionEntries,
  divisions,
  fixtureGames,
  fixtures,
  seasons,
  teamSeasons,
  teams,
  type CupSettings,
  type DivisionEntryRow,
  type DivisionRow,
  type FixtureGameRow,
  type FixtureRow,
  type SeasonRow,
} from '../../db/schema/index'
import { gamesByFixture, outcomesOf, seasonSettings, templateOf } from './league-match-context'

// A cup's state recomputed from its draw and its fixtures' results (ADR 015): its plan, its group tables, where its
// knockouts stand, and the knockout fixtures that became known. Here, below the cup's own services, because every
// commit that gives a cup match a winner (league-match-context's `saveFixtureState`) runs `syncCupFixtures`.

/** A cup's settings and template as stored on its division row. */
export function cupOf(division: DivisionRow): { settings: CupSettings; template: CupTemplate } | null {
  if (division.kind !== 'cup' || !division.cup || !division.matchTemplate) return null
  return { settings: division.cup, template: asCupTemplate(division.matchTemplate) }
}

/** A stored template as a cup template: a match template without a deciding game has none. */
export function asCupTemplate(template: MatchTemplate): CupTemplate {
  const decidingGame = (template as Partial<CupTemplate>).decidingGame ?? null
  return { ...template, decidingGame }
}

/**
 * A cup match's outcomes for `cupMatchWinner`: its games in template order, then the deciding game (game number
 * `games.length + 1`) when it was played.
 */
export function cupOutcomes(template: CupTemplate, games: readonly FixtureGameRow[]): LeagueGameOutcome[] {
  return outcomesOf(template, games, template.games.length + (template.decidingGame ? 1 : 0))
}

/** Rounds of a group stage: a single round robin of n teams takes n - 1 rounds, n with an odd n (one sits out). */
export function groupRounds(plan: Pick<CupPlan, 'groups'>): number {
  return Math.max(
    0,
    ...plan.groups.map((group) => (group.entries.length % 2 === 0 ? group.entries.length - 1 : group.entries.length)),
  )
}

/** Knockout rounds of a trophy's bracket (0 when it has none). */
export function knockoutRounds(plan: Pick<CupPlan, 'games'>, trophy: 'cup' | 'plate'): number {
  return Math.max(0, ...plan.games.filter((game) => game.stageId === trophy).map((game) => game.round))
}

/** The dates a plan needs: its group rounds, then the longer of its brackets' rounds. */
export function datesNeeded(plan: CupPlan): number {
  return groupRounds(plan) + Math.max(knockoutRounds(plan, 'cup'), knockoutRounds(plan, 'plate'))
}

export type CupFixture = { fixture: FixtureRow; games: FixtureGameRow[]; template: CupTemplate }

/** Everything the cup's state is computed from, and that state. */
export type CupState = {
  division: DivisionRow
  settings: CupSettings
  template: CupTemplate
  entries: DivisionEntryRow[]
  plan: CupPlan | null
  /** The cup's fixtures with their games: group matches (`cupGroup`) and knockout matches (`bracketGameId`). */
  fixtures: CupFixture[]
  /** By group id, with the group's teams (team season ids) in draw order. */
  groups: Map<string, { teams: readonly string[]; table: CupGroupStandings; fixtures: CupFixture[] }>
  progress: CupProgress | null
  /** A match of the cup has a game result. */
  hasResults: boolean
}

/** The cup's state from its draw and its fixtures' results. */
export async function loadCupState(db: Database, season: SeasonRow, division: DivisionRow): Promise<CupState> {
  const cup = cupOf(division)
  if (!cup) throw new Error(`Division ${division.id} is not a cup`)
  const [entries, fixtureRows] = await Promise.all([
    db
      .select()
      .from(divisionEntries)
      .where(eq(divisionEntries.divisionId, division.id))
      .orderBy(asc(divisionEntries.enteredAt)),
    db
      .select()
      .from(fixtures)
      .where(eq(fixtures.divisionId, division.id))
      .orderBy(asc(fixtures.weekIndex), asc(fixtures.slug)),
  ])
  const gameRows =
    fixtureRows.length === 0
      ? []
      : await db
          .select()
          .from(fixtureGames)
          .where(
            inArray(
              fixtureGames.fixtureId,
              fixtureRows.map((row) => row.id),
            ),
          )
  const gamesOf = gamesByFixture(gameRows)
  const cupFixtures = fixtureRows.map((fixture) => ({
    fixture,
    games: gamesOf.get(fixture.id) ?? [],
    template: asCupTemplate(templateOf(fixture, season, division)),
  }))
  const hasResults = gameRows.some((game) => game.legsHome !== null)
  const state: CupState = {
    division,
    ...cup,
    entries,
    plan: null,
    fixtures: cupFixtures,
    groups: new Map(),
    progress: null,
    hasResults,
  }
  const { draw } = cup.settings
  if (!draw) return state
  const plan = cupPlan(cup.settings.format, draw.order)
  if (!plan.ok) throw new Error(`The draw of cup ${division.id} has no plan: ${plan.error}`)
  state.plan = plan.value
  const settings = seasonSettings(season)
  for (const group of plan.value.groups) {
    const groupFixtures = cupFixtures.filter((row) => row.fixture.cupGroup === group.id)
    const table = cupGroupStandings({
      teams: group.entries,
      template: cup.template,
      tieBreakers: settings.tie_breakers as LeagueTieBreaker[],
      matches: groupFixtures.map(({ fixture, games, template }) => ({
        home: fixture.homeTeamSeasonId,
        away: fixture.awayTeamSeasonId,
        outcomes: cupOutcomes(template, games),
      })),
    })
    state.groups.set(group.id, { teams: group.entries, table, fixtures: groupFixtures })
  }
  const outcomes: Record<string, LeagueGameOutcome[]> = {}
  for (const { fixture, games, template } of cupFixtures) {
    if (!fixture.bracketGameId) continue
    // A match counts for the bracket with its own (frozen) template; cupProgress reads the cup's.
    const match = cupMatchWinner(template, cupOutcomes(template, games))
    if (match.state === 'won') outcomes[fixture.bracketGameId] = cupOutcomes(template, games)
  }
  const progress = cupProgress({
    template: cup.template,
    plan: plan.value,
    outcomes,
    groupPositions: Object.fromEntries([...state.groups].map(([id, group]) => [id, group.table.positions])),
    withdrawn: entries.filter((entry) => entry.withdrawnAt !== null).map((entry) => entry.teamSeasonId),
  })
  if (!progress.ok) throw new Error(`The draw of cup ${division.id} does not resolve: ${progress.error}`)
  state.progress = progress.value
  return state
}

/** A knockout match's fixture slug: `{cup}-{round}-{slot}`, `{cup}-plate-{round}-{slot}` for the plate. */
export function knockoutSlug(cupSlug: string, gameId: string): string {
  const [trophy, round, slot] = gameId.split('.')
  return trophy === 'plate' ? `${cupSlug}-plate-${round}-${slot}` : `${cupSlug}-${round}-${slot}`
}

/**
 * Makes the fixture of every knockout match whose two teams became known and that has none yet: the first team
 * (side 0) at home, at its venue, on the date of its round (the cup's dates: the group rounds first). A fixture once
 * made is never refilled. Answers whether any was made.
 */
export async function syncCupFixtures(db: Database, season: SeasonRow, division: DivisionRow): Promise<boolean> {
  const state = await loadCupState(db, season, division)
  if (!state.plan || !state.progress) return false
  const made = new Set(state.fixtures.flatMap((row) => (row.fixture.bracketGameId ? [row.fixture.bracketGameId] : [])))
  const planned = new Map(state.plan.games.map((game) => [game.id, game]))
  const ready = state.progress.matches.filter((match) => match.state === 'ready' && !made.has(match.gameId))
  if (ready.length === 0) return false
  const teamIds = ready.flatMap((match) => match.sides.flatMap((side) => (side.kind === 'entry' ? [side.entryId] : [])))
  const teamRows = await db
    .select({ id: teamSeasons.id, venueId: teamSeasons.venueId, slug: teams.slug })
    .from(teamSeasons)
    .innerJoin(teams, eq(teams.id, teamSeasons.teamId))
    .where(inArray(teamSeasons.id, teamIds))
  const before = groupRounds(state.plan)
  const rows = ready.flatMap((match) => {
    const [home, away] = match.sides
    const game = planned.get(match.gameId)
    if (home.kind !== 'entry' || away.kind !== 'entry' || !game) return []
    const weekIndex = before + game.round - 1
    return [
      {
        organisationId: division.organisationId,
        seasonId: division.seasonId,
        divisionId: division.id,
        slug: knockoutSlug(division.slug, match.gameId),
        weekIndex,
        date: state.settings.dates[weekIndex] ?? null,
        homeTeamSeasonId: home.entryId,
        awayTeamSeasonId: away.entryId,
        venueId: teamRows.find((row) => row.id === home.entryId)?.venueId ?? null,
        state: state.settings.dates[weekIndex] ? ('scheduled' as const) : ('postponed' as const),
        bracketGameId: match.gameId,
      },
    ]
  })
  if (rows.length === 0) return false
  await db.insert(fixtures).values(rows)
  return true
}

/**
 * After a cup match's games changed (`saveFixtureState`): the knockout fixtures that became known, in the same
 * transaction. Nothing for a league match.
 */
export async function afterCupMatchChange(db: Database, fixture: FixtureRow): Promise<void> {
  if (fixture.cupGroup === null && fixture.bracketGameId === null) return
  const [row] = await db
    .select({ division: divisions, season: seasons })
    .from(divisions)
    .innerJoin(seasons, eq(seasons.id, divisions.seasonId))
    .where(and(eq(divisions.id, fixture.divisionId), eq(divisions.kind, 'cup'), isNotNull(divisions.cup)))
  if (row) await syncCupFixtures(db, row.season, row.division)
}
