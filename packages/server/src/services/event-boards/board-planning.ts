import { and, eq, inArray } from 'drizzle-orm'
import { events, tournaments } from '../../db/schema/index'
import { runAfterCommit, type AfterCommitContext } from '../after-commit'
import { effects } from '../effects'
import { notifyOfflineTablets } from './notify-offline-tablets'

/** How often the boards of events in play are planned again, for players whose rest has ended. */
export const BOARD_PLANNING_INTERVAL_MS = 20_000

/**
 * Plans again, every `intervalMs`, the boards of events with automatic calling and a tournament in play: a player
 * resting after a game becomes callable when the rest ends, with no request to set it off. Only a plan that changed
 * bumps the boards' version (and tells the screens). The same round tells organisers of tablets that went offline
 * during a game (`notifyOfflineTablets`).
 */
export function startBoardPlanning(
  context: AfterCommitContext,
  intervalMs = BOARD_PLANNING_INTERVAL_MS,
): { stop: () => Promise<void> } {
  let running: Promise<void> = Promise.resolve()
  const run = () => {
    running = running.then(async () => {
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
    })
  }
  const timer = setInterval(run, intervalMs)
  timer.unref()
  return {
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}
