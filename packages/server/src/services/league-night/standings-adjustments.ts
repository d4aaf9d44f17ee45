import {
  realtimeChannels,
  realtimeEvents,
  type StandingsAdjustment,
  type StandingsAdjustmentInputSchema,
} from '@oche/api'
import type { PointsAdjustment } from '@oche/darts'
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/database'
import { standingsAdjustments, teamSeasons, teams, users, type StandingsAdjustmentRow } from '../../db/schema/index'
import { findDivision, findTeamSeason, seasonAccess, unlessArchived, type Caller } from '../competition/access'
import { committed, effects, type Committed, type Effects } from '../effects'
import { fail, ok, type Result } from '../result'

// Points adjustments of a division's standings (league-rules.md §6): a deduction for a late result or an ineligible
// player, with its reason, made by the organisation's admins and shown on the standings to everyone who reads them.
// Removing one keeps the row (who removed it and when): the standings' history stays readable in the database.

type DivisionInput = { caller: Caller; org: string; season: string; division: string }
type AccessError = 'organisation.notFound' | 'auth.forbidden' | 'season.notFound' | 'division.notFound'

/** An adjustment in force and the team-season it counts for. */
export type ActiveAdjustment = { adjustment: StandingsAdjustment; teamSeasonId: string }

/** The division's adjustments in force, oldest first, as the standings show them. */
export async function activeAdjustments(db: Database, divisionId: string): Promise<ActiveAdjustment[]> {
  const rows = await db
    .select({
      adjustment: standingsAdjustments,
      team: { slug: teams.slug, name: teamSeasons.name },
      by: users.name,
    })
    .from(standingsAdjustments)
    .innerJoin(teamSeasons, eq(teamSeasons.id, standingsAdjustments.teamSeasonId))
    .innerJoin(teams, eq(teams.id, teamSeasons.teamId))
    .leftJoin(users, eq(users.id, standingsAdjustments.createdBy))
    .where(and(eq(standingsAdjustments.divisionId, divisionId), isNull(standingsAdjustments.removedAt)))
    .orderBy(asc(standingsAdjustments.createdAt))
  return rows.map(({ adjustment, team, by }) => ({
    adjustment: toAdjustment(adjustment, team, by ?? ''),
    teamSeasonId: adjustment.teamSeasonId,
  }))
}

/** The adjustments as the standings engine counts them. */
export function engineAdjustments(rows: readonly ActiveAdjustment[]): PointsAdjustment[] {
  return rows.map((row) => ({ teamId: row.teamSeasonId, points: row.adjustment.points, reason: row.adjustment.reason }))
}

function toAdjustment(
  row: StandingsAdjustmentRow,
  team: { slug: string; name: string },
  by: string,
): StandingsAdjustment {
  return { id: row.id, team, points: row.points, reason: row.reason, by, at: row.createdAt.toISOString() }
}

/** The season's pages hear that the standings changed without a match changing. */
function standingsChanged(seasonId: string): Effects {
  return effects({
    publish: [
      {
        channel: realtimeChannels.league(seasonId),
        event: realtimeEvents.leagueUpdated,
        data: { seasonId, matchId: null, state: null },
      },
    ],
  })
}

async function adminDivision(db: Database, input: DivisionInput) {
  const access = await seasonAccess(db, { ...input, adminOnly: true })
  if (!access.ok) return access
  const { season, organisation } = access.value
  const open = unlessArchived(season)
  if (!open.ok) return open
  const division = await findDivision(db, season.id, input.division)
  if (!division) return fail('division.notFound')
  return ok({ ...access.value, organisation, season, division })
}

/** `POST …/divisions/{division}/adjustments` (admins): points for or against one of the division's teams, and why. */
export async function addStandingsAdjustment(
  db: Database,
  input: DivisionInput & { adjustment: z.output<typeof StandingsAdjustmentInputSchema> },
): Promise<Result<Committed<StandingsAdjustment>, AccessError | 'season.archived' | 'adjustment.teamNotInDivision'>> {
  const access = await adminDivision(db, input)
  if (!access.ok) return access
  const { organisation, season, division, viewer } = access.value
  const found = await findTeamSeason(db, {
    organisationId: organisation.id,
    seasonId: season.id,
    team: input.adjustment.team,
  })
  if (!found || found.teamSeason.divisionId !== division.id) return fail('adjustment.teamNotInDivision')
  const [row] = await db
    .insert(standingsAdjustments)
    .values({
      organisationId: organisation.id,
      seasonId: season.id,
      divisionId: division.id,
      teamSeasonId: found.teamSeason.id,
      points: input.adjustment.points,
      reason: input.adjustment.reason,
      createdBy: viewer.userId,
    })
    .returning()
  if (!row) throw new Error('The adjustment was not stored')
  const [admin] = await db.select({ name: users.name }).from(users).where(eq(users.id, viewer.userId))
  const adjustment = toAdjustment(row, { slug: found.team.slug, name: found.teamSeason.name }, admin?.name ?? '')
  return ok(committed(adjustment, standingsChanged(season.id)))
}

/** `DELETE …/divisions/{division}/adjustments/{adjustment}` (admins): it no longer counts; its row is kept. */
export async function removeStandingsAdjustment(
  db: Database,
  input: DivisionInput & { adjustment: string },
): Promise<Result<Committed<null>, AccessError | 'season.archived' | 'adjustment.notFound'>> {
  const access = await adminDivision(db, input)
  if (!access.ok) return access
  const { season, division, viewer } = access.value
  const [removed] = await db
    .update(standingsAdjustments)
    .set({ removedAt: new Date(), removedBy: viewer.userId })
    .where(
      and(
        eq(standingsAdjustments.id, input.adjustment),
        eq(standingsAdjustments.divisionId, division.id),
        isNull(standingsAdjustments.removedAt),
      ),
    )
    .returning({ id: standingsAdjustments.id })
  if (!removed) return fail('adjustment.notFound')
  return ok(committed(null, standingsChanged(season.id)))
}
