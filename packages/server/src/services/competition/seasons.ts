import {
  mergeSeasonSettings,
  seasonDatesProblem,
  SeasonSettingsSchema,
  type Season,
  type SeasonInputSchema,
  type SeasonList,
  type SeasonSettings,
  type UpdateSeasonInputSchema,
} from '@oche/api'
import { checkMatchTemplate, type MatchTemplateError } from '@oche/darts'
import { and, asc, count, desc, eq, inArray, isNull, ne } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/database'
import { divisions, fixtures, seasons, teamMembers, teamSeasons, type SeasonRow } from '../../db/schema/index'
import { fail, ok, type Result } from '../result'
import { adminAccess, findSeason, organisationAccess, seasonAccess, type Caller } from './access'
import { resolvePlacements, type PlacementError } from './season-placements'
import { changeSlug, newSlug, seasonScope, writingSlug } from './slugs'

type Counts = { divisions: number; teams: number; fixtures: number }

async function countBySeason(db: Database, seasonIds: readonly string[]): Promise<Map<string, Counts>> {
  const counts = new Map<string, Counts>(seasonIds.map((id) => [id, { divisions: 0, teams: 0, fixtures: 0 }]))
  if (seasonIds.length === 0) return counts
  const ids = [...seasonIds]
  const [divisionRows, teamRows, fixtureRows] = await Promise.all([
    db
      .select({ seasonId: divisions.seasonId, n: count() })
      .from(divisions)
      .where(and(inArray(divisions.seasonId, ids), eq(divisions.kind, 'league')))
      .groupBy(divisions.seasonId),
    db
      .select({ seasonId: teamSeasons.seasonId, n: count() })
      .from(teamSeasons)
      .where(inArray(teamSeasons.seasonId, ids))
      .groupBy(teamSeasons.seasonId),
    db
      .select({ seasonId: fixtures.seasonId, n: count() })
      .from(fixtures)
      .where(inArray(fixtures.seasonId, ids))
      .groupBy(fixtures.seasonId),
  ])
  for (const row of divisionRows) counts.get(row.seasonId)!.divisions = row.n
  for (const row of teamRows) counts.get(row.seasonId)!.teams = row.n
  for (const row of fixtureRows) counts.get(row.seasonId)!.fixtures = row.n
  return counts
}

function toSeason(row: SeasonRow, counts: Counts | undefined): Season {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    is_current: row.isCurrent,
    is_archived: row.isArchived,
    settings: row.settings,
    divisions_count: counts?.divisions ?? 0,
    teams_count: counts?.teams ?? 0,
    fixtures_count: counts?.fixtures ?? 0,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** A season on the wire, with its counts. */
export async function loadSeason(db: Database, row: SeasonRow): Promise<Season> {
  return toSeason(row, (await countBySeason(db, [row.id])).get(row.id))
}

/** The organisation's seasons, current first, then the latest start first (anyone with a role there). */
export async function listSeasons(
  db: Database,
  input: { caller: Caller; org: string },
): Promise<Result<SeasonList, 'organisation.notFound' | 'auth.forbidden'>> {
  const access = await organisationAccess(db, input)
  if (!access.ok) return access
  const rows = await db
    .select()
    .from(seasons)
    .where(eq(seasons.organisationId, access.value.organisation.id))
    .orderBy(desc(seasons.isCurrent), desc(seasons.startsOn), asc(seasons.name))
  const counts = await countBySeason(
    db,
    rows.map((row) => row.id),
  )
  return ok(rows.map((row) => toSeason(row, counts.get(row.id))))
}

/** One season (anyone with a role in the organisation); a former slug answers the season with its current one. */
export async function getSeason(
  db: Database,
  input: { caller: Caller; org: string; season: string },
): Promise<Result<Season, 'organisation.notFound' | 'auth.forbidden' | 'season.notFound'>> {
  const access = await seasonAccess(db, input)
  if (!access.ok) return access
  return ok(await loadSeason(db, access.value.season))
}

const defaultSettings = (): SeasonSettings => SeasonSettingsSchema.parse({})

type SeasonFields = z.output<typeof SeasonInputSchema>

/**
 * A new season, empty or copied from an earlier one: its settings (league nights excepted: they are dates of that
 * season), divisions, teams (division, home venue and night; placed teams in the division they were placed in) and,
 * if asked, their current players. The organisation's first season is its current one.
 */
export async function createSeason(
  db: Database,
  input: { caller: Caller; org: string; season: SeasonFields },
): Promise<
  Result<
    Season,
    | 'organisation.notFound'
    | 'auth.forbidden'
    | 'slug.taken'
    | 'season.unknownCopySource'
    | 'season.endsBeforeStart'
    | 'season.leagueNightOutside'
    | PlacementError
    | MatchTemplateError
  >
> {
  const access = await adminAccess(db, input)
  if (!access.ok) return access
  const organisationId = access.value.organisation.id
  const { season: fields } = input
  const source = fields.copy_from ? await findSeason(db, organisationId, fields.copy_from) : null
  if (fields.copy_from && !source) return fail('season.unknownCopySource')
  const copiedSettings =
    source && fields.copy.settings
      ? { ...SeasonSettingsSchema.parse(source.settings), league_nights: [] as string[] }
      : undefined
  const settings = mergeSeasonSettings(defaultSettings(), copiedSettings, fields.settings)
  const problem = seasonDatesProblem({ ...fields, league_nights: settings.league_nights })
  if (problem) return fail(problem)
  const template = checkMatchTemplate(settings.match_template)
  if (!template.ok) return fail(template.error)
  const placements = await resolvePlacements(db, { organisationId, source, fields })
  if (!placements.ok) return placements
  const outcome = await writingSlug(() =>
    db.transaction(async (tx) => {
      const slug = await newSlug(tx, seasonScope(organisationId), fields)
      if (!slug.ok) return slug
      const [current] = await tx
        .select({ id: seasons.id })
        .from(seasons)
        .where(and(eq(seasons.organisationId, organisationId), eq(seasons.isCurrent, true)))
        .for('update')
      const isCurrent = fields.make_current || !current
      if (isCurrent && current) await tx.update(seasons).set({ isCurrent: false }).where(eq(seasons.id, current.id))
      const [row] = await tx
        .insert(seasons)
        .values({
          organisationId,
          name: fields.name,
          slug: slug.value,
          startsOn: fields.starts_on,
          endsOn: fields.ends_on,
          isCurrent,
          settings,
        })
        .returning()
      if (!row) throw new Error('The season was not inserted')
      if (source) await copySeason(tx, { from: source, to: row, copy: fields.copy, placements: placements.value })
      return ok(row)
    }),
  )
  if (!outcome.ok) return outcome
  return ok(await loadSeason(db, outcome.value))
}

async function copySeason(
  db: Database,
  input: { from: SeasonRow; to: SeasonRow; copy: SeasonFields['copy']; placements: ReadonlyMap<string, string | null> },
): Promise<void> {
  const { from, to, copy, placements } = input
  const divisionIds = new Map<string, string>()
  if (copy.divisions) {
    // League divisions only: a cup is entered and drawn anew each season.
    const rows = await db
      .select()
      .from(divisions)
      .where(and(eq(divisions.seasonId, from.id), eq(divisions.kind, 'league')))
    for (const division of rows) {
      const [made] = await db
        .insert(divisions)
        .values({
          organisationId: to.organisationId,
          seasonId: to.id,
          name: division.name,
          slug: division.slug,
          position: division.position,
          // A division's own template is one of its settings: it comes along when the settings do.
          matchTemplate: copy.settings ? division.matchTemplate : null,
        })
        .returning({ id: divisions.id })
      if (made) divisionIds.set(division.id, made.id)
    }
  }
  if (!copy.teams) return
  const teamRows = await db.select().from(teamSeasons).where(eq(teamSeasons.seasonId, from.id))
  for (const teamSeason of teamRows) {
    const fromDivision = placements.has(teamSeason.teamId) ? placements.get(teamSeason.teamId) : teamSeason.divisionId
    const [made] = await db
      .insert(teamSeasons)
      .values({
        organisationId: to.organisationId,
        teamId: teamSeason.teamId,
        seasonId: to.id,
        divisionId: fromDivision ? (divisionIds.get(fromDivision) ?? null) : null,
        venueId: teamSeason.venueId,
        homeWeekday: teamSeason.homeWeekday,
        name: teamSeason.name,
      })
      .returning({ id: teamSeasons.id })
    if (made && copy.members) await copyMembers(db, { from: teamSeason.id, to: made.id, season: to })
  }
}

/** The current players of a team in another season join it in `season`, on its first day, with their roles. */
export async function copyMembers(db: Database, input: { from: string; to: string; season: SeasonRow }): Promise<void> {
  const members = await db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.teamSeasonId, input.from), isNull(teamMembers.leftOn)))
  if (members.length === 0) return
  // A player already in a team of the season stays there.
  const taken = new Set(
    (
      await db
        .select({ participantId: teamMembers.participantId })
        .from(teamMembers)
        .where(and(eq(teamMembers.seasonId, input.season.id), isNull(teamMembers.leftOn)))
    ).map((row) => row.participantId),
  )
  const rows = members
    .filter((member) => !taken.has(member.participantId))
    .map((member) => ({
      organisationId: input.season.organisationId,
      seasonId: input.season.id,
      teamSeasonId: input.to,
      participantId: member.participantId,
      role: member.role,
      joinedOn: input.season.startsOn,
      contactEmail: member.contactEmail,
      contactPhone: member.contactPhone,
    }))
  if (rows.length > 0) await db.insert(teamMembers).values(rows)
}

/**
 * Changes a season: name, slug, dates, settings (merged with the current ones) and the archive flag. An archived
 * season changes no more until it is taken out of the archive; the current season cannot be archived.
 */
export async function updateSeason(
  db: Database,
  input: { caller: Caller; org: string; season: string; changes: z.output<typeof UpdateSeasonInputSchema> },
): Promise<
  Result<
    Season,
    | 'organisation.notFound'
    | 'auth.forbidden'
    | 'season.notFound'
    | 'slug.taken'
    | 'season.archived'
    | 'season.currentArchived'
    | 'season.endsBeforeStart'
    | 'season.leagueNightOutside'
    | MatchTemplateError
  >
> {
  const access = await seasonAccess(db, { ...input, adminOnly: true })
  if (!access.ok) return access
  const { season } = access.value
  const { changes } = input
  if (season.isArchived && changes.is_archived !== false) return fail('season.archived')
  if (changes.is_archived === true && season.isCurrent) return fail('season.currentArchived')
  const settings = mergeSeasonSettings(SeasonSettingsSchema.parse(season.settings), changes.settings)
  const startsOn = changes.starts_on ?? season.startsOn
  const endsOn = changes.ends_on ?? season.endsOn
  const problem = seasonDatesProblem({ starts_on: startsOn, ends_on: endsOn, league_nights: settings.league_nights })
  if (problem) return fail(problem)
  const template = checkMatchTemplate(settings.match_template)
  if (!template.ok) return fail(template.error)
  const outcome = await writingSlug(() =>
    db.transaction(async (tx) => {
      if (changes.slug !== undefined) {
        const changed = await changeSlug(tx, seasonScope(season.organisationId), {
          entityId: season.id,
          from: season.slug,
          to: changes.slug,
        })
        if (!changed.ok) return changed
      }
      const [row] = await tx
        .update(seasons)
        .set({
          name: changes.name,
          slug: changes.slug,
          startsOn,
          endsOn,
          settings,
          isArchived: changes.is_archived,
          updatedAt: new Date(),
        })
        .where(eq(seasons.id, season.id))
        .returning()
      if (!row) throw new Error('The season was not updated')
      return ok(row)
    }),
  )
  if (!outcome.ok) return outcome
  return ok(await loadSeason(db, outcome.value))
}

/** Makes a season the organisation's current one (the former current one no longer is); not an archived one. */
export async function setCurrentSeason(
  db: Database,
  input: { caller: Caller; org: string; season: string },
): Promise<Result<Season, 'organisation.notFound' | 'auth.forbidden' | 'season.notFound' | 'season.archived'>> {
  const access = await seasonAccess(db, { ...input, adminOnly: true })
  if (!access.ok) return access
  const { season } = access.value
  if (season.isArchived) return fail('season.archived')
  const row = await db.transaction(async (tx) => {
    await tx
      .update(seasons)
      .set({ isCurrent: false, updatedAt: new Date() })
      .where(
        and(eq(seasons.organisationId, season.organisationId), eq(seasons.isCurrent, true), ne(seasons.id, season.id)),
      )
    const [updated] = await tx
      .update(seasons)
      .set({ isCurrent: true, updatedAt: new Date() })
      .where(eq(seasons.id, season.id))
      .returning()
    if (!updated) throw new Error('The season was not updated')
    return updated
  })
  return ok(await loadSeason(db, row))
}
