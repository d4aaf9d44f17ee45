import { isHiddenTournament, type VisibilityScope } from '@oche/api'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { reusableQuery } from '../../db/reusable-query'
import {
  participants,
  tournamentEntries,
  tournamentEntryMembers,
  tournamentGames,
  tournaments,
  users,
  type TournamentRow,
} from '../../db/schema/index'
import { managedOrganisationIds } from '../organisations/organisation-managers'

/**
 * Who is asking: a signed-in user (or nobody), and for a board's tablet the event its board belongs to. Tablets
 * authenticate with a board token, never a user token.
 */
export type Viewer = { userId: string | null; boardEventId?: string | null }

export const anonymous: Viewer = { userId: null }

/** What the rule needs of a tournament. */
export type TournamentAccessFacts = Pick<TournamentRow, 'id' | 'organisationId' | 'visibility' | 'isTest' | 'eventId'>

/** How a tournament is shown (`page` or `listing`): see `isHiddenTournament` of @oche/api, shared with the mocks. */
export type { VisibilityScope }

/**
 * THE visibility rule of tournaments, used by the API routes and by `/broadcasting/auth` alike. A private
 * tournament (and, in a listing, a test one) is seen by the organisers of its organisation (super admins too), by
 * the players whose accounts are linked to one of its entries, and by the tablets of the event it is played at;
 * nobody else learns of it.
 */
export async function canSeeTournament(
  db: Database,
  viewer: Viewer,
  tournament: TournamentAccessFacts,
  scope: VisibilityScope = 'page',
): Promise<boolean> {
  if (!isHiddenTournament(tournament, scope)) return true
  if (viewer.boardEventId && tournament.eventId === viewer.boardEventId) return true
  if (!viewer.userId) return false
  if (await canManageTournament(db, viewer.userId, tournament)) return true
  return (await playedTournamentIds(db, viewer.userId, [tournament.id])).has(tournament.id)
}

/**
 * The ids among `candidates` the viewer may see (`canSeeTournament` for many at once, with one query per kind of
 * fact instead of one per tournament).
 */
export async function visibleTournamentIds(
  db: Database,
  viewer: Viewer,
  candidates: readonly TournamentAccessFacts[],
  scope: VisibilityScope = 'page',
): Promise<Set<string>> {
  const visible = new Set<string>()
  const hidden: TournamentAccessFacts[] = []
  for (const tournament of candidates) {
    if (!isHiddenTournament(tournament, scope) || (viewer.boardEventId && tournament.eventId === viewer.boardEventId))
      visible.add(tournament.id)
    else hidden.push(tournament)
  }
  if (hidden.length === 0 || !viewer.userId) return visible
  const [user] = await db.select({ isSuperAdmin: users.isSuperAdmin }).from(users).where(eq(users.id, viewer.userId))
  const managed = new Set(user?.isSuperAdmin ? [] : await managedOrganisationIds(db, viewer.userId))
  const played = await playedTournamentIds(
    db,
    viewer.userId,
    hidden.map((tournament) => tournament.id),
  )
  for (const tournament of hidden)
    if (user?.isSuperAdmin || managed.has(tournament.organisationId) || played.has(tournament.id))
      visible.add(tournament.id)
  return visible
}

async function canManageTournament(db: Database, userId: string, tournament: TournamentAccessFacts) {
  const [user] = await db.select({ isSuperAdmin: users.isSuperAdmin }).from(users).where(eq(users.id, userId))
  if (user?.isSuperAdmin) return true
  return (await managedOrganisationIds(db, userId)).includes(tournament.organisationId)
}

/** Which of these tournaments the user plays in: an entry's member is linked to their account. */
async function playedTournamentIds(db: Database, userId: string, tournamentIds: string[]): Promise<Set<string>> {
  if (tournamentIds.length === 0) return new Set()
  const rows = await db
    .selectDistinct({ id: tournamentEntries.tournamentId })
    .from(tournamentEntries)
    .innerJoin(tournamentEntryMembers, eq(tournamentEntryMembers.entryId, tournamentEntries.id))
    .innerJoin(participants, eq(participants.id, tournamentEntryMembers.participantId))
    .where(and(inArray(tournamentEntries.tournamentId, tournamentIds), eq(participants.userId, userId)))
  return new Set(rows.map((row) => row.id))
}

/** The tournament a match is a game of, or null for a match of its own (casual, bot, offline). */
export async function tournamentOfMatch(db: Database, matchId: string): Promise<TournamentAccessFacts | null> {
  const [row] = await tournamentOfMatchQuery(db).execute({ matchId })
  return row ?? null
}

// Asked for every visit scored in a tournament's game: built once (reusableQuery).
const tournamentOfMatchQuery = reusableQuery((db) =>
  db
    .select({
      id: tournaments.id,
      organisationId: tournaments.organisationId,
      visibility: tournaments.visibility,
      isTest: tournaments.isTest,
      eventId: tournaments.eventId,
    })
    .from(tournamentGames)
    .innerJoin(tournaments, eq(tournaments.id, tournamentGames.tournamentId))
    .where(eq(tournamentGames.matchId, sql.placeholder('matchId')))
    .limit(1)
    .prepare(''),
)

/**
 * Whether the viewer may see a match: a match of its own is public (its live view is shared by link); a
 * tournament's game only for those who may see the tournament.
 */
export async function canSeeMatch(db: Database, viewer: Viewer, matchId: string): Promise<boolean> {
  const tournament = await tournamentOfMatch(db, matchId)
  return tournament === null || canSeeTournament(db, viewer, tournament)
}
