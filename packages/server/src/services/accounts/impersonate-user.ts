import type { Token } from '@oche/api'
import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { auditLog, users, type UserRow } from '../../db/schema/index'
import { fail, ok, type Result } from '../result'
import { issueToken } from './tokens'

export type ImpersonateUserError =
  'auth.forbidden' | 'user.notFound' | 'impersonation.notAllowed' | 'impersonation.userBlocked'

/** Impersonation tokens are short-lived: a support session, not a second account. */
const IMPERSONATION_TTL_MS = 8 * 60 * 60_000

type ImpersonateUserInput = { actor: UserRow; userId: string; requestId: string; now?: Date }

/** Issues a token that acts as another user, for a super admin, and records it in the audit log. */
export async function impersonateUser(
  db: Database,
  input: ImpersonateUserInput,
): Promise<Result<Token, ImpersonateUserError>> {
  if (!input.actor.isSuperAdmin) return fail('auth.forbidden')
  const [target] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, input.userId), isNull(users.deletedAt)))
    .limit(1)
  if (!target) return fail('user.notFound')
  // Acting as another super admin (or oneself) would only hide who did what.
  if (target.isSuperAdmin) return fail('impersonation.notAllowed')
  // Its tokens are refused anyway: a token that cannot work is no support session.
  if (target.blockedAt) return fail('impersonation.userBlocked')
  const now = input.now ?? new Date()
  const token = await db.transaction(async (tx) => {
    const issued = await issueToken(tx, {
      userId: target.id,
      kind: 'impersonation',
      impersonatorId: input.actor.id,
      expiresAt: new Date(now.getTime() + IMPERSONATION_TTL_MS),
    })
    await tx.insert(auditLog).values({
      actorId: input.actor.id,
      actingAsId: target.id,
      action: 'user.impersonated',
      targetType: 'user',
      targetId: target.id,
      requestId: input.requestId,
    })
    return issued
  })
  return ok({ token })
}
