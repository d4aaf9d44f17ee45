import type { Tournament, TournamentInputSchema } from '@oche/api'
import type { z } from 'zod'
import type { Database } from '../../db/database'
import { tournaments } from '../../db/schema/index'
import { ensurePersonalOrganisation } from '../organisations/personal-organisation'
import { ok, type Result } from '../result'
import { toTournament } from './to-tournament'
import {
  checkFormatAndStandings,
  defaultStandings,
  expiresAtFor,
  resolvePhases,
  type TournamentSettingsError,
  withFormatDefaults,
} from './tournament-settings'

export type NewTournament = z.output<typeof TournamentInputSchema>

/**
 * Makes a draft tournament in the caller's personal organisation, with every phase of its format (defaults for the
 * missing ones) and the default standings unless given. A test tournament expires 24 hours after it was made.
 */
export async function createTournament(
  db: Database,
  input: { user: { id: string; name: string }; tournament: NewTournament },
): Promise<Result<Tournament, TournamentSettingsError>> {
  const { tournament } = input
  const phases = resolvePhases(tournament.format, tournament.phases)
  if (!phases.ok) return phases
  const standings = tournament.standings ?? defaultStandings()
  const format = withFormatDefaults(tournament.format)
  const checked = checkFormatAndStandings(format, standings, tournament.entry_limit)
  if (!checked.ok) return checked
  const organisationId = await ensurePersonalOrganisation(db, input.user)
  const createdAt = new Date()
  const [row] = await db
    .insert(tournaments)
    .values({
      organisationId,
      createdBy: input.user.id,
      name: tournament.name,
      type: tournament.type,
      isTest: tournament.is_test,
      expiresAt: expiresAtFor(tournament.is_test, createdAt),
      colour: tournament.colour,
      startsAt: new Date(tournament.starts_at),
      venue: tournament.venue,
      description: tournament.description,
      visibility: tournament.visibility,
      entryLimit: tournament.entry_limit,
      signupOpen: tournament.signup_open,
      format,
      phases: phases.value,
      standings,
      createdAt,
      updatedAt: createdAt,
    })
    .returning()
  if (!row) throw new Error('The tournament was not inserted')
  return ok(await toTournament(db, row))
}
