import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createDatabase, type DatabaseHandle } from '../../db/database'
import type { Publisher } from '../../realtime/index'
import { createSharedPostgresDatabase } from '../../test/test-databases'
import { startBoardPlanning } from '../event-boards/board-planning'
import { startPeriodicJob, type PeriodicJob } from './periodic-job'

const logger = pino({ level: 'silent' })
const publisher: Pick<Publisher, 'publish'> = { publish: async () => {} }
const shared = await createSharedPostgresDatabase('the once-per-interval tests of two API processes')

/**
 * Runs of a job: which process ran it and when it claimed the run, by the database's clock (the one the interval is
 * kept by; the test's own clock also holds how long each answer took to come back on a busy machine).
 */
type Runs = { by: string; at: number }[]

describe.runIf(shared)('a periodic job of two API processes on one PostgreSQL', () => {
  // Each "process" has its own connection pool to the same database.
  const processes: DatabaseHandle[] = []
  const jobs: PeriodicJob[] = []

  beforeAll(async () => {
    for (let index = 0; index < 2; index++) processes.push(await createDatabase({ kind: 'postgres', url: shared!.url }))
  })
  afterAll(async () => {
    await Promise.all(jobs.map((job) => job.stop()))
    await Promise.all(processes.map((database) => database.close()))
    await shared?.drop()
  })

  function startOn(index: number, name: string, intervalMs: number, runs: Runs): PeriodicJob {
    const job = startPeriodicJob({
      db: processes[index]!.db,
      name,
      intervalMs,
      logger,
      run: async (claimedAt) => {
        runs.push({ by: `process ${index}`, at: claimedAt.getTime() })
      },
    })
    jobs.push(job)
    return job
  }

  it('runs once per interval when both processes tick at the same moment', async () => {
    const runs: Runs = []
    const [a, b] = [startOn(0, 'same-moment', 60_000, runs), startOn(1, 'same-moment', 60_000, runs)]
    const ran = await Promise.all([a.runNow(), b.runNow()])
    expect(ran.filter(Boolean)).toHaveLength(1)
    expect(await Promise.all([a.runNow(), b.runNow()])).toEqual([false, false])
    expect(runs).toHaveLength(1)
  })

  it('runs each following interval once, on whichever process ticks first', async () => {
    const runs: Runs = []
    // Ticks of both processes, again and again, until the next interval is won (their timers tick too).
    const short = [startOn(0, 'following', 200, runs), startOn(1, 'following', 200, runs)]
    for (let interval = 1; interval <= 3; interval++)
      await vi.waitFor(
        async () => {
          await Promise.all(short.map((job) => job.runNow()))
          expect(runs).toHaveLength(interval)
        },
        { timeout: 5_000, interval: 20 },
      )
    // At least 0.9 of the interval apart by the database's clock (less 1 ms: its microseconds, read as milliseconds).
    const gaps = runs.slice(1).map((run, index) => run.at - runs[index]!.at)
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(0.9 * 200 - 1)
  })

  it('runs on the other process when the one that ran last is gone', async () => {
    const runs: Runs = []
    const a = startOn(0, 'holder-gone', 200, runs)
    const b = startOn(1, 'holder-gone', 200, runs)
    await vi.waitFor(async () => expect(await a.runNow()).toBe(true), { timeout: 5_000, interval: 20 })
    // Process 0 dies: its timer never fires again.
    await a.stop()
    await vi.waitFor(() => expect(runs.filter((run) => run.by === 'process 1')).toHaveLength(1), {
      timeout: 5_000,
      interval: 20,
    })
    await b.stop()
  })

  it('with both timers running, runs no more often than one process alone would', async () => {
    const runs: Runs = []
    const intervalMs = 250
    startOn(0, 'timers', intervalMs, runs)
    startOn(1, 'timers', intervalMs, runs)
    await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(4), { timeout: 10_000, interval: 20 })
    // Doubled runs would put four within about two intervals; once per interval puts them nearly three apart.
    expect(runs[3]!.at - runs[0]!.at).toBeGreaterThanOrEqual(3 * 0.9 * intervalMs)
  })

  it('plans the boards on one process per tick', async () => {
    const [a, b] = [0, 1].map((index) => {
      const job = startBoardPlanning({ db: processes[index]!.db, publisher, logger }, 60_000)
      jobs.push(job)
      return job
    })
    const ran = await Promise.all([a!.runNow(), b!.runNow()])
    expect(ran.filter(Boolean)).toHaveLength(1)
  })
})

describe('a periodic job on the embedded database', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await createDatabase({ kind: 'pglite' })
    await database.migrate()
  })
  afterAll(async () => {
    await database.close()
  })

  it('runs on every tick of its one process', async () => {
    const runs: number[] = []
    const job = startPeriodicJob({
      db: database.db,
      name: 'alone',
      intervalMs: 50,
      logger,
      run: async () => {
        runs.push(Date.now())
      },
    })
    try {
      await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(3), { timeout: 5_000, interval: 10 })
    } finally {
      await job.stop()
    }
  })
})
