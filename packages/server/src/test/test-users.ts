import type { Database } from '../db/database'
import { users, type UserRow } from '../db/schema/index'
import { hashPassword } from '../services/accounts/password'
import { issueToken } from '../services/accounts/tokens'

type TestUserInput = { name?: string; email?: string; password?: string; isSuperAdmin?: boolean }

let count = 0

/** Inserts a user straight into the database and signs them in, for tests of the routes that need one. */
export async function createSignedInUser(
  db: Database,
  input: TestUserInput = {},
): Promise<{ user: UserRow; token: string }> {
  count += 1
  const [user] = await db
    .insert(users)
    .values({
      name: input.name ?? `Player ${count}`,
      email: input.email ?? `player-${count}-${Date.now()}@oche.test`,
      passwordHash: await hashPassword(input.password ?? 'correct horse battery'),
      isSuperAdmin: input.isSuperAdmin ?? false,
    })
    .returning()
  if (!user) throw new Error('The test user was not inserted')
  return { user, token: await issueToken(db, { userId: user.id, kind: 'user' }) }
}

export function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` }
}

export function json(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', ...headers } }
}
