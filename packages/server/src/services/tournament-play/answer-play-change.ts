import type { RealtimeEventName, TournamentDetail } from '@oche/api'
import type { Database } from '../../db/database'
import { publishTournamentChange, type TournamentChange, type TournamentRealtime } from '../tournaments/access'
import { ok, type Result } from '../result'
import { getTournamentDetail } from './get-tournament-detail'

/**
 * After a change to the play has committed: tells the tournament's pages (`standings.updated`, or `game.called`)
 * and answers the tournament as the organiser now sees it.
 */
export async function answerPlayChange(
  db: Database,
  input: {
    userId: string
    change: TournamentChange
    event?: Extract<RealtimeEventName, 'standings.updated' | 'game.called'>
  },
  realtime: TournamentRealtime,
): Promise<Result<TournamentDetail, never>> {
  await publishTournamentChange(realtime, input.change, input.event)
  const detail = await getTournamentDetail(db, { userId: input.userId, tournamentId: input.change.tournamentId })
  if (!detail.ok) throw new Error(`Tournament ${input.change.tournamentId} cannot be read back after a change`)
  return ok(detail.value)
}
