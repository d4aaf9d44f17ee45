import {
  fixtureStatesWithResults,
  type AssignDivisionTeamsInputSchema,
  type Division,
  type DivisionInputSchema,
  type DivisionList,
  type TeamList,
  type UpdateDivisionInputSchema,
} from '@oche/api'
import { checkMatchTemplate, type MatchTemplate, type MatchTemplateError } from '@oche/darts'
import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/database'
import { divisions, fixtures, teamSeasons, type DivisionKind, type DivisionRow } from '../../db/schema/index'
import { fail, failWith, ok, type Result } from '../result'
import { findDivision, findTeam, seasonAccess, unlessArchived, type Caller, type SeasonAccess } from './access'
import { changeSlug, divisionScope, newSlug, writingSlug } from './slugs'
import { loadTeams } from './team-views'

type DivisionInput = { caller: Caller; org: string; season: string; division: string }

/**
 * A division's template as sent, checked like a season's: `undefined` (not sent) and `null` (the season's) pass
 * through. Matches already started keep the template they were frozen with at their first lineup.
 */
function checkedTemplate(
  template: MatchTemplate | null | undefined,
): Result<MatchTemplate | null | undefined, MatchTemplateError> {
  if (!template) return ok(template)
  const checked = checkMatchTemplate(template)
  return checked.ok ? ok(checked.value) : failWith(checked.error, { field: 'match_template' })
}
type AccessError = 'organisation.notFound' | 'auth.forbidden' | 'season.notFound'

/** A stored template as `DivisionSchema` has it: a cup's deciding game is the cup's own (`GET …/cups/{cup}`). */
function templateOnTheWire(template: MatchTemplate): NonNullable<Division['match_template']> {
  const { games, play, points, maxGamesPerPlayer } = template
  return { games: [...games], play, points, maxGamesPerPlayer }
}

async function loadDivisions(db: Database, seasonId: string, where?: SQL): Promise<Division[]> {
  const rows = await db
    .select()
    .from(divisions)
    .where(and(eq(divisions.seasonId, seasonId), where))
    .orderBy(asc(divisions.position), asc(divisions.name))
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const [teamCounts, fixtureCounts] = await Promise.all([
    db
      .select({ divisionId: teamSeasons.divisionId, n: count() })
      .from(teamSeasons)
      .where(inArray(teamSeasons.divisionId, ids))
      .groupBy(teamSeasons.divisionId),
    db
      .select({
        divisionId: fixtures.divisionId,
        n: count(),
        played: sql<number>`count(*) filter (where ${fixtures.state} in ('played', 'confirmed', 'disputed'))`.mapWith(
          Number,
        ),
      })
      .from(fixtures)
      .where(inArray(fixtures.divisionId, ids))
      .groupBy(fixtures.divisionId),
  ])
  const teamsOf = new Map(teamCounts.map((row) => [row.divisionId, row.n]))
  const fixturesOf = new Map(fixtureCounts.map((row) => [row.divisionId, row]))
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    kind: row.kind,
    position: row.position,
    teams_count: teamsOf.get(row.id) ?? 0,
    fixtures_count: fixturesOf.get(row.id)?.n ?? 0,
    has_results: (fixturesOf.get(row.id)?.played ?? 0) > 0,
    match_template: row.matchTemplate ? templateOnTheWire(row.matchTemplate) : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }))
}

async function loadDivision(db: Database, row: DivisionRow): Promise<Division> {
  const [division] = await loadDivisions(db, row.seasonId, eq(divisions.id, row.id))
  if (!division) throw new Error('The division was not found')
  return division
}

/** The season's division for admins: the season's access with the division, or the error to answer. */
async function divisionAccess(
  db: Database,
  input: DivisionInput,
  kind: DivisionKind | 'any' = 'league',
): Promise<Result<SeasonAccess & { division: DivisionRow }, AccessError | 'division.notFound'>> {
  const access = await seasonAccess(db, { ...input, adminOnly: true })
  if (!access.ok) return access
  const division = await findDivision(db, access.value.season.id, input.division, kind)
  if (!division) return fail('division.notFound')
  return ok({ ...access.value, division })
}

/**
 * Puts the season's divisions of `kind` in order with `moved` at `position` (1-based, clamped), numbered 1 … n:
 * league divisions and cups are numbered apart.
 */
export async function renumber(
  db: Database,
  seasonId: string,
  moved?: { id: string; position: number },
  kind: DivisionKind = 'league',
): Promise<void> {
  const rows = await db
    .select({ id: divisions.id })
    .from(divisions)
    .where(and(eq(divisions.seasonId, seasonId), eq(divisions.kind, kind)))
    .orderBy(asc(divisions.position), asc(divisions.createdAt))
  const order = rows.map((row) => row.id).filter((id) => id !== moved?.id)
  if (moved) order.splice(Math.min(Math.max(moved.position - 1, 0), order.length), 0, moved.id)
  for (const [index, id] of order.entries()) {
    await db
      .update(divisions)
      .set({ position: index + 1 })
      .where(and(eq(divisions.id, id), ne(divisions.position, index + 1)))
  }
}

/** The season's divisions in order (admins). */
export async function listDivisions(
  db: Database,
  input: { caller: Caller; org: string; season: string },
): Promise<Result<DivisionList, AccessError>> {
  const access = await seasonAccess(db, { ...input, adminOnly: true })
  if (!access.ok) return access
  return ok(await loadDivisions(db, access.value.season.id, eq(divisions.kind, 'league')))
}

/** A new division of the season, last unless `position` says where. */
export async function createDivision(
  db: Database,
  input: { caller: Caller; org: string; season: string; division: z.output<typeof DivisionInputSchema> },
): Promise<Result<Division, AccessError | 'season.archived' | 'slug.taken' | MatchTemplateError>> {
  const access = await seasonAccess(db, { ...input, adminOnly: true })
  if (!access.ok) return access
  const { season } = access.value
  const open = unlessArchived(season)
  if (!open.ok) return open
  const template = checkedTemplate(input.division.match_template)
  if (!template.ok) return template
  const outcome = await writingSlug(() =>
    db.transaction(async (tx) => {
      const slug = await newSlug(tx, divisionScope(season.id), input.division)
      if (!slug.ok) return slug
      const [last] = await tx
        .select({ n: count() })
        .from(divisions)
        .where(and(eq(divisions.seasonId, season.id), eq(divisions.kind, 'league')))
      const [row] = await tx
        .insert(divisions)
        .values({
          organisationId: season.organisationId,
          seasonId: season.id,
          name: input.division.name,
          slug: slug.value,
          position: (last?.n ?? 0) + 1,
          matchTemplate: template.value ?? null,
        })
        .returning()
      if (!row) throw new Error('The division was not inserted')
      if (input.division.position !== undefined)
        await renumber(tx, season.id, { id: row.id, position: input.division.position })
      const [stored] = await tx.select().from(divisions).where(eq(divisions.id, row.id))
      return ok(stored ?? row)
    }),
  )
  if (!outcome.ok) return outcome
  return ok(await loadDivision(db, outcome.value))
}

/** One division (admins); a cup's slug answers the cup as a division of kind `cup`. */
export async function getDivision(
  db: Database,
  input: DivisionInput,
): Promise<Result<Division, AccessError | 'division.notFound'>> {
  const access = await divisionAccess(db, input, 'any')
  if (!access.ok) return access
  return ok(await loadDivision(db, access.value.division))
}

/** Renames, re-slugs or moves a division. */
export async function updateDivision(
  db: Database,
  input: DivisionInput & { changes: z.output<typeof UpdateDivisionInputSchema> },
): Promise<
  Result<Division, AccessError | 'division.notFound' | 'season.archived' | 'slug.taken' | MatchTemplateError>
> {
  const access = await divisionAccess(db, input)
  if (!access.ok) return access
  const { season, division } = access.value
  const open = unlessArchived(season)
  if (!open.ok) return open
  const { changes } = input
  const template = checkedTemplate(changes.match_template)
  if (!template.ok) return template
  const outcome = await writingSlug(() =>
    db.transaction(async (tx) => {
      if (changes.slug !== undefined) {
        const changed = await changeSlug(tx, divisionScope(season.id), {
          entityId: division.id,
          from: division.slug,
          to: changes.slug,
        })
        if (!changed.ok) return changed
      }
      await tx
        .update(divisions)
        .set({ name: changes.name, slug: changes.slug, matchTemplate: template.value, updatedAt: new Date() })
        .where(eq(divisions.id, division.id))
      if (changes.position !== undefined) await renumber(tx, season.id, { id: division.id, position: changes.position })
      const [row] = await tx.select().from(divisions).where(eq(divisions.id, division.id))
      if (!row) throw new Error('The division was not updated')
      return ok(row)
    }),
  )
  if (!outcome.ok) return outcome
  return ok(await loadDivision(db, outcome.value))
}

async function hasPlayedFixtures(db: Database, divisionIds: readonly string[]): Promise<boolean> {
  if (divisionIds.length === 0) return false
  const [played] = await db
    .select({ id: fixtures.id })
    .from(fixtures)
    .where(and(inArray(fixtures.divisionId, [...divisionIds]), inArray(fixtures.state, [...fixtureStatesWithResults])))
    .limit(1)
  return Boolean(played)
}

/** Deletes a division while none of its matches was played: its fixtures go, its teams are in no division. */
export async function deleteDivision(
  db: Database,
  input: DivisionInput,
): Promise<Result<null, AccessError | 'division.notFound' | 'season.archived' | 'division.played'>> {
  const access = await divisionAccess(db, input)
  if (!access.ok) return access
  const { season, division } = access.value
  const open = unlessArchived(season)
  if (!open.ok) return open
  return db.transaction(async (tx) => {
    await tx.select({ id: divisions.id }).from(divisions).where(eq(divisions.id, division.id)).for('update')
    if (await hasPlayedFixtures(tx, [division.id])) return fail('division.played')
    await tx.delete(divisions).where(eq(divisions.id, division.id))
    await renumber(tx, season.id)
    return ok(null)
  })
}

/** The division's teams by name (admins). */
export async function listDivisionTeams(
  db: Database,
  input: DivisionInput,
): Promise<Result<TeamList, AccessError | 'division.notFound'>> {
  const access = await divisionAccess(db, input)
  if (!access.ok) return access
  const { season, division, viewer } = access.value
  return ok(await loadTeams(db, { seasonId: season.id, where: eq(teamSeasons.divisionId, division.id), viewer }))
}

/**
 * Makes the listed teams (team slugs of the season) the division's teams: the others leave it, the listed ones leave
 * their former division. Refused once a match of a division concerned was played; the fixtures of the divisions
 * whose teams changed are deleted, to be generated again.
 */
export async function assignDivisionTeams(
  db: Database,
  input: DivisionInput & { assignment: z.output<typeof AssignDivisionTeamsInputSchema> },
): Promise<
  Result<
    TeamList,
    AccessError | 'division.notFound' | 'season.archived' | 'division.unknownTeam' | 'division.teamsLocked'
  >
> {
  const access = await divisionAccess(db, input)
  if (!access.ok) return access
  const { season, division, organisation, viewer } = access.value
  const open = unlessArchived(season)
  if (!open.ok) return open
  const wanted: string[] = []
  for (const slug of new Set(input.assignment.teams)) {
    const team = await findTeam(db, organisation.id, slug)
    if (!team) return fail('division.unknownTeam')
    wanted.push(team.id)
  }
  const outcome = await db.transaction(async (tx) => {
    const seasonTeams = await tx.select().from(teamSeasons).where(eq(teamSeasons.seasonId, season.id)).for('update')
    const listed = seasonTeams.filter((row) => wanted.includes(row.teamId))
    if (listed.length !== wanted.length) return fail('division.unknownTeam')
    const leaving = seasonTeams.filter((row) => row.divisionId === division.id && !wanted.includes(row.teamId))
    const joining = listed.filter((row) => row.divisionId !== division.id)
    if (leaving.length === 0 && joining.length === 0) return ok(null)
    const concerned = [division.id, ...joining.flatMap((row) => (row.divisionId ? [row.divisionId] : []))]
    if (await hasPlayedFixtures(tx, concerned)) return fail('division.teamsLocked')
    await tx.delete(fixtures).where(inArray(fixtures.divisionId, concerned))
    if (leaving.length > 0)
      await tx
        .update(teamSeasons)
        .set({ divisionId: null, updatedAt: new Date() })
        .where(
          inArray(
            teamSeasons.id,
            leaving.map((row) => row.id),
          ),
        )
    if (joining.length > 0)
      await tx
        .update(teamSeasons)
        .set({ divisionId: division.id, updatedAt: new Date() })
        .where(
          inArray(
            teamSeasons.id,
            joining.map((row) => row.id),
          ),
        )
    return ok(null)
  })
  if (!outcome.ok) return outcome
  return ok(await loadTeams(db, { seasonId: season.id, where: eq(teamSeasons.divisionId, division.id), viewer }))
}
