import type { Database } from '../../db/database'
import type { TournamentChange } from './tournament-announcements'
import { bumpTournamentVersion } from './tournament-version'

/** Bumps each of these tournaments' versions in the transaction; publish the answered changes after the commit. */
export async function bumpTournamentVersions(tx: Database, tournamentIds: string[]): Promise<TournamentChange[]> {
  const changes: TournamentChange[] = []
  for (const tournamentId of [...new Set(tournamentIds)].sort())
    changes.push({ tournamentId, version: await bumpTournamentVersion(tx, tournamentId) })
  return changes
}
