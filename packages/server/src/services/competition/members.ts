import {
  canEditTeam,
  canReadSeasonMembers,
  canSeeMemberContact,
  compareTeamMembers,
  defaultJoinDate,
  isoDay,
  isWithinSeason,
  type CompetitionViewer,
  type SeasonMemberList,
  type TeamMember,
  type TeamMemberInputSchema,
  type TeamMemberList,
  type TransferMemberInputSchema,
  type UpdateTeamMemberInputSchema,
} from '@oche/api'
import { and, eq, isNull, ne, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/database'
import { participants, teamMembers, teamSeasons, teams, type TeamMemberRow } from '../../db/schema/index'
import { findOwnParticipant } from '../organisations/find-own-participant'
import { fail, failWith, ok, type Result } from '../result'
import { findTeamSeason, seasonAccess, unlessArchived, type Caller } from './access'
import { isUniqueViolation } from '../unique-violation'
import { teamAccess } from './teams'

type TeamInput = { caller: Caller; org: string; season: string; team: string }
type MemberInput = TeamInput & { member: string }
type AccessError = 'organisation.notFound' | 'auth.forbidden' | 'season.notFound' | 'team.notFound'

type MemberRow = { member: TeamMemberRow; name: string; nickname: string; userId: string | null }

async function loadMemberRows(db: Database, where: SQL | undefined): Promise<MemberRow[]> {
  return db
    .select({
      member: teamMembers,
      name: participants.name,
      nickname: participants.nickname,
      userId: participants.userId,
    })
    .from(teamMembers)
    .innerJoin(participants, eq(participants.id, teamMembers.participantId))
    .where(where)
}

function toMember(row: MemberRow, viewer: CompetitionViewer): TeamMember {
  const { member } = row
  return {
    id: member.id,
    participant_id: member.participantId,
    name: row.name,
    nickname: row.nickname,
    is_user: row.userId !== null,
    role: member.role,
    joined_on: member.joinedOn,
    left_on: member.leftOn,
    contact: canSeeMemberContact(viewer, member.teamSeasonId)
      ? { email: member.contactEmail, phone: member.contactPhone }
      : null,
  }
}

async function loadMember(db: Database, id: string, viewer: CompetitionViewer): Promise<TeamMember> {
  const [row] = await loadMemberRows(db, eq(teamMembers.id, id))
  if (!row) throw new Error('The member was not found')
  return toMember(row, viewer)
}

/** The team for someone who may change its members (its captain or an admin), in a season that is not archived. */
async function editableTeam(db: Database, input: TeamInput) {
  const access = await teamAccess(db, input)
  if (!access.ok) return access
  if (!canEditTeam(access.value.viewer, access.value.teamSeason.id)) return fail('auth.forbidden')
  const open = unlessArchived(access.value.season)
  if (!open.ok) return open
  return access
}

/** A membership of the team, by id. */
async function findMembership(db: Database, teamSeasonId: string, id: string): Promise<TeamMemberRow | null> {
  const [row] = await db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.id, id), eq(teamMembers.teamSeasonId, teamSeasonId)))
  return row ?? null
}

/** Makes every other current captain of the team a player: a team has one captain. */
async function demoteCaptain(db: Database, teamSeasonId: string, except?: string): Promise<void> {
  await db
    .update(teamMembers)
    .set({ role: 'player', updatedAt: new Date() })
    .where(
      and(
        eq(teamMembers.teamSeasonId, teamSeasonId),
        eq(teamMembers.role, 'captain'),
        isNull(teamMembers.leftOn),
        except ? ne(teamMembers.id, except) : undefined,
      ),
    )
}

/** The team's members, current ones first (for its players and captain, and admins; contacts per `canSeeMemberContact`). */
export async function listTeamMembers(db: Database, input: TeamInput): Promise<Result<TeamMemberList, AccessError>> {
  const access = await teamAccess(db, input)
  if (!access.ok) return access
  const rows = await loadMemberRows(db, eq(teamMembers.teamSeasonId, access.value.teamSeason.id))
  return ok(rows.map((row) => toMember(row, access.value.viewer)).sort(compareTeamMembers))
}

/**
 * Adds a player to the team: a participant of the organisation, or a new guest by name. A player is in one team per
 * season; a new captain replaces the former one.
 */
export async function addTeamMember(
  db: Database,
  input: TeamInput & { member: z.output<typeof TeamMemberInputSchema>; today?: string },
): Promise<
  Result<
    TeamMember,
    | AccessError
    | 'season.archived'
    | 'member.unknownParticipant'
    | 'member.alreadyInTeam'
    | 'member.joinedOutsideSeason'
  >
> {
  const access = await editableTeam(db, input)
  if (!access.ok) return access
  const { season, teamSeason, viewer } = access.value
  const fields = input.member
  const joinedOn =
    fields.joined_on ??
    defaultJoinDate({ starts_on: season.startsOn, ends_on: season.endsOn }, input.today ?? isoDay(new Date()))
  if (!isWithinSeason({ starts_on: season.startsOn, ends_on: season.endsOn }, joinedOn))
    return fail('member.joinedOutsideSeason')
  try {
    const outcome = await db.transaction(async (tx) => {
      let participantId = fields.participant_id
      if (participantId) {
        const participant = await findOwnParticipant(tx, { organisationId: season.organisationId, participantId })
        if (!participant) return fail('member.unknownParticipant')
        const [playing] = await tx
          .select({ id: teamMembers.id })
          .from(teamMembers)
          .where(
            and(
              eq(teamMembers.seasonId, season.id),
              eq(teamMembers.participantId, participantId),
              isNull(teamMembers.leftOn),
            ),
          )
        if (playing) return fail('member.alreadyInTeam')
      } else {
        const [guest] = await tx
          .insert(participants)
          .values({ organisationId: season.organisationId, name: fields.name ?? '', nickname: fields.nickname })
          .returning({ id: participants.id })
        participantId = guest?.id
      }
      if (!participantId) throw new Error('The participant was not inserted')
      if (fields.role === 'captain') await demoteCaptain(tx, teamSeason.id)
      const [row] = await tx
        .insert(teamMembers)
        .values({
          organisationId: season.organisationId,
          seasonId: season.id,
          teamSeasonId: teamSeason.id,
          participantId,
          role: fields.role,
          joinedOn,
          contactEmail: fields.contact_email,
          contactPhone: fields.contact_phone,
        })
        .returning({ id: teamMembers.id })
      if (!row) throw new Error('The member was not inserted')
      return ok(row.id)
    })
    if (!outcome.ok) return outcome
    return ok(await loadMember(db, outcome.value, viewer))
  } catch (error) {
    // Another request put the player in a team of this season at the same moment.
    if (isUniqueViolation(error)) return fail('member.alreadyInTeam')
    throw error
  }
}

/** Changes a current membership: role (a new captain replaces the former one), start, contact. */
export async function updateTeamMember(
  db: Database,
  input: MemberInput & { changes: z.output<typeof UpdateTeamMemberInputSchema> },
): Promise<
  Result<TeamMember, AccessError | 'season.archived' | 'member.notFound' | 'member.left' | 'member.joinedOutsideSeason'>
> {
  const access = await editableTeam(db, input)
  if (!access.ok) return access
  const { season, teamSeason, viewer } = access.value
  const membership = await findMembership(db, teamSeason.id, input.member)
  if (!membership) return fail('member.notFound')
  if (membership.leftOn !== null) return fail('member.left')
  const { changes } = input
  if (changes.joined_on && !isWithinSeason({ starts_on: season.startsOn, ends_on: season.endsOn }, changes.joined_on))
    return fail('member.joinedOutsideSeason')
  await db.transaction(async (tx) => {
    if (changes.role === 'captain') await demoteCaptain(tx, teamSeason.id, membership.id)
    await tx
      .update(teamMembers)
      .set({
        role: changes.role,
        joinedOn: changes.joined_on,
        contactEmail: changes.contact_email,
        contactPhone: changes.contact_phone,
        updatedAt: new Date(),
      })
      .where(eq(teamMembers.id, membership.id))
  })
  return ok(await loadMember(db, membership.id, viewer))
}

/** Makes a current member the team's captain; the former captain becomes a player. */
export async function setCaptain(
  db: Database,
  input: TeamInput & { memberId: string },
): Promise<
  Result<TeamMember, AccessError | 'season.archived' | 'member.notFound' | 'member.left' | 'member.joinedOutsideSeason'>
> {
  return updateTeamMember(db, { ...input, member: input.memberId, changes: { role: 'captain' } })
}

/**
 * Moves a player to another team of the season (admins): the membership ends on `date` and a new one, as a player,
 * starts that day. Both stay in the history.
 */
export async function transferMember(
  db: Database,
  input: MemberInput & { transfer: z.output<typeof TransferMemberInputSchema> },
): Promise<
  Result<
    TeamMember,
    | AccessError
    | 'season.archived'
    | 'member.notFound'
    | 'member.left'
    | 'member.unknownTeam'
    | 'member.sameTeam'
    | 'member.joinedOutsideSeason'
    | 'member.leavesBeforeJoining'
  >
> {
  const access = await editableTeam(db, input)
  if (!access.ok) return access
  const { season, organisation, teamSeason, viewer } = access.value
  if (!viewer.isAdmin) return fail('auth.forbidden')
  const membership = await findMembership(db, teamSeason.id, input.member)
  if (!membership) return fail('member.notFound')
  if (membership.leftOn !== null) return fail('member.left')
  const { transfer } = input
  const target = await findTeamSeason(db, { organisationId: organisation.id, seasonId: season.id, team: transfer.team })
  if (!target) return fail('member.unknownTeam')
  if (target.teamSeason.id === teamSeason.id) return fail('member.sameTeam')
  if (!isWithinSeason({ starts_on: season.startsOn, ends_on: season.endsOn }, transfer.date))
    return failWith('member.joinedOutsideSeason', { field: 'date' })
  if (transfer.date < membership.joinedOn) return fail('member.leavesBeforeJoining')
  const id = await db.transaction(async (tx) => {
    await tx
      .update(teamMembers)
      .set({ leftOn: transfer.date, updatedAt: new Date() })
      .where(eq(teamMembers.id, membership.id))
    const [row] = await tx
      .insert(teamMembers)
      .values({
        organisationId: membership.organisationId,
        seasonId: membership.seasonId,
        teamSeasonId: target.teamSeason.id,
        participantId: membership.participantId,
        role: 'player',
        joinedOn: transfer.date,
        contactEmail: membership.contactEmail,
        contactPhone: membership.contactPhone,
      })
      .returning({ id: teamMembers.id })
    if (!row) throw new Error('The member was not inserted')
    return row.id
  })
  return ok(await loadMember(db, id, viewer))
}

/** The player leaves the team on `on` (today when not given); the membership stays in the history. */
export async function removeTeamMember(
  db: Database,
  input: MemberInput & { on?: string | undefined; today?: string },
): Promise<
  Result<null, AccessError | 'season.archived' | 'member.notFound' | 'member.left' | 'member.leavesBeforeJoining'>
> {
  const access = await editableTeam(db, input)
  if (!access.ok) return access
  const membership = await findMembership(db, access.value.teamSeason.id, input.member)
  if (!membership) return fail('member.notFound')
  if (membership.leftOn !== null) return fail('member.left')
  const on = input.on ?? input.today ?? isoDay(new Date())
  // Someone taken off before their first day leaves on that day: the history never ends before it starts.
  const leftOn = input.on === undefined && on < membership.joinedOn ? membership.joinedOn : on
  if (leftOn < membership.joinedOn) return failWith('member.leavesBeforeJoining', { field: 'on' })
  await db
    .update(teamMembers)
    .set({ leftOn, role: 'player', updatedAt: new Date() })
    .where(eq(teamMembers.id, membership.id))
  return ok(null)
}

/**
 * Every player of the season with their team, by team then as in a team's list: for admins, and for captains (who
 * see only their own players' contacts).
 */
export async function listSeasonMembers(
  db: Database,
  input: { caller: Caller; org: string; season: string },
): Promise<Result<SeasonMemberList, 'organisation.notFound' | 'auth.forbidden' | 'season.notFound'>> {
  const access = await seasonAccess(db, input)
  if (!access.ok) return access
  const { season, viewer } = access.value
  if (!canReadSeasonMembers(viewer)) return fail('auth.forbidden')
  const rows = await db
    .select({
      member: teamMembers,
      name: participants.name,
      nickname: participants.nickname,
      userId: participants.userId,
      team: { slug: teams.slug, name: teamSeasons.name },
    })
    .from(teamMembers)
    .innerJoin(participants, eq(participants.id, teamMembers.participantId))
    .innerJoin(teamSeasons, eq(teamSeasons.id, teamMembers.teamSeasonId))
    .innerJoin(teams, eq(teams.id, teamSeasons.teamId))
    .where(eq(teamMembers.seasonId, season.id))
  return ok(
    rows
      .map((row) => ({ ...toMember(row, viewer), team: row.team }))
      .sort((a, b) => a.team.name.localeCompare(b.team.name) || compareTeamMembers(a, b)),
  )
}
