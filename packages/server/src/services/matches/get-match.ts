import type { Match } from '@oche/api'
import type { Database } from '../../db/database'
import { fail, ok, type Result } from '../result'
import { loadMatch } from './load-match'

export type GetMatchError = 'match.notFound'

/** Any match by id, with its event log: a match's live view is public. */
export async function getMatch(db: Database, input: { matchId: string }): Promise<Result<Match, GetMatchError>> {
  const match = await loadMatch(db, input.matchId)
  return match ? ok(match) : fail('match.notFound')
}
