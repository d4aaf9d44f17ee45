import type { DeleteAccountInput } from '@oche/api'
import type { Database } from '../../db/database'
import { auditLog, type UserRow } from '../../db/schema/index'
import { fail, ok, type Result } from '../result'
import { anonymiseAccount } from './anonymise-account'
import type { LoginLimiter } from './login-limiter'
import { verifyPassword } from './password'

type DeleteAccountServiceInput = DeleteAccountInput & {
  user: UserRow
  ip: string
  limiter: LoginLimiter
  requestId: string
}

export type DeleteAccountError = 'account.wrongPassword' | 'account.tooManyPasswordAttempts'

/** The account holder deletes their account (`anonymiseAccount`), confirming it with their password. */
export async function deleteAccount(
  db: Database,
  input: DeleteAccountServiceInput,
): Promise<Result<null, DeleteAccountError>> {
  const { user } = input
  const retryAfterSeconds = await input.limiter.retryAfterSeconds(user.email, input.ip)
  if (retryAfterSeconds > 0) return fail('account.tooManyPasswordAttempts', retryAfterSeconds)
  if (!(await verifyPassword(input.password, user.passwordHash))) {
    await input.limiter.recordFailure(user.email, input.ip)
    return fail('account.wrongPassword')
  }
  const now = new Date()
  await db.transaction(async (tx) => {
    await anonymiseAccount(tx, { userId: user.id, now })
    await tx.insert(auditLog).values({
      actorId: user.id,
      actingAsId: user.id,
      action: 'user.deleted',
      targetType: 'user',
      targetId: user.id,
      requestId: input.requestId,
    })
  })
  await input.limiter.recordSuccess(user.email, input.ip)
  return ok(null)
}
