import type { SeasonInputSchema } from '@oche/api'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/database'
import { teamSeasons, type SeasonRow } from '../../db/schema/index'
import { fail, failWith, ok, type Result } from '../result'
import { findDivision, findTeam } from './access'

export type PlacementError =
  'season.placementsWithoutCopy' | 'season.unknownPlacementTeam' | 'season.unknownPlacementDivision'

/**
 * The accepted end of season proposal (league-rules.md §10): each placed team (by its id across seasons) and the
 * division of the copied season it goes to, or null for none. Refused with the first placement at fault.
 */
export async function resolvePlacements(
  db: Database,
  input: { organisationId: string; source: SeasonRow | null; fields: z.output<typeof SeasonInputSchema> },
): Promise<Result<Map<string, string | null>, PlacementError>> {
  const { source, fields } = input
  const placed = new Map<string, string | null>()
  if (fields.placements.length === 0) return ok(placed)
  if (!source || !fields.copy.divisions || !fields.copy.teams) return fail('season.placementsWithoutCopy')
  const playing = new Set(
    (await db.select({ teamId: teamSeasons.teamId }).from(teamSeasons).where(eq(teamSeasons.seasonId, source.id))).map(
      (row) => row.teamId,
    ),
  )
  for (const [index, placement] of fields.placements.entries()) {
    const team = await findTeam(db, input.organisationId, placement.team)
    if (!team || !playing.has(team.id))
      return failWith('season.unknownPlacementTeam', { field: `placements.${index}.team` })
    const division = placement.division === null ? null : await findDivision(db, source.id, placement.division)
    if (placement.division !== null && !division)
      return failWith('season.unknownPlacementDivision', { field: `placements.${index}.division` })
    placed.set(team.id, division?.id ?? null)
  }
  return ok(placed)
}
