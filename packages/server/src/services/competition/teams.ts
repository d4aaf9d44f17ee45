import {
  canEditTeam,
  fixtureStatesWithResults,
  canReadTeam,
  isCaptainTeamChange,
  type ExistingTeamInputSchema,
  type ExistingTeamList,
  type Team,
  type TeamInputSchema,
  type TeamList,
  type UpdateTeamInputSchema,
} from '@oche/api'
import { and, count, desc, eq, inArray, isNull, notInArray } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/database'
import { fixtures, seasons, teamMembers, teamSeasons, teams, venues, type SeasonRow } from '../../db/schema/index'
import { fail, ok, type Result } from '../result'
import {
  findDivision,
  findSeason,
  findTeam,
  findTeamSeason,
  seasonAccess,
  unlessArchived,
  type Caller,
  type SeasonAccess,
} from './access'
import { changeSlug, newSlug, teamScope, writingSlug } from './slugs'
import { copyMembers } from './seasons'
import { loadTeam, loadTeams } from './team-views'

type SeasonInput = { caller: Caller; org: string; season: string }
type TeamInput = SeasonInput & { team: string }
type AccessError = 'organisation.notFound' | 'auth.forbidden' | 'season.notFound'

/** A division slug of the season as its id (null stays null), or the error to answer. */
async function divisionId(
  db: Database,
  season: SeasonRow,
  slug: string | null | undefined,
): Promise<Result<string | null | undefined, 'competition.unknownDivision'>> {
  if (slug === undefined || slug === null) return ok(slug)
  const division = await findDivision(db, season.id, slug)
  return division ? ok(division.id) : fail('competition.unknownDivision')
}

/** Whether a venue id (null stays null) is one of the organisation's venues. */
export async function isOwnVenue(db: Database, organisationId: string, venueId: string | null | undefined) {
  if (venueId === undefined || venueId === null) return true
  const [venue] = await db
    .select({ id: venues.id })
    .from(venues)
    .where(and(eq(venues.id, venueId), eq(venues.organisationId, organisationId)))
  return Boolean(venue)
}

/** The season's teams by name (admins). */
export async function listTeams(db: Database, input: SeasonInput): Promise<Result<TeamList, AccessError>> {
  const access = await seasonAccess(db, { ...input, adminOnly: true })
  if (!access.ok) return access
  return ok(await loadTeams(db, { seasonId: access.value.season.id, viewer: access.value.viewer }))
}

/** A new team, playing in this season. */
export async function createTeam(
  db: Database,
  input: SeasonInput & { team: z.output<typeof TeamInputSchema> },
): Promise<
  Result<
    Team,
    AccessError | 'season.archived' | 'slug.taken' | 'competition.unknownDivision' | 'competition.unknownVenue'
  >
> {
  const access = await seasonAccess(db, { ...input, adminOnly: true })
  if (!access.ok) return access
  const { season, organisation, viewer } = access.value
  const open = unlessArchived(season)
  if (!open.ok) return open
  const fields = input.team
  const division = await divisionId(db, season, fields.division)
  if (!division.ok) return division
  if (!(await isOwnVenue(db, organisation.id, fields.venue_id))) return fail('competition.unknownVenue')
  const outcome = await writingSlug(() =>
    db.transaction(async (tx) => {
      const slug = await newSlug(tx, teamScope(organisation.id), fields)
      if (!slug.ok) return slug
      const [team] = await tx
        .insert(teams)
        .values({ organisationId: organisation.id, name: fields.name, slug: slug.value, clubName: fields.club_name })
        .returning()
      if (!team) throw new Error('The team was not inserted')
      const [teamSeason] = await tx
        .insert(teamSeasons)
        .values({
          organisationId: organisation.id,
          teamId: team.id,
          seasonId: season.id,
          divisionId: division.value ?? null,
          venueId: fields.venue_id,
          homeWeekday: fields.home_weekday,
          name: fields.name,
        })
        .returning()
      if (!teamSeason) throw new Error('The team was not inserted')
      return ok(teamSeason.id)
    }),
  )
  if (!outcome.ok) return outcome
  return ok(await loadTeam(db, { seasonId: season.id, teamSeasonId: outcome.value, viewer }))
}

/** The organisation's teams that do not play this season yet, with their latest season (admins). */
export async function listExistingTeams(
  db: Database,
  input: SeasonInput,
): Promise<Result<ExistingTeamList, AccessError>> {
  const access = await seasonAccess(db, { ...input, adminOnly: true })
  if (!access.ok) return access
  const { season, organisation } = access.value
  const playing = db.select({ id: teamSeasons.teamId }).from(teamSeasons).where(eq(teamSeasons.seasonId, season.id))
  const rows = await db
    .select({ team: teams, teamSeason: teamSeasons, season: { slug: seasons.slug, name: seasons.name } })
    .from(teams)
    .innerJoin(teamSeasons, eq(teamSeasons.teamId, teams.id))
    .innerJoin(seasons, eq(seasons.id, teamSeasons.seasonId))
    .where(and(eq(teams.organisationId, organisation.id), notInArray(teams.id, playing)))
    .orderBy(desc(seasons.startsOn))
  const latest = new Map<string, (typeof rows)[number]>()
  for (const row of rows) if (!latest.has(row.team.id)) latest.set(row.team.id, row)
  const teamSeasonIds = [...latest.values()].map((row) => row.teamSeason.id)
  const counts =
    teamSeasonIds.length === 0
      ? []
      : await db
          .select({ teamSeasonId: teamMembers.teamSeasonId, n: count() })
          .from(teamMembers)
          .where(and(inArray(teamMembers.teamSeasonId, teamSeasonIds), isNull(teamMembers.leftOn)))
          .groupBy(teamMembers.teamSeasonId)
  const countOf = new Map(counts.map((row) => [row.teamSeasonId, row.n]))
  return ok(
    [...latest.values()]
      .map(({ team, teamSeason, season: last }) => ({
        team_id: team.id,
        slug: team.slug,
        name: teamSeason.name,
        club_name: team.clubName,
        last_season: last,
        members_count: countOf.get(teamSeason.id) ?? 0,
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  )
}

/**
 * Brings a team of an earlier season into this one: its name, venue and night from that season (its latest unless
 * `from_season` says), and by default its players then (those not already in a team this season).
 */
export async function addExistingTeam(
  db: Database,
  input: SeasonInput & { existing: z.output<typeof ExistingTeamInputSchema> },
): Promise<
  Result<
    Team,
    | AccessError
    | 'season.archived'
    | 'team.unknownTeam'
    | 'team.alreadyInSeason'
    | 'team.unknownSeason'
    | 'competition.unknownDivision'
  >
> {
  const access = await seasonAccess(db, { ...input, adminOnly: true })
  if (!access.ok) return access
  const { season, organisation, viewer } = access.value
  const open = unlessArchived(season)
  if (!open.ok) return open
  const { existing } = input
  const team = await findTeam(db, organisation.id, existing.team)
  if (!team) return fail('team.unknownTeam')
  const division = await divisionId(db, season, existing.division)
  if (!division.ok) return division
  const fromSeason = existing.from_season ? await findSeason(db, organisation.id, existing.from_season) : null
  if (existing.from_season && !fromSeason) return fail('team.unknownSeason')
  const [source] = await db
    .select({ teamSeason: teamSeasons })
    .from(teamSeasons)
    .innerJoin(seasons, eq(seasons.id, teamSeasons.seasonId))
    .where(and(eq(teamSeasons.teamId, team.id), fromSeason ? eq(teamSeasons.seasonId, fromSeason.id) : undefined))
    .orderBy(desc(seasons.startsOn))
    .limit(1)
  if (!source || source.teamSeason.seasonId === season.id) {
    if (source?.teamSeason.seasonId === season.id) return fail('team.alreadyInSeason')
    return fail(fromSeason ? 'team.unknownSeason' : 'team.unknownTeam')
  }
  const outcome = await db.transaction(async (tx) => {
    const [made] = await tx
      .insert(teamSeasons)
      .values({
        organisationId: organisation.id,
        teamId: team.id,
        seasonId: season.id,
        divisionId: division.value ?? null,
        venueId: source.teamSeason.venueId,
        homeWeekday: source.teamSeason.homeWeekday,
        name: source.teamSeason.name,
      })
      .onConflictDoNothing()
      .returning()
    if (!made) return fail('team.alreadyInSeason')
    if (existing.with_members) await copyMembers(tx, { from: source.teamSeason.id, to: made.id, season })
    return ok(made.id)
  })
  if (!outcome.ok) return outcome
  return ok(await loadTeam(db, { seasonId: season.id, teamSeasonId: outcome.value, viewer }))
}

/** The team in the season and the caller's access to it: its players and captain read it, admins too. */
export async function teamAccess(
  db: Database,
  input: TeamInput,
): Promise<
  Result<SeasonAccess & Exclude<Awaited<ReturnType<typeof findTeamSeason>>, null>, AccessError | 'team.notFound'>
> {
  const access = await seasonAccess(db, input)
  if (!access.ok) return access
  const { season, organisation, viewer } = access.value
  const found = await findTeamSeason(db, { organisationId: organisation.id, seasonId: season.id, team: input.team })
  if (!found) return viewer.isAdmin ? fail('team.notFound') : fail('auth.forbidden')
  if (!canReadTeam(viewer, found.teamSeason.id)) return fail('auth.forbidden')
  return ok({ ...access.value, ...found })
}

/** One team of the season: for admins, and for its own players and captain. */
export async function getTeam(db: Database, input: TeamInput): Promise<Result<Team, AccessError | 'team.notFound'>> {
  const access = await teamAccess(db, input)
  if (!access.ok) return access
  const { season, teamSeason, viewer } = access.value
  return ok(await loadTeam(db, { seasonId: season.id, teamSeasonId: teamSeason.id, viewer }))
}

/**
 * Changes a team in the season. Its captain may change its name and club; its slug, division, venue and night are
 * for admins. A new division is refused once a match of the old or new one was played; the fixtures of both are
 * deleted, to be generated again.
 */
export async function updateTeam(
  db: Database,
  input: TeamInput & { changes: z.output<typeof UpdateTeamInputSchema> },
): Promise<
  Result<
    Team,
    | AccessError
    | 'team.notFound'
    | 'season.archived'
    | 'slug.taken'
    | 'competition.unknownDivision'
    | 'competition.unknownVenue'
    | 'division.teamsLocked'
  >
> {
  const access = await teamAccess(db, input)
  if (!access.ok) return access
  const { season, organisation, viewer, team, teamSeason } = access.value
  const { changes } = input
  if (!canEditTeam(viewer, teamSeason.id)) return fail('auth.forbidden')
  if (!viewer.isAdmin && !isCaptainTeamChange(changes)) return fail('auth.forbidden')
  const open = unlessArchived(season)
  if (!open.ok) return open
  const division = await divisionId(db, season, changes.division)
  if (!division.ok) return division
  if (!(await isOwnVenue(db, organisation.id, changes.venue_id))) return fail('competition.unknownVenue')
  const outcome = await writingSlug(() =>
    db.transaction(async (tx) => {
      if (changes.slug !== undefined) {
        const changed = await changeSlug(tx, teamScope(organisation.id), {
          entityId: team.id,
          from: team.slug,
          to: changes.slug,
        })
        if (!changed.ok) return changed
      }
      if (division.value !== undefined && division.value !== teamSeason.divisionId) {
        const concerned = [teamSeason.divisionId, division.value].filter((id): id is string => id !== null)
        if (concerned.length > 0) {
          const [played] = await tx
            .select({ id: fixtures.id })
            .from(fixtures)
            .where(and(inArray(fixtures.divisionId, concerned), inArray(fixtures.state, [...fixtureStatesWithResults])))
            .limit(1)
          if (played) return fail('division.teamsLocked')
          await tx.delete(fixtures).where(inArray(fixtures.divisionId, concerned))
        }
      }
      if (changes.name !== undefined || changes.club_name !== undefined || changes.slug !== undefined)
        await tx
          .update(teams)
          .set({ name: changes.name, clubName: changes.club_name, slug: changes.slug, updatedAt: new Date() })
          .where(eq(teams.id, team.id))
      await tx
        .update(teamSeasons)
        .set({
          name: changes.name,
          divisionId: division.value,
          venueId: changes.venue_id,
          homeWeekday: changes.home_weekday,
          updatedAt: new Date(),
        })
        .where(eq(teamSeasons.id, teamSeason.id))
      return ok(null)
    }),
  )
  if (!outcome.ok) return outcome
  return ok(await loadTeam(db, { seasonId: season.id, teamSeasonId: teamSeason.id, viewer }))
}
