import type { TestLoginInput, Token } from '@oche/api'
import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { users } from '../../db/schema/index'
import { fail, ok, type Result } from '../result'
import { issueToken } from './tokens'

/** Signs an existing account in without its password, for end-to-end tests. The route exists outside production only. */
export async function testLogIn(db: Database, input: TestLoginInput): Promise<Result<Token, 'account.unknown'>> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, input.email), isNull(users.deletedAt)))
    .limit(1)
  if (!user) return fail('account.unknown')
  return ok({ token: await issueToken(db, { userId: user.id, kind: 'user' }) })
}
