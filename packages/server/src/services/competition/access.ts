import { competitionRole, type CompetitionRole, type CompetitionViewer } from '@oche/api'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { Database } from '../../db/database'
import {
  divisions,
  organisationMembers,
  organisations,
  participants,
  seasons,
  teamMembers,
  teamSeasons,
  teams,
  type DivisionKind,
  type DivisionRow,
  type OrganisationRow,
  type SeasonRow,
  type TeamRow,
  type TeamSeasonRow,
} from '../../db/schema/index'
import { fail, ok, type Result } from '../result'
import { divisionScope, formerSlugEntity, organisationScope, seasonScope, teamScope } from './slugs'

/** Who calls: the signed-in user as the guards found them. */
export type Caller = { id: string; isSuperAdmin: boolean }

/** The caller in one organisation: their role there and the teams they captain or play for. */
export type Viewer = CompetitionViewer & { userId: string; role: CompetitionRole }

export type OrganisationAccess = { organisation: OrganisationRow; viewer: Viewer }
/** An organisation and one of its seasons, whoever asks: what the reads compute from once access is settled. */
export type SeasonScope = { organisation: OrganisationRow; season: SeasonRow }
export type SeasonAccess = OrganisationAccess & SeasonScope
export type SeasonAccessError = 'organisation.notFound' | 'auth.forbidden' | 'season.notFound'

/**
 * A visitor of the league's public site (issue 16): no role and no team, so every `can` is false, no squad or
 * lineup of one team alone shows, and nothing is done in their name.
 */
export const siteVisitor: Viewer = { isAdmin: false, captainOf: [], memberOf: [], userId: '', role: 'member' }

/** A league organisation (not an organiser's personal one) by its slug or a former slug. */
export async function findCompetitionOrganisation(db: Database, slug: string): Promise<OrganisationRow | null> {
  const [current] = await db
    .select()
    .from(organisations)
    .where(and(eq(organisations.slug, slug), eq(organisations.isPersonal, false)))
  if (current) return current
  const formerId = await formerSlugEntity(db, organisationScope, slug)
  if (!formerId) return null
  const [former] = await db.select().from(organisations).where(eq(organisations.id, formerId))
  return former ?? null
}

/** The organisation ids the user is an owner or admin of. */
export async function adminOrganisationIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: organisationMembers.organisationId })
    .from(organisationMembers)
    .where(and(eq(organisationMembers.userId, userId), inArray(organisationMembers.role, ['owner', 'admin'])))
  return rows.map((row) => row.id)
}

/**
 * The current team memberships of the user's participants (the players linked to their account) in seasons that
 * are not archived: last year's captain captains nothing today.
 */
export async function currentMemberships(
  db: Database,
  input: { userId: string; organisationId?: string },
): Promise<{ organisationId: string; teamSeasonId: string; role: 'captain' | 'player' }[]> {
  return db
    .select({
      organisationId: teamMembers.organisationId,
      teamSeasonId: teamMembers.teamSeasonId,
      role: teamMembers.role,
    })
    .from(teamMembers)
    .innerJoin(participants, eq(participants.id, teamMembers.participantId))
    .innerJoin(seasons, eq(seasons.id, teamMembers.seasonId))
    .where(
      and(
        eq(participants.userId, input.userId),
        isNull(participants.mergedIntoId),
        isNull(teamMembers.leftOn),
        eq(seasons.isArchived, false),
        input.organisationId ? eq(teamMembers.organisationId, input.organisationId) : undefined,
      ),
    )
}

/** What the caller is in the organisation. */
export async function loadViewer(db: Database, caller: Caller, organisationId: string): Promise<Viewer> {
  const isAdmin = caller.isSuperAdmin || (await adminOrganisationIds(db, caller.id)).includes(organisationId)
  const memberships = await currentMemberships(db, { userId: caller.id, organisationId })
  const viewer: CompetitionViewer = {
    isAdmin,
    captainOf: memberships.filter((row) => row.role === 'captain').map((row) => row.teamSeasonId),
    memberOf: memberships.map((row) => row.teamSeasonId),
  }
  return { ...viewer, userId: caller.id, role: competitionRole(viewer) ?? 'member' }
}

/**
 * The organisation and what the caller is there. An unknown slug is not found; someone with no role there (not an
 * admin, captain or player) is refused.
 */
export async function organisationAccess(
  db: Database,
  input: { caller: Caller; org: string },
): Promise<Result<OrganisationAccess, 'organisation.notFound' | 'auth.forbidden'>> {
  const organisation = await findCompetitionOrganisation(db, input.org)
  if (!organisation) return fail('organisation.notFound')
  const viewer = await loadViewer(db, input.caller, organisation.id)
  if (!viewer.isAdmin && viewer.memberOf.length === 0) return fail('auth.forbidden')
  return ok({ organisation, viewer })
}

/** As `organisationAccess`, for admins only. */
export async function adminAccess(
  db: Database,
  input: { caller: Caller; org: string },
): Promise<Result<OrganisationAccess, 'organisation.notFound' | 'auth.forbidden'>> {
  const access = await organisationAccess(db, input)
  if (!access.ok) return access
  return access.value.viewer.isAdmin ? access : fail('auth.forbidden')
}

/** A season of the organisation by its slug or a former one. */
export async function findSeason(db: Database, organisationId: string, slug: string): Promise<SeasonRow | null> {
  const [current] = await db
    .select()
    .from(seasons)
    .where(and(eq(seasons.organisationId, organisationId), eq(seasons.slug, slug)))
  if (current) return current
  const formerId = await formerSlugEntity(db, seasonScope(organisationId), slug)
  if (!formerId) return null
  const [former] = await db.select().from(seasons).where(eq(seasons.id, formerId))
  return former ?? null
}

/** The organisation, the caller's role there and one of its seasons; `adminOnly` refuses everyone but admins. */
export async function seasonAccess(
  db: Database,
  input: { caller: Caller; org: string; season: string; adminOnly?: boolean },
): Promise<Result<SeasonAccess, SeasonAccessError>> {
  const access = input.adminOnly ? await adminAccess(db, input) : await organisationAccess(db, input)
  if (!access.ok) return access
  const season = await findSeason(db, access.value.organisation.id, input.season)
  if (!season) return fail('season.notFound')
  return ok({ ...access.value, season })
}

/**
 * A read of the season for a caller who may read it (its admins and players): `read` computes from the season once
 * access is settled, so the public site (services/competition-site) runs the same `read` on the season it shows.
 */
export async function readSeason<T, E extends string = never>(
  db: Database,
  input: { caller: Caller; org: string; season: string },
  read: (access: SeasonAccess) => Promise<Result<T, E>>,
): Promise<Result<T, E | SeasonAccessError>> {
  const access = await seasonAccess(db, input)
  return access.ok ? read(access.value) : access
}

/**
 * The season's division by its slug or a former one: a league division unless `kind` says otherwise (a cup, or
 * `any`). Divisions and cups share their slugs' scope, so a slug names one or the other.
 */
export async function findDivision(
  db: Database,
  seasonId: string,
  slug: string,
  kind: DivisionKind | 'any' = 'league',
): Promise<DivisionRow | null> {
  const fits = (row: DivisionRow | undefined) => (row && (kind === 'any' || row.kind === kind) ? row : null)
  const [current] = await db
    .select()
    .from(divisions)
    .where(and(eq(divisions.seasonId, seasonId), eq(divisions.slug, slug)))
  if (current) return fits(current)
  const formerId = await formerSlugEntity(db, divisionScope(seasonId), slug)
  if (!formerId) return null
  const [former] = await db.select().from(divisions).where(eq(divisions.id, formerId))
  return fits(former)
}

/** A team of the organisation by its slug or a former one. */
export async function findTeam(db: Database, organisationId: string, slug: string): Promise<TeamRow | null> {
  const [current] = await db
    .select()
    .from(teams)
    .where(and(eq(teams.organisationId, organisationId), eq(teams.slug, slug)))
  if (current) return current
  const formerId = await formerSlugEntity(db, teamScope(organisationId), slug)
  if (!formerId) return null
  const [former] = await db.select().from(teams).where(eq(teams.id, formerId))
  return former ?? null
}

/** A team in the season, by the team's slug. */
export async function findTeamSeason(
  db: Database,
  input: { organisationId: string; seasonId: string; team: string },
): Promise<{ team: TeamRow; teamSeason: TeamSeasonRow } | null> {
  const team = await findTeam(db, input.organisationId, input.team)
  if (!team) return null
  const [teamSeason] = await db
    .select()
    .from(teamSeasons)
    .where(and(eq(teamSeasons.teamId, team.id), eq(teamSeasons.seasonId, input.seasonId)))
  return teamSeason ? { team, teamSeason } : null
}

/** Changes to a season's content wait until it is taken out of the archive. */
export function unlessArchived(season: SeasonRow): Result<null, 'season.archived'> {
  return season.isArchived ? fail('season.archived') : ok(null)
}
