import { analyticsBucketOf } from '@oche/api'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { userActivityBuckets, userActivityDays, users } from '../../db/schema/index'

/**
 * Records that an account used Oche on a UTC day (`YYYY-MM-DD`): its day, its week and month rolled up, each once, and
 * its last active day (ADR 020). The analytics' active users count these.
 */
export async function recordUserActivity(db: Database, input: { userId: string; day: string }): Promise<void> {
  const { userId, day } = input
  await db.insert(userActivityDays).values({ userId, day }).onConflictDoNothing()
  await db
    .insert(userActivityBuckets)
    .values([
      { interval: 'week', bucket: analyticsBucketOf(day, 'week'), userId },
      { interval: 'month', bucket: analyticsBucketOf(day, 'month'), userId },
    ])
    .onConflictDoNothing()
  await db
    .update(users)
    .set({ lastActiveOn: sql`greatest(${users.lastActiveOn}, ${day}::date)` })
    .where(eq(users.id, userId))
}
