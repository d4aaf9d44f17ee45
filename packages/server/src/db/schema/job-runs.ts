import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The last run of each periodic job (board planning, …), by the database's clock: the lease that lets one API
 * process of several run it per interval (ADR 021). A row per job name, written by whoever won the interval.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
})

export type JobRunRow = typeof jobRuns.$inferSelect
