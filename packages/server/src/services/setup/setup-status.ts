import type { SetupStatus } from '@oche/api'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { users } from '../../db/schema/index'
import { ok, type Result } from '../result'

/** Whether a super admin exists (deleted accounts do not count). */
export async function superAdminExists(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isSuperAdmin, true), isNull(users.deletedAt)))
    .limit(1)
  return row !== undefined
}

/** The first-run state: setup is needed until a super admin exists. */
export async function getSetupStatus(
  db: Database,
  input: { fromLocalMachine: boolean },
): Promise<Result<SetupStatus, never>> {
  return ok({ needed: !(await superAdminExists(db)), from_this_machine: input.fromLocalMachine })
}

/** Serialises first-run setups, so two at once cannot both create a super admin. */
export async function lockSetup(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('oche.first-run-setup'))`)
}
