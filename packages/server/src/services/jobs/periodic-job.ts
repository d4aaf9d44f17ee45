import { sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '../../db/database'
import { jobRuns } from '../../db/schema/index'

/**
 * Two runs of one job are at least this share of its interval apart: a process whose timer fires a little early,
 * or whose query reaches the database a little late, still wins its next interval.
 */
const MIN_GAP_SHARE = 0.9

/**
 * Claims this interval's run of the job `name` for the caller: the time it claimed (the database's clock) for exactly
 * one of the API processes that ask within any `minGapMs` (by that clock), null for the others. One atomic statement
 * on the job's row in `job_runs` (ADR 021): no lock is held between runs, so when the process that ran last dies,
 * whichever process asks next after the gap runs the job. On PGlite (one process) every tick wins.
 */
export async function claimJobRun(db: Database, name: string, minGapMs: number): Promise<Date | null> {
  const [claimed] = await db
    .insert(jobRuns)
    .values({ name, ranAt: sql`now()` })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { ranAt: sql`excluded.ran_at` },
      setWhere: sql`${jobRuns.ranAt} <= excluded.ran_at - ${Math.max(0, Math.round(minGapMs))} * interval '1 millisecond'`,
    })
    .returning({ ranAt: jobRuns.ranAt })
  return claimed?.ranAt ?? null
}

export type PeriodicJob = {
  /** Claims the current interval and runs the job if this process won it; answers whether it ran. */
  runNow: () => Promise<boolean>
  /** Stops the timer and waits for a run in progress. */
  stop: () => Promise<void>
}

/**
 * Runs `run` every `intervalMs` (the timer does not keep the process alive), once per interval across every API
 * process on the same database: each tick first claims the interval (`claimJobRun`), and only the winner runs.
 * Runs of one process never overlap. A failed claim or run is logged and the next tick tries again.
 */
export function startPeriodicJob(options: {
  db: Database
  name: string
  intervalMs: number
  logger: Pick<Logger, 'warn'>
  /** The job, given the time its run was claimed (the database's clock, the one the interval is kept by). */
  run: (claimedAt: Date) => Promise<void>
}): PeriodicJob {
  let running: Promise<unknown> = Promise.resolve()
  const runNow = (): Promise<boolean> => {
    const next = running.then(async () => {
      let claimedAt: Date | null
      try {
        claimedAt = await claimJobRun(options.db, options.name, options.intervalMs * MIN_GAP_SHARE)
      } catch (error) {
        options.logger.warn({ err: error, job: options.name }, 'could not claim the periodic job')
        return false
      }
      if (claimedAt) await options.run(claimedAt)
      return claimedAt !== null
    })
    running = next.catch(() => undefined)
    return next
  }
  const timer = setInterval(() => {
    runNow().catch((error: unknown) => options.logger.warn({ err: error, job: options.name }, 'periodic job failed'))
  }, options.intervalMs)
  timer.unref()
  return {
    runNow,
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}
