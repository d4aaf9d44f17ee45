import type { Tournament } from '@oche/api'
import { count, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { organisations, tournamentEntries, type TournamentRow } from '../../db/schema/index'
import { tournamentChannelOf } from '../visibility/channel-names'
import { withFormatDefaults } from './tournament-settings'

/** What a tournament's wire shape needs besides its row. */
export type TournamentFacts = {
  organiser: { id: string; name: string }
  entriesCount: number
  checkedInCount: number
}

/** The wire tournament from its row and facts. */
export function tournamentFromRow(row: TournamentRow, facts: TournamentFacts): Tournament {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    is_test: row.isTest,
    expires_at: row.expiresAt?.toISOString() ?? null,
    colour: row.colour,
    starts_at: row.startsAt.toISOString(),
    venue: row.venue,
    description: row.description,
    visibility: row.visibility,
    entry_limit: row.entryLimit,
    signup_open: row.signupOpen,
    format: withFormatDefaults(row.format),
    phases: row.phases,
    standings: row.standings,
    status: row.status,
    version: row.version,
    organiser: facts.organiser,
    entries_count: facts.entriesCount,
    checked_in_count: facts.checkedInCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    realtime_channel: tournamentChannelOf(row),
  }
}

/**
 * The organiser and the entry counts of these tournaments, by tournament id, in two queries. Withdrawn entries
 * count as entries (they stay in the draw) but not as checked in.
 */
export async function loadTournamentFacts(db: Database, rows: TournamentRow[]): Promise<Map<string, TournamentFacts>> {
  const facts = new Map<string, TournamentFacts>()
  if (rows.length === 0) return facts
  const organisationIds = [...new Set(rows.map((row) => row.organisationId))]
  const organisers = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(inArray(organisations.id, organisationIds))
  const counts = await db
    .select({
      tournamentId: tournamentEntries.tournamentId,
      entries: count(),
      checkedIn:
        sql<number>`count(*) filter (where ${tournamentEntries.checkedInAt} is not null and ${tournamentEntries.withdrawnAt} is null)`.mapWith(
          Number,
        ),
    })
    .from(tournamentEntries)
    .where(
      inArray(
        tournamentEntries.tournamentId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(tournamentEntries.tournamentId)
  for (const row of rows) {
    const organiser = organisers.find((candidate) => candidate.id === row.organisationId)
    if (!organiser) throw new Error(`Tournament ${row.id} has no organisation`)
    const counted = counts.find((candidate) => candidate.tournamentId === row.id)
    facts.set(row.id, {
      organiser,
      entriesCount: counted?.entries ?? 0,
      checkedInCount: counted?.checkedIn ?? 0,
    })
  }
  return facts
}

/** A tournament as the API answers it: its settings, organiser and entry counts. */
export async function toTournament(db: Database, row: TournamentRow): Promise<Tournament> {
  const facts = (await loadTournamentFacts(db, [row])).get(row.id)
  if (!facts) throw new Error(`Tournament ${row.id} has no facts`)
  return tournamentFromRow(row, facts)
}
