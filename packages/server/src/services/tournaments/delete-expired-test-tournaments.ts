import { and, eq, lte } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '../../db/database'
import { tournaments } from '../../db/schema/index'

/** Deletes the test tournaments whose 24 hours are over (with their entries and games); answers how many. */
export async function deleteExpiredTestTournaments(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(tournaments)
    .where(and(eq(tournaments.isTest, true), lte(tournaments.expiresAt, now)))
    .returning({ id: tournaments.id })
  return deleted.length
}

export const TEST_TOURNAMENT_CLEANUP_INTERVAL_MS = 60 * 60 * 1000

/**
 * Deletes expired test tournaments now and then every hour, until the answered `stop()` is called. The timer does
 * not keep the process alive; a failed run is logged and the next one tries again.
 */
export function startTestTournamentCleanup(
  db: Database,
  logger: Pick<Logger, 'info' | 'warn'>,
  intervalMs = TEST_TOURNAMENT_CLEANUP_INTERVAL_MS,
): { stop: () => Promise<void> } {
  let running: Promise<void> = Promise.resolve()
  const run = () => {
    running = running.then(async () => {
      try {
        const count = await deleteExpiredTestTournaments(db, new Date())
        if (count > 0) logger.info({ count }, 'deleted expired test tournaments')
      } catch (error) {
        logger.warn({ err: error }, 'could not delete expired test tournaments')
      }
    })
  }
  run()
  const timer = setInterval(run, intervalMs)
  timer.unref()
  return {
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}
