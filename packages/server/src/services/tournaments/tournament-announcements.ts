import { realtimeChannels, realtimeEvents, type RealtimeEventName, type TournamentUpdatedPayload } from '@oche/api'
import type { Logger } from 'pino'
import type { Publisher } from '../../realtime/index'

/** Where tournament changes are told: the realtime publisher, and the log for a publish that failed. */
export type TournamentRealtime = { publisher: Pick<Publisher, 'publish'>; logger: Pick<Logger, 'warn'> }

/** What changed: the tournament, the version the change committed with, and for `game.called` the game and board. */
export type TournamentChange = TournamentUpdatedPayload

/**
 * Tells the tournament's pages that it changed (`standings.updated`, or `game.called` when a game went to a board),
 * so clients behind `version` refetch. Call it after the commit. A failed publish is logged, not thrown: the change
 * is stored and clients catch up on their next fetch.
 */
export async function publishTournamentChange(
  realtime: TournamentRealtime,
  change: TournamentChange,
  event: Extract<RealtimeEventName, 'standings.updated' | 'game.called'> = realtimeEvents.standingsUpdated,
): Promise<void> {
  try {
    await realtime.publisher.publish(realtimeChannels.tournament(change.tournamentId), event, change)
  } catch (error) {
    realtime.logger.warn(
      { err: error, tournamentId: change.tournamentId, event },
      'could not publish a tournament change',
    )
  }
}
