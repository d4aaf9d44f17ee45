import { AuditLogActionSchema, type AuditLogAccount, type AuditLogPage, type AuditLogQuerySchema } from '@oche/api'
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type { Database } from '../../db/database'
import { auditLog, users } from '../../db/schema/index'
import { ok, type Result } from '../result'

const actors = alias(users, 'actors')
const actingAs = alias(users, 'acting_as')
const targets = alias(users, 'targets')

function account(id: string | null, name: string | null): AuditLogAccount | null {
  return id === null ? null : { id, name }
}

/**
 * A page of the audit log about accounts (the actions of `AuditLogActionSchema`), newest first, optionally about one
 * account. Names are today's: a deleted account shows as "Deleted user".
 */
export async function listAuditLog(
  db: Database,
  input: z.output<typeof AuditLogQuerySchema>,
): Promise<Result<AuditLogPage, never>> {
  const conditions = [eq(auditLog.targetType, 'user'), inArray(auditLog.action, AuditLogActionSchema.options)]
  if (input.user_id) conditions.push(eq(auditLog.targetId, input.user_id))
  const where = and(...conditions)
  const [rows, [total]] = await Promise.all([
    db
      .select({
        entry: auditLog,
        actorName: actors.name,
        actingAsName: actingAs.name,
        targetName: targets.name,
      })
      .from(auditLog)
      .leftJoin(actors, eq(actors.id, auditLog.actorId))
      .leftJoin(actingAs, eq(actingAs.id, auditLog.actingAsId))
      .leftJoin(targets, eq(sql`${targets.id}::text`, auditLog.targetId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(input.per_page)
      .offset((input.page - 1) * input.per_page),
    db.select({ n: count() }).from(auditLog).where(where),
  ])
  return ok({
    data: rows.map(({ entry, actorName, actingAsName, targetName }) => ({
      id: entry.id,
      action: AuditLogActionSchema.parse(entry.action),
      actor: account(entry.actorId, actorName),
      acting_as: account(entry.actingAsId, actingAsName),
      target: { id: entry.targetId, name: targetName },
      at: entry.at.toISOString(),
      before: entry.before,
      after: entry.after,
    })),
    page: input.page,
    per_page: input.per_page,
    total: total?.n ?? 0,
  })
}
