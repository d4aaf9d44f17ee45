import {
  buildFixturesInput,
  fixturesRefusal,
  realtimeChannels,
  realtimeEvents,
  type Cup,
  type CupDrawInputSchema,
  type CupEntriesInputSchema,
  type CupInputSchema,
  type CupList,
  type UpdateCupInputSchema,
} from '@oche/api'
import {
  checkCupTemplate,
  createRandom,
  cupGroupFixtures,
  drawCup,
  type CupTemplate,
  type CupTemplateError,
} from '@oche/darts'
import { and, count, eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/database'
import {
  divisionEntries,
  divisions,
  fixtures,
  teamSeasons,
  venues,
  type CupSettings,
  type DivisionRow,
  type SeasonRow,
} from '../../db/schema/index'
import { findTeamSeason, seasonAccess, unlessArchived, type Caller, type SeasonAccess } from '../competition/access'
import { renumber } from '../competition/divisions'
import { changeSlug, divisionScope, newSlug, writingSlug } from '../competition/slugs'
import { committed, effects, type Committed, type Effects } from '../effects'
import { cupOf, datesNeeded, groupRounds, loadCupState, syncCupFixtures } from '../league-night/cup-state'
import { seasonSettings } from '../league-night/league-match-context'
import { fail, failWith, ok, type Result } from '../result'
import { cupHasLineups, findCup, loadCupSummaries, mayCaptainWithdraw, toCup, unplayedFixturesOf } from './cup-view'

// The league cup (league-rules.md §9, ADR 015): a division of kind `cup` of the season, its teams in
// `division_entries`, drawn once (the order is stored), its matches fixtures played like any league match.

type SeasonInput = { caller: Caller; org: string; season: string }
type CupInput = SeasonInput & { cup: string }
type AccessError = 'organisation.notFound' | 'auth.forbidden' | 'season.notFound'
type CupAccessError = AccessError | 'cup.notFound'
type TemplateError = CupTemplateError

/** The season's cup for the caller (`adminOnly`: its admins), or the error to answer. */
async function cupAccess(
  db: Database,
  input: CupInput & { adminOnly?: boolean },
): Promise<Result<SeasonAccess & { division: DivisionRow }, CupAccessError>> {
  const access = await seasonAccess(db, input)
  if (!access.ok) return access
  if (input.adminOnly && !access.value.viewer.isAdmin) return fail('auth.forbidden')
  const division = await findCup(db, access.value.season.id, input.cup)
  if (!division) return fail('cup.notFound')
  return ok({ ...access.value, division })
}

/** The cup division row again, locked for the transaction's writes. */
async function lockCup(tx: Database, divisionId: string): Promise<DivisionRow> {
  const [row] = await tx.select().from(divisions).where(eq(divisions.id, divisionId)).for('update')
  if (!row) throw new Error('The cup vanished')
  return row
}

/** `league.updated` on the season's channel: the cup's pages and the season's matches refetch. */
function cupChanged(season: SeasonRow): Effects {
  return effects({
    publish: [
      {
        channel: realtimeChannels.league(season.id),
        event: realtimeEvents.leagueUpdated,
        data: { seasonId: season.id, matchId: null, state: null },
      },
    ],
  })
}

/** A cup template as sent, checked (`cup.*` and `template.*` on `template`). */
function checkedTemplate(template: CupTemplate): Result<CupTemplate, TemplateError> {
  const checked = checkCupTemplate(template)
  return checked.ok ? ok(checked.value) : failWith(checked.error, { field: 'template' })
}

/**
 * The cup's template when none is sent: the season's, with the season's first game as deciding game when its games
 * could leave the match level (an even number of games, or a game of an even number of legs).
 */
function defaultTemplate(season: SeasonRow): CupTemplate {
  const template = seasonSettings(season).match_template
  const canBeLevel = template.games.length % 2 === 0 || template.games.some((game) => game.legs.count % 2 === 0)
  return { ...template, games: [...template.games], decidingGame: canBeLevel ? (template.games[0] ?? null) : null }
}

/** `GET …/cups`: the season's cups (its admins and players). */
export async function listCups(db: Database, input: SeasonInput): Promise<Result<CupList, AccessError>> {
  const access = await seasonAccess(db, input)
  if (!access.ok) return access
  return ok(await loadCupSummaries(db, access.value.season))
}

/** `GET …/cups/{cup}`: the cup with its teams, draw, groups, brackets and rankings (its admins and players). */
export async function getCup(db: Database, input: CupInput): Promise<Result<Cup, CupAccessError>> {
  const access = await cupAccess(db, input)
  if (!access.ok) return access
  const { season, division, viewer } = access.value
  return ok(await toCup(db, season, division, viewer))
}

/** `POST …/cups` (admins): a new cup of the season, last among its cups unless `position` says where. */
export async function createCup(
  db: Database,
  input: SeasonInput & { cup: z.output<typeof CupInputSchema> },
): Promise<Result<Committed<Cup>, AccessError | 'season.archived' | 'slug.taken' | TemplateError>> {
  const access = await seasonAccess(db, { ...input, adminOnly: true })
  if (!access.ok) return access
  const { season, viewer } = access.value
  const open = unlessArchived(season)
  if (!open.ok) return open
  const template = checkedTemplate(input.cup.template ?? defaultTemplate(season))
  if (!template.ok) return template
  const settings: CupSettings = { format: input.cup.format, entry: input.cup.entry, dates: input.cup.dates, draw: null }
  const outcome = await writingSlug(() =>
    db.transaction(async (tx) => {
      const slug = await newSlug(tx, divisionScope(season.id), input.cup)
      if (!slug.ok) return slug
      const [last] = await tx
        .select({ n: count() })
        .from(divisions)
        .where(and(eq(divisions.seasonId, season.id), eq(divisions.kind, 'cup')))
      const [row] = await tx
        .insert(divisions)
        .values({
          organisationId: season.organisationId,
          seasonId: season.id,
          name: input.cup.name,
          slug: slug.value,
          position: (last?.n ?? 0) + 1,
          kind: 'cup',
          matchTemplate: template.value,
          cup: settings,
        })
        .returning()
      if (!row) throw new Error('The cup was not inserted')
      if (input.cup.position !== undefined)
        await renumber(tx, season.id, { id: row.id, position: input.cup.position }, 'cup')
      return ok(await lockCup(tx, row.id))
    }),
  )
  if (!outcome.ok) return outcome
  return ok(committed(await toCup(db, season, outcome.value, viewer), cupChanged(season)))
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/**
 * `PATCH …/cups/{cup}` (admins): name, slug, position and dates at any time; format and entry until the draw (409
 * `cup.drawn`); the template until a match has a lineup (409 `cup.started`).
 */
export async function updateCup(
  db: Database,
  input: CupInput & { changes: z.output<typeof UpdateCupInputSchema> },
): Promise<
  Result<
    Committed<Cup>,
    CupAccessError | 'season.archived' | 'slug.taken' | 'cup.drawn' | 'cup.started' | TemplateError
  >
> {
  const access = await cupAccess(db, { ...input, adminOnly: true })
  if (!access.ok) return access
  const { season, viewer } = access.value
  const open = unlessArchived(season)
  if (!open.ok) return open
  const { changes } = input
  const template = changes.template ? checkedTemplate(changes.template) : ok(undefined)
  if (!template.ok) return template
  const outcome = await writingSlug(() =>
    db.transaction(async (tx) => {
      const division = await lockCup(tx, access.value.division.id)
      const cup = cupOf(division)
      if (!cup) throw new Error('The cup lost its settings')
      const drawn = cup.settings.draw !== null
      const formatChanges = changes.format !== undefined && !sameJson(changes.format, cup.settings.format)
      const entryChanges = changes.entry !== undefined && changes.entry !== cup.settings.entry
      if (drawn && (formatChanges || entryChanges)) return fail('cup.drawn')
      if (template.value && !sameJson(template.value, cup.template) && (await cupHasLineups(tx, division.id)))
        return fail('cup.started')
      if (changes.slug !== undefined) {
        const changed = await changeSlug(tx, divisionScope(season.id), {
          entityId: division.id,
          from: division.slug,
          to: changes.slug,
        })
        if (!changed.ok) return changed
      }
      const settings: CupSettings = {
        ...cup.settings,
        format: changes.format ?? cup.settings.format,
        entry: changes.entry ?? cup.settings.entry,
        dates: changes.dates ?? cup.settings.dates,
      }
      await tx
        .update(divisions)
        .set({
          name: changes.name,
          slug: changes.slug,
          matchTemplate: template.value,
          cup: settings,
          updatedAt: new Date(),
        })
        .where(eq(divisions.id, division.id))
      if (changes.position !== undefined)
        await renumber(tx, season.id, { id: division.id, position: changes.position }, 'cup')
      return ok(await lockCup(tx, division.id))
    }),
  )
  if (!outcome.ok) return outcome
  return ok(committed(await toCup(db, season, outcome.value, viewer), cupChanged(season)))
}

/** `DELETE …/cups/{cup}` (admins): with its fixtures and entries, while none of its matches has a result. */
export async function deleteCup(
  db: Database,
  input: CupInput,
): Promise<Result<Committed<null>, CupAccessError | 'season.archived' | 'cup.hasResults'>> {
  const access = await cupAccess(db, { ...input, adminOnly: true })
  if (!access.ok) return access
  const { season } = access.value
  const open = unlessArchived(season)
  if (!open.ok) return open
  return db.transaction(async (tx) => {
    const division = await lockCup(tx, access.value.division.id)
    if ((await loadCupState(tx, season, division)).hasResults) return fail('cup.hasResults')
    await tx.delete(divisions).where(eq(divisions.id, division.id))
    await renumber(tx, season.id, undefined, 'cup')
    return ok(committed(null, cupChanged(season)))
  })
}

/** The season's team-season ids by team slug; `cup.unknownTeam` for a slug not in the season. */
async function teamSeasonIds(
  db: Database,
  access: SeasonAccess,
  slugs: readonly string[],
): Promise<Result<string[], 'cup.unknownTeam'>> {
  const ids: string[] = []
  for (const slug of new Set(slugs)) {
    const found = await findTeamSeason(db, {
      organisationId: access.organisation.id,
      seasonId: access.season.id,
      team: slug,
    })
    if (!found) return failWith('cup.unknownTeam', { field: 'teams' })
    ids.push(found.teamSeason.id)
  }
  return ok(ids)
}

/** `PUT …/cups/{cup}/entries` (admins, before the draw): the listed teams are the cup's; the others leave it. */
export async function setCupEntries(
  db: Database,
  input: CupInput & { entries: z.output<typeof CupEntriesInputSchema> },
): Promise<Result<Committed<Cup>, CupAccessError | 'season.archived' | 'cup.entryClosed' | 'cup.unknownTeam'>> {
  const access = await cupAccess(db, { ...input, adminOnly: true })
  if (!access.ok) return access
  const { season, viewer } = access.value
  const open = unlessArchived(season)
  if (!open.ok) return open
  const wanted = await teamSeasonIds(db, access.value, input.entries.teams)
  if (!wanted.ok) return wanted
  const outcome = await db.transaction(async (tx) => {
    const division = await lockCup(tx, access.value.division.id)
    if (cupOf(division)?.settings.draw) return fail('cup.entryClosed')
    const current = await tx.select().from(divisionEntries).where(eq(divisionEntries.divisionId, division.id))
    const leaving = current.filter((entry) => !wanted.value.includes(entry.teamSeasonId))
    if (leaving.length > 0)
      await tx.delete(divisionEntries).where(
        and(
          eq(divisionEntries.divisionId, division.id),
          inArray(
            divisionEntries.teamSeasonId,
            leaving.map((entry) => entry.teamSeasonId),
          ),
        ),
      )
    const joining = wanted.value.filter((id) => !current.some((entry) => entry.teamSeasonId === id))
    if (joining.length > 0)
      await tx
        .insert(divisionEntries)
        .values(
          joining.map((id) => ({ divisionId: division.id, teamSeasonId: id, organisationId: division.organisationId })),
        )
    return ok(division)
  })
  if (!outcome.ok) return outcome
  return ok(committed(await toCup(db, season, outcome.value, viewer), cupChanged(season)))
}

/**
 * `POST …/cups/{cup}/entries/{team}`: the team enters the cup. Its captain enters it in an optional cup before the
 * draw; an admin enters any team before the draw. Entering a team already in answers the cup as it is.
 */
export async function enterCup(
  db: Database,
  input: CupInput & { team: string },
): Promise<Result<Committed<Cup>, CupAccessError | 'season.archived' | 'team.notFound' | 'cup.entryClosed'>> {
  const access = await cupAccess(db, input)
  if (!access.ok) return access
  const { season, viewer, organisation } = access.value
  const found = await findTeamSeason(db, { organisationId: organisation.id, seasonId: season.id, team: input.team })
  if (!viewer.isAdmin && (!found || !viewer.captainOf.includes(found.teamSeason.id))) return fail('auth.forbidden')
  if (!found) return fail('team.notFound')
  const open = unlessArchived(season)
  if (!open.ok) return open
  const outcome = await db.transaction(async (tx) => {
    const division = await lockCup(tx, access.value.division.id)
    const cup = cupOf(division)
    if (!cup || cup.settings.draw || (!viewer.isAdmin && cup.settings.entry !== 'optional'))
      return fail('cup.entryClosed')
    await tx
      .insert(divisionEntries)
      .values({ divisionId: division.id, teamSeasonId: found.teamSeason.id, organisationId: division.organisationId })
      .onConflictDoNothing()
    return ok(division)
  })
  if (!outcome.ok) return outcome
  return ok(committed(await toCup(db, season, outcome.value, viewer), cupChanged(season)))
}

/**
 * `DELETE …/cups/{cup}/entries/{team}` (its captain, admins): out of the cup before the draw; after it, withdrawn:
 * its matches not yet played are walkovers for the opponents (its knockout fixtures without a lineup go) and the
 * knockout fixtures that became known are made. A team not in the cup answers the cup as it is.
 */
export async function withdrawFromCup(
  db: Database,
  input: CupInput & { team: string },
): Promise<Result<Committed<Cup>, CupAccessError | 'season.archived' | 'team.notFound' | 'cup.entryClosed'>> {
  const access = await cupAccess(db, input)
  if (!access.ok) return access
  const { season, viewer, organisation } = access.value
  const found = await findTeamSeason(db, { organisationId: organisation.id, seasonId: season.id, team: input.team })
  if (!viewer.isAdmin && (!found || !viewer.captainOf.includes(found.teamSeason.id))) return fail('auth.forbidden')
  if (!found) return fail('team.notFound')
  const open = unlessArchived(season)
  if (!open.ok) return open
  const teamSeasonId = found.teamSeason.id
  const outcome = await db.transaction(async (tx) => {
    const division = await lockCup(tx, access.value.division.id)
    const state = await loadCupState(tx, season, division)
    if (!viewer.isAdmin && !mayCaptainWithdraw(state)) return fail('cup.entryClosed')
    const entry = state.entries.find((row) => row.teamSeasonId === teamSeasonId)
    const where = and(eq(divisionEntries.divisionId, division.id), eq(divisionEntries.teamSeasonId, teamSeasonId))
    if (!entry || entry.withdrawnAt) return ok(division)
    if (!state.settings.draw) {
      await tx.delete(divisionEntries).where(where)
      return ok(division)
    }
    await tx.update(divisionEntries).set({ withdrawnAt: new Date() }).where(where)
    const unplayed = (await unplayedFixturesOf(tx, division.id, teamSeasonId)).filter((row) => row.bracketGameId)
    if (unplayed.length > 0)
      await tx.delete(fixtures).where(
        inArray(
          fixtures.id,
          unplayed.map((row) => row.id),
        ),
      )
    await syncCupFixtures(tx, season, division)
    return ok(division)
  })
  if (!outcome.ok) return outcome
  return ok(committed(await toCup(db, season, outcome.value, viewer), cupChanged(season)))
}

type DrawError =
  | CupAccessError
  | 'season.archived'
  | 'cup.alreadyDrawn'
  | 'cup.hasResults'
  | 'cup.tooFewTeams'
  | 'cup.tooFewDates'
  | 'fixtures.invalidLeagueNights'
  | 'fixtures.teamWithoutVenue'
  | 'fixtures.teamWithoutNight'
  | 'fixtures.nightNotHosted'
  | 'fixtures.venueFull'
  | 'fixtures.tooFewTeams'
  | 'fixtures.notEnoughNights'

/**
 * `POST …/cups/{cup}/draw` (admins): draws the cup (a compulsory cup enters every team of the season first), stores
 * the order, makes its group matches and the first-round knockout matches whose teams are known. Again (`redraw`)
 * while no match has a result: the earlier draw's fixtures go.
 */
export async function drawCupNow(
  db: Database,
  input: CupInput & { request: z.output<typeof CupDrawInputSchema> },
): Promise<Result<Committed<Cup>, DrawError>> {
  const access = await cupAccess(db, { ...input, adminOnly: true })
  if (!access.ok) return access
  const { season, viewer } = access.value
  const open = unlessArchived(season)
  if (!open.ok) return open
  const venueRows = await db.select().from(venues).where(eq(venues.organisationId, season.organisationId))
  const outcome = await db.transaction(async (tx): Promise<Result<DivisionRow, DrawError>> => {
    const division = await lockCup(tx, access.value.division.id)
    const state = await loadCupState(tx, season, division)
    if (state.settings.draw && !input.request.redraw) return fail('cup.alreadyDrawn')
    if (state.hasResults) return fail('cup.hasResults')
    const seasonTeamRows = await tx.select().from(teamSeasons).where(eq(teamSeasons.seasonId, season.id))
    if (state.settings.entry === 'compulsory') {
      const missing = seasonTeamRows.filter((row) => !state.entries.some((entry) => entry.teamSeasonId === row.id))
      if (missing.length > 0)
        await tx.insert(divisionEntries).values(
          missing.map((row) => ({
            divisionId: division.id,
            teamSeasonId: row.id,
            organisationId: row.organisationId,
          })),
        )
    }
    // A redraw starts over: withdrawals of the earlier draw are undone with its fixtures.
    await tx.update(divisionEntries).set({ withdrawnAt: null }).where(eq(divisionEntries.divisionId, division.id))
    const teamIds = (
      await tx
        .select({ id: divisionEntries.teamSeasonId })
        .from(divisionEntries)
        .where(eq(divisionEntries.divisionId, division.id))
    )
      .map((row) => row.id)
      .sort()
    if (teamIds.length < 2) return failWith('cup.tooFewTeams', { field: 'teams' })
    const seed = crypto.getRandomValues(new Uint32Array(1))[0] ?? Date.now()
    const plan = drawCup({ teams: teamIds, format: state.settings.format, random: createRandom(seed) })
    if (!plan.ok) return failWith('cup.tooFewTeams', { field: 'teams' })
    if (datesNeeded(plan.value) > state.settings.dates.length) return failWith('cup.tooFewDates', { field: 'dates' })
    await tx.delete(fixtures).where(eq(fixtures.divisionId, division.id))
    const rounds = groupRounds(plan.value)
    if (plan.value.groups.length > 0) {
      const settings = seasonSettings(season)
      const {
        seed: _seed,
        roundRobin: _roundRobin,
        divisions: groups,
        ...plannable
      } = buildFixturesInput({
        seasonId: season.id,
        settings: { ...settings, league_nights: state.settings.dates.slice(0, rounds) },
        venues: venueRows.map((row) => ({ id: row.id, boards: row.defaultBoardCount, weekdays: row.weekdays })),
        divisions: plan.value.groups.map((group) => ({
          id: group.id,
          teams: group.entries.map((id) => {
            const row = seasonTeamRows.find((candidate) => candidate.id === id)
            return { id, venueId: row?.venueId ?? null, homeWeekday: row?.homeWeekday ?? null }
          }),
        })),
      })
      void _seed
      void _roundRobin
      const scheduled = cupGroupFixtures({ ...plannable, groups })
      if (!scheduled.ok) {
        const refusal = fixturesRefusal(scheduled)
        if (refusal.error === 'fixtures.notEnoughNights') return failWith('cup.tooFewDates', { field: 'dates' })
        return fail(refusal.error)
      }
      const rows = scheduled.value.matches.map((match) => {
        const [group = '', round, slot] = match.id.split('.')
        return {
          organisationId: season.organisationId,
          seasonId: season.id,
          divisionId: division.id,
          slug: `${division.slug}-${group.toLowerCase()}-${round}-${slot}`,
          weekIndex: match.weekIndex,
          date: match.date,
          homeTeamSeasonId: match.homeTeamId,
          awayTeamSeasonId: match.awayTeamId,
          venueId: match.venueId || null,
          cupGroup: match.divisionId,
        }
      })
      for (let start = 0; start < rows.length; start += 200)
        await tx.insert(fixtures).values(rows.slice(start, start + 200))
    }
    const cup = cupOf(division)
    if (!cup) throw new Error('The cup lost its settings')
    const settings: CupSettings = {
      ...cup.settings,
      draw: { order: plan.value.order, drawnAt: new Date().toISOString(), drawnBy: viewer.userId },
    }
    await tx.update(divisions).set({ cup: settings, updatedAt: new Date() }).where(eq(divisions.id, division.id))
    const drawn = await lockCup(tx, division.id)
    await syncCupFixtures(tx, season, drawn)
    return ok(drawn)
  })
  if (!outcome.ok) return outcome
  return ok(committed(await toCup(db, season, outcome.value, viewer), cupChanged(season)))
}
