import type { Tournament } from '@oche/api'
import { count, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { committed, type Committed } from '../effects'
import { tournamentEntries, tournaments } from '../../db/schema/index'
import { failWith, fail, ok, type Result } from '../result'
import { findManagedTournament } from './access'
import type { NewTournament } from './create-tournament'
import { toTournament } from './to-tournament'
import { tournamentChanged } from './tournament-announcements'
import {
  checkFormatAndStandings,
  expiresAtFor,
  resolvePhases,
  sameSettings,
  type TournamentSettingsError,
  withFormatDefaults,
} from './tournament-settings'
import { bumpTournamentVersion } from './tournament-version'

export type UpdateTournamentError =
  | 'tournament.notFound'
  | 'auth.forbidden'
  | 'tournament.settingsLocked'
  | 'tournament.typeHasEntries'
  | 'tournament.entryLimitBelowEntries'
  | TournamentSettingsError

/**
 * Changes a tournament's settings: only the fields given. The format, type and phases are fixed once the draw is
 * made (a value that differs answers 422 on its field); a new format keeps the stored settings of the phases it
 * shares and fills the others with defaults. Every change bumps the version and is published after the commit.
 */
export async function updateTournament(
  db: Database,
  input: { userId: string; tournamentId: string; changes: Partial<NewTournament> },
): Promise<Result<Committed<Tournament>, UpdateTournamentError>> {
  const { changes } = input
  const outcome = await db.transaction(async (tx) => {
    const found = await findManagedTournament(tx, {
      userId: input.userId,
      tournamentId: input.tournamentId,
      forUpdate: true,
    })
    if (!found.ok) return found
    const row = found.value
    const isDrawn = row.status !== 'draft'
    const format = withFormatDefaults(changes.format ?? row.format)
    // The format compares with the options' defaults filled in, so a form that leaves them out changes nothing.
    const stored = { type: row.type, format: withFormatDefaults(row.format) }
    const given = { type: changes.type, format: changes.format && format }
    for (const field of ['type', 'format'] as const)
      if (isDrawn && given[field] !== undefined && !sameSettings(given[field], stored[field]))
        return failWith('tournament.settingsLocked', { field })
    const phases =
      changes.phases !== undefined || changes.format !== undefined
        ? resolvePhases(format, changes.phases ?? {}, row.phases)
        : ok(row.phases)
    if (!phases.ok) return phases
    if (isDrawn && !sameSettings(phases.value, row.phases))
      return failWith('tournament.settingsLocked', { field: 'phases' })
    const standings = changes.standings ?? row.standings
    const entryLimit = changes.entry_limit === undefined ? row.entryLimit : changes.entry_limit
    const checked = checkFormatAndStandings(format, standings, entryLimit)
    if (!checked.ok) return checked
    const [entries] = await tx
      .select({ total: count() })
      .from(tournamentEntries)
      .where(eq(tournamentEntries.tournamentId, row.id))
    const entryCount = entries?.total ?? 0
    if (changes.type !== undefined && changes.type !== row.type && entryCount > 0)
      return fail('tournament.typeHasEntries')
    if (entryLimit !== null && entryLimit < entryCount && entryLimit !== row.entryLimit)
      return fail('tournament.entryLimitBelowEntries')
    const isTest = changes.is_test ?? row.isTest
    await tx
      .update(tournaments)
      .set({
        name: changes.name ?? row.name,
        type: changes.type ?? row.type,
        isTest,
        expiresAt: isTest === row.isTest ? row.expiresAt : expiresAtFor(isTest, row.createdAt),
        colour: changes.colour ?? row.colour,
        startsAt: changes.starts_at === undefined ? row.startsAt : new Date(changes.starts_at),
        venue: changes.venue ?? row.venue,
        description: changes.description ?? row.description,
        visibility: changes.visibility ?? row.visibility,
        entryLimit,
        signupOpen: changes.signup_open ?? row.signupOpen,
        format,
        phases: phases.value,
        standings,
      })
      .where(eq(tournaments.id, row.id))
    const version = await bumpTournamentVersion(tx, row.id)
    const [updated] = await tx.select().from(tournaments).where(eq(tournaments.id, row.id))
    if (!updated) throw new Error(`Tournament ${row.id} is gone under its row lock`)
    return ok({ row: updated, version })
  })
  if (!outcome.ok) return outcome
  return ok(
    committed(
      await toTournament(db, outcome.value.row),
      tournamentChanged({ tournamentId: input.tournamentId, version: outcome.value.version }),
    ),
  )
}
