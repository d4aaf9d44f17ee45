import { and, eq, inArray } from 'drizzle-orm'
import { events, tournaments } from '../../db/schema/index'
import { runAfterCommit, type AfterCommitContext } from '../after-commit'
import { effects } from '../effects'
import { startPeriodicJob, type PeriodicJob } from '../jobs/periodic-job'
import { notifyOfflineTablets } from './notify-offline-tablets'

/** How often the boards of events in play are planned again, for players whose rest has ended. */
export const BOARD_PLANNING_INTERVAL_MS = 20_000

/** The name of the board-planning job in `job_runs`. */
export const BOARD_PLANNING_JOB = 'board-planning'

/**
 * Plans again, every `intervalMs`, the boards of events with automatic calling and a tournament in play: a player
 * resting after a game becomes callable when the rest ends, with no request to set it off. Only a plan that changed
 * bumps the boards' version (and tells the screens). The same round tells organisers of tablets that went offline
 * during a game (`notifyOfflineTablets`). Several API processes on one database run it once per interval between
 * them (`startPeriodicJob`, ADR 021).
 */
export function startBoardPlanning(context: AfterCommitContext, intervalMs = BOARD_PLANNING_INTERVAL_MS): PeriodicJob {
  return startPeriodicJob({
    db: context.db,
    name: BOARD_PLANNING_JOB,
    intervalMs,
    logger: context.logger,
    run: async () => {
      try {
        const rows = await context.db
          .selectDistinct({ eventId: tournaments.eventId })
          .from(tournaments)
          .innerJoin(events, eq(events.id, tournaments.eventId))
          .where(and(eq(events.autoCall, true), inArray(tournaments.status, ['drawn', 'running'])))
        const eventIds = rows.flatMap((row) => (row.eventId ? [row.eventId] : []))
        await runAfterCommit(context, effects({ eventsToReplan: eventIds }))
      } catch (error) {
        context.logger.warn({ err: error }, 'could not plan the boards of the events in play')
      }
      try {
        await runAfterCommit(context, await notifyOfflineTablets(context.db))
      } catch (error) {
        context.logger.warn({ err: error }, 'could not tell the organisers of tablets gone offline')
      }
    },
  })
}
