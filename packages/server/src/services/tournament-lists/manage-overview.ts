import type { ManageOverview } from '@oche/api'
import { and, asc, desc, eq, gte, inArray, isNull } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { tournamentEntries, tournaments, type TournamentRow } from '../../db/schema/index'
import { ok, type Result } from '../result'
import { playAttention } from '../tournament-play/attention'
import { managedOrganisationIds } from '../organisations/organisation-managers'
import { toTournamentListItems } from './to-tournament-list-items'

const LIMIT = 50
const HOUR_MS = 60 * 60 * 1000
const RECENT_MS = 14 * 24 * HOUR_MS
/** A draft with two entries or more can be drawn from a day before its start. */
const READY_TO_DRAW_WITHIN_MS = 24 * HOUR_MS
/** Check-in is called out from two hours before the start. */
const CHECK_IN_WITHIN_MS = 2 * HOUR_MS

/**
 * The organiser's home: upcoming (soonest first), live, and recently finished (last 14 days) tournaments of the
 * organisations they manage, and what needs attention now: drafts ready to draw (two entries or more, starting
 * within a day or already due), check-in to do (entries not checked in, starting within two hours), games waiting
 * for a board and ties that need a decider.
 */
export async function getManageOverview(
  db: Database,
  input: { userId: string; now?: Date },
): Promise<Result<ManageOverview, never>> {
  const now = input.now ?? new Date()
  const organisationIds = await managedOrganisationIds(db, input.userId)
  if (organisationIds.length === 0) return ok({ upcoming: [], live: [], recent: [], attention: [] })
  const owned = inArray(tournaments.organisationId, organisationIds)
  const upcoming = await db
    .select()
    .from(tournaments)
    .where(and(owned, inArray(tournaments.status, ['draft', 'drawn'])))
    .orderBy(asc(tournaments.startsAt), asc(tournaments.id))
    .limit(LIMIT)
  const live = await db
    .select()
    .from(tournaments)
    .where(and(owned, eq(tournaments.status, 'running')))
    .orderBy(asc(tournaments.startsAt), asc(tournaments.id))
    .limit(LIMIT)
  const recent = await db
    .select()
    .from(tournaments)
    .where(
      and(owned, eq(tournaments.status, 'finished'), gte(tournaments.updatedAt, new Date(now.getTime() - RECENT_MS))),
    )
    .orderBy(desc(tournaments.updatedAt), desc(tournaments.id))
    .limit(LIMIT)
  const attention = [
    ...(await draftAttention(
      db,
      upcoming.filter((row) => row.status === 'draft'),
      now,
    )),
    ...(await playAttention(
      db,
      [...upcoming, ...live].map((row) => row.id),
    )),
  ]
  return ok({
    upcoming: await toTournamentListItems(db, upcoming),
    live: await toTournamentListItems(db, live),
    recent: await toTournamentListItems(db, recent),
    attention,
  })
}

async function draftAttention(db: Database, drafts: TournamentRow[], now: Date): Promise<ManageOverview['attention']> {
  if (drafts.length === 0) return []
  const entries = await db
    .select({ tournamentId: tournamentEntries.tournamentId, checkedInAt: tournamentEntries.checkedInAt })
    .from(tournamentEntries)
    .where(
      and(
        inArray(
          tournamentEntries.tournamentId,
          drafts.map((row) => row.id),
        ),
        isNull(tournamentEntries.withdrawnAt),
      ),
    )
  const attention: ManageOverview['attention'] = []
  for (const row of drafts) {
    const own = entries.filter((entry) => entry.tournamentId === row.id)
    const untilStart = row.startsAt.getTime() - now.getTime()
    const notCheckedIn = own.filter((entry) => entry.checkedInAt === null).length
    const item = { tournament_id: row.id, tournament_name: row.name }
    if (own.length >= 2 && untilStart <= READY_TO_DRAW_WITHIN_MS)
      attention.push({ kind: 'readyToDraw', ...item, count: own.length })
    if (notCheckedIn > 0 && untilStart <= CHECK_IN_WITHIN_MS)
      attention.push({ kind: 'checkInOpen', ...item, count: notCheckedIn })
  }
  return attention
}
