import type { Match } from '@oche/api'
import type { Database } from '../../db/database'
import { fail, ok, type Result } from '../result'
import { canSeeMatch, type Viewer } from '../visibility/visibility'
import { loadMatch } from './load-match'

export type GetMatchError = 'match.notFound'

/**
 * A match by id, with its event log: a match's live view is public, except a private tournament's game, which only
 * those who may see the tournament find (`match.notFound` to everyone else, as if it did not exist).
 */
export async function getMatch(
  db: Database,
  input: { matchId: string; viewer: Viewer },
): Promise<Result<Match, GetMatchError>> {
  if (!(await canSeeMatch(db, input.viewer, input.matchId))) return fail('match.notFound')
  const match = await loadMatch(db, input.matchId)
  return match ? ok(match) : fail('match.notFound')
}
