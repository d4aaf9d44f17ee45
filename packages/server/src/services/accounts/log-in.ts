import type { LoginInput, Token } from '@oche/api'
import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { users } from '../../db/schema/index'
import { fail, ok, type Result } from '../result'
import type { LoginLimiter } from './login-limiter'
import { passwordHashForUnknownAccounts, verifyPassword } from './password'
import { issueToken } from './tokens'

export type LogInError = 'auth.invalidCredentials' | 'auth.tooManyAttempts'

type LogInInput = LoginInput & { ip: string; limiter: LoginLimiter }

export async function logIn(db: Database, input: LogInInput): Promise<Result<Token, LogInError>> {
  const retryAfterSeconds = input.limiter.retryAfterSeconds(input.email, input.ip)
  if (retryAfterSeconds > 0) return fail('auth.tooManyAttempts', retryAfterSeconds)
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, input.email), isNull(users.deletedAt)))
    .limit(1)
  // Verify against a real hash even without an account, so the answer takes as long either way.
  const isValid = await verifyPassword(input.password, user?.passwordHash ?? (await passwordHashForUnknownAccounts()))
  if (!user || !isValid) {
    input.limiter.recordFailure(input.email, input.ip)
    return fail('auth.invalidCredentials')
  }
  input.limiter.recordSuccess(input.email)
  return ok({ token: await issueToken(db, { userId: user.id, kind: 'user' }) })
}
