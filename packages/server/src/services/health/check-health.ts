import type { Health } from '@oche/api'
import type { DatabaseHandle } from '../../db/database'
import { ok, type Result } from '../result'

/** Answers only once the database does: a health check that skips it would lie. */
export async function checkHealth(
  database: DatabaseHandle,
  input: { version: string; startedAt: number; now?: number },
): Promise<Result<Health, never>> {
  const databaseVersion = await database.serverVersion()
  const now = input.now ?? Date.now()
  return ok({
    status: 'ok',
    version: input.version,
    database: database.kind,
    databaseVersion,
    uptimeSeconds: Math.max(0, Math.round((now - input.startedAt) / 1000)),
  })
}
