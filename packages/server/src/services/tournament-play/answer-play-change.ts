import type { TournamentDetail } from '@oche/api'
import type { Database } from '../../db/database'
import type { Committed } from '../effects'
import { tournamentChanged, type TournamentChange } from '../tournaments/access'
import type { TournamentChangeEvent } from '../tournaments/tournament-announcements'
import { ok, type Result } from '../result'
import { getTournamentDetail } from './get-tournament-detail'

/**
 * After a change to the play has committed: answers the tournament as the organiser now sees it, with the change to
 * tell its pages (`standings.updated`, or `game.called`) and its event's boards.
 */
export async function answerPlayChange(
  db: Database,
  input: { userId: string; change: TournamentChange; event?: TournamentChangeEvent },
): Promise<Result<Committed<TournamentDetail>, never>> {
  const detail = await getTournamentDetail(db, { userId: input.userId, tournamentId: input.change.tournamentId })
  if (!detail.ok) throw new Error(`Tournament ${input.change.tournamentId} cannot be read back after a change`)
  return ok({ value: detail.value, effects: tournamentChanged(input.change, input.event) })
}
