import type { RegisterInput, Token } from '@oche/api'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { users } from '../../db/schema/index'
import { fail, ok, type Result } from '../result'
import { hashPassword } from './password'
import { issueToken } from './tokens'

export type RegisterUserError = 'account.emailTaken'

export async function registerUser(db: Database, input: RegisterInput): Promise<Result<Token, RegisterUserError>> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1)
  if (existing) return fail('account.emailTaken')
  const passwordHash = await hashPassword(input.password)
  const token = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ name: input.name, email: input.email, passwordHash, langcode: input.langcode ?? 'en' })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id })
    if (!user) return null
    return issueToken(tx, { userId: user.id, kind: 'user' })
  })
  // A concurrent registration took the address between the check and the insert.
  if (token === null) return fail('account.emailTaken')
  return ok({ token })
}
