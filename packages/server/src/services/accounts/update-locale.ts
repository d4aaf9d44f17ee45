import type { UpdateLocaleInput, User } from '@oche/api'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { users } from '../../db/schema/index'
import { fail, type Result } from '../result'
import { getCurrentUser } from './get-current-user'

export async function updateLocale(
  db: Database,
  input: UpdateLocaleInput & { userId: string },
): Promise<Result<User, 'auth.unauthenticated'>> {
  const [user] = await db
    .update(users)
    .set({ langcode: input.langcode, updatedAt: new Date() })
    .where(eq(users.id, input.userId))
    .returning()
  if (!user) return fail('auth.unauthenticated')
  return getCurrentUser(db, { user })
}
