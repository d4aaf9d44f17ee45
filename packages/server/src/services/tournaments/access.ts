import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { tournaments, type TournamentRow } from '../../db/schema/index'
import { canManageOrganisation } from '../organisations/organisation-managers'
import { fail, ok, type Result } from '../result'
import { canSeeTournament } from '../visibility/visibility'

// The helpers the tournament features share, importable from here: entries, the wire tournament, versions and
// realtime announcements live in their own files.
export { loadEntries, toEntry } from './load-entries'
export { loadTournamentFacts, toTournament, tournamentFromRow, type TournamentFacts } from './to-tournament'
export { bumpTournamentVersion } from './tournament-version'
export { tournamentChanged, type TournamentChange } from './tournament-announcements'

/**
 * A tournament the user may manage (super admins manage every one). Someone else's private tournament answers
 * `tournament.notFound` (it is not shown to them at all), a public or unlisted one `auth.forbidden`. Pass
 * `forUpdate` inside a transaction to hold the row until it commits.
 */
export async function findManagedTournament(
  db: Database,
  input: { userId: string; tournamentId: string; forUpdate?: boolean },
): Promise<Result<TournamentRow, 'tournament.notFound' | 'auth.forbidden'>> {
  const query = db.select().from(tournaments).where(eq(tournaments.id, input.tournamentId))
  const [row] = input.forUpdate ? await query.for('update') : await query
  if (!row) return fail('tournament.notFound')
  if (await canManageOrganisation(db, { userId: input.userId, organisationId: row.organisationId })) return ok(row)
  return fail(row.visibility === 'private' ? 'tournament.notFound' : 'auth.forbidden')
}

/**
 * A tournament the caller (null when not signed in) may see, and whether they manage it: public and unlisted
 * tournaments are for anyone, private ones for their organisers and players only (`tournament.notFound` to
 * everyone else; the rule is `canSeeTournament`, the one realtime channels are authorised by).
 */
export async function findVisibleTournament(
  db: Database,
  input: { userId: string | null; tournamentId: string },
): Promise<Result<{ row: TournamentRow; canManage: boolean }, 'tournament.notFound'>> {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.id, input.tournamentId))
  if (!row) return fail('tournament.notFound')
  const canManage = input.userId
    ? await canManageOrganisation(db, { userId: input.userId, organisationId: row.organisationId })
    : false
  if (!canManage && !(await canSeeTournament(db, { userId: input.userId }, row))) return fail('tournament.notFound')
  return ok({ row, canManage })
}
