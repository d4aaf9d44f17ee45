import { canEditTeam, type CompetitionViewer, type Team } from '@oche/api'
import { and, asc, count, eq, inArray, isNull, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { divisions, participants, teamMembers, teamSeasons, teams, venues } from '../../db/schema/index'

/**
 * The teams of a season on the wire, by name, with their division, venue, member count and captain. `where` narrows
 * the team-season rows (a division, a venue, some ids).
 */
export async function loadTeams(
  db: Database,
  input: { seasonId: string; where?: SQL; viewer: CompetitionViewer },
): Promise<Team[]> {
  const rows = await db
    .select({
      teamSeason: teamSeasons,
      team: teams,
      division: { slug: divisions.slug, name: divisions.name },
      venue: { id: venues.id, name: venues.name },
    })
    .from(teamSeasons)
    .innerJoin(teams, eq(teams.id, teamSeasons.teamId))
    .leftJoin(divisions, eq(divisions.id, teamSeasons.divisionId))
    .leftJoin(venues, eq(venues.id, teamSeasons.venueId))
    .where(and(eq(teamSeasons.seasonId, input.seasonId), input.where))
    .orderBy(asc(teamSeasons.name), asc(teamSeasons.id))
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.teamSeason.id)
  const [memberCounts, captains] = await Promise.all([
    db
      .select({ teamSeasonId: teamMembers.teamSeasonId, n: count() })
      .from(teamMembers)
      .where(and(inArray(teamMembers.teamSeasonId, ids), isNull(teamMembers.leftOn)))
      .groupBy(teamMembers.teamSeasonId),
    db
      .select({ teamSeasonId: teamMembers.teamSeasonId, memberId: teamMembers.id, name: participants.name })
      .from(teamMembers)
      .innerJoin(participants, eq(participants.id, teamMembers.participantId))
      .where(and(inArray(teamMembers.teamSeasonId, ids), isNull(teamMembers.leftOn), eq(teamMembers.role, 'captain'))),
  ])
  const countOf = new Map(memberCounts.map((row) => [row.teamSeasonId, row.n]))
  const captainOf = new Map(captains.map((row) => [row.teamSeasonId, { member_id: row.memberId, name: row.name }]))
  return rows.map(({ teamSeason, team, division, venue }) => ({
    id: teamSeason.id,
    team_id: team.id,
    slug: team.slug,
    name: teamSeason.name,
    club_name: team.clubName,
    division: division?.slug ? { slug: division.slug, name: division.name } : null,
    venue: venue?.id ? { id: venue.id, name: venue.name } : null,
    home_weekday: teamSeason.homeWeekday,
    members_count: countOf.get(teamSeason.id) ?? 0,
    captain: captainOf.get(teamSeason.id) ?? null,
    can_edit: canEditTeam(input.viewer, teamSeason.id),
    can_manage: input.viewer.isAdmin,
    created_at: teamSeason.createdAt.toISOString(),
    updated_at: teamSeason.updatedAt.toISOString(),
  }))
}

/** One team of a season on the wire. */
export async function loadTeam(
  db: Database,
  input: { seasonId: string; teamSeasonId: string; viewer: CompetitionViewer },
): Promise<Team> {
  const [team] = await loadTeams(db, { ...input, where: eq(teamSeasons.id, input.teamSeasonId) })
  if (!team) throw new Error('The team was not found')
  return team
}
