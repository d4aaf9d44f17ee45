import { buildTournamentDetail, type Entry, type TournamentDetail } from '@oche/api'
import type { Database } from '../../db/database'
import type { TournamentRow } from '../../db/schema/index'
import { findVisibleTournament } from '../tournaments/access'
import { ok, type Result } from '../result'
import { loadPlayState } from './load-play-state'

export type GetTournamentDetailError = 'tournament.notFound'

/** What the caller may do: manage it, which entry is theirs, and whether they can still sign up. */
function viewerOf(
  row: TournamentRow,
  entries: Entry[],
  caller: { userId: string | null; canManage: boolean },
): TournamentDetail['viewer'] {
  const { userId } = caller
  const own = userId ? entries.find((entry) => entry.members.some((member) => member.user_id === userId)) : undefined
  const isFull = row.entryLimit !== null && entries.length >= row.entryLimit
  return {
    can_manage: caller.canManage,
    entry_id: own?.id ?? null,
    can_register: userId !== null && row.status === 'draft' && row.signupOpen && !isFull && !own,
  }
}

/**
 * A tournament with its entries, groups and tables, games, ranking and champion, for anyone who may see it
 * (private ones for their organisers only), and what the caller may do there.
 */
export async function getTournamentDetail(
  db: Database,
  input: { userId: string | null; tournamentId: string },
): Promise<Result<TournamentDetail, GetTournamentDetailError>> {
  const found = await findVisibleTournament(db, input)
  if (!found.ok) return found
  const { row, canManage } = found.value
  const state = await loadPlayState(db, row)
  const viewer = viewerOf(row, state.entries, { userId: input.userId, canManage })
  return ok(buildTournamentDetail({ ...state.snapshot, viewer }))
}
