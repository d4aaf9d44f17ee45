import type { Participant } from '@oche/api'
import type { Database } from '../../db/database'
import { ensurePersonalOrganisation } from '../organisations/personal-organisation'
import { ok, type Result } from '../result'
import { loadParticipants } from './load-participants'

/** The participants of the caller's personal organisation, sorted by name; `search` matches name or nickname. */
export async function listParticipants(
  db: Database,
  input: { user: { id: string; name: string }; search?: string },
): Promise<Result<Participant[], never>> {
  const organisationId = await ensurePersonalOrganisation(db, input.user)
  return ok(await loadParticipants(db, { organisationId, search: input.search }))
}
