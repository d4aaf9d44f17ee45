import type { LoginInput, Token } from '@oche/api'
import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { users } from '../../db/schema/index'
import { fail, ok, type Result } from '../result'
import type { LoginLimiter } from './login-limiter'
import { hashPassword, needsRehash, passwordHashForUnknownAccounts, verifyPassword } from './password'
import { issueToken } from './tokens'

export type LogInError =
  'auth.invalidCredentials' | 'auth.tooManyAttempts' | 'auth.demoAccountLocalOnly' | 'auth.accountBlocked'

type LogInInput = LoginInput & {
  /** The real client's address (`c.get('clientIp')`). */
  ip: string
  /** The client is the machine running Oche (`c.get('fromLocalMachine')`): demo accounts sign in only there. */
  fromLocalMachine: boolean
  limiter: LoginLimiter
}

export async function logIn(db: Database, input: LogInInput): Promise<Result<Token, LogInError>> {
  const retryAfterSeconds = await input.limiter.retryAfterSeconds(input.email, input.ip)
  if (retryAfterSeconds > 0) return fail('auth.tooManyAttempts', retryAfterSeconds)
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, input.email), isNull(users.deletedAt)))
    .limit(1)
  // The demo accounts' passwords are public: from another device they are refused whatever the password.
  if (user?.isDemo && !input.fromLocalMachine) return fail('auth.demoAccountLocalOnly')
  // Verify against a real hash even without an account, so the answer takes as long either way.
  const isValid = await verifyPassword(input.password, user?.passwordHash ?? (await passwordHashForUnknownAccounts()))
  if (!user || !isValid) {
    await input.limiter.recordFailure(input.email, input.ip)
    return fail('auth.invalidCredentials')
  }
  await input.limiter.recordSuccess(input.email, input.ip)
  // Told only to whoever knows the password: the block is no secret from the account holder, and nobody else learns it.
  if (user.blockedAt) return fail('auth.accountBlocked')
  // A hash made with weaker parameters than today's is made again now, while the password is at hand.
  if (needsRehash(user.passwordHash)) {
    const passwordHash = await hashPassword(input.password)
    await db
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)))
  }
  return ok({ token: await issueToken(db, { userId: user.id, kind: 'user' }) })
}
