import { and, eq, gt, isNull, lt, or } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { apiTokens, users, type TokenKind, type UserRow } from '../../db/schema/index'
import { fail, ok, type Result } from '../result'
import { hashToken } from './tokens'
import { recordUserActivity } from './user-activity'

/** Who a request acts as. With an impersonation token, `user` is the impersonated user. */
export type Auth = { user: UserRow; tokenId: string; kind: Exclude<TokenKind, 'board'>; impersonatorId: string | null }

const LAST_USED_PRECISION_MS = 60_000

export async function authenticateToken(
  db: Database,
  input: { token: string; now?: Date },
): Promise<Result<Auth, 'auth.unauthenticated'>> {
  const now = input.now ?? new Date()
  const [row] = await db
    .select({ user: users, token: apiTokens })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(
      and(
        eq(apiTokens.tokenHash, hashToken(input.token)),
        isNull(apiTokens.revokedAt),
        isNull(users.deletedAt),
        // A blocked account's tokens are refused, also one issued after the block (by a password reset link).
        isNull(users.blockedAt),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)),
      ),
    )
    .limit(1)
  // Board tokens belong to the tablet area and never act as a user.
  if (!row || row.token.kind === 'board') return fail('auth.unauthenticated')
  // Writing on every request would turn each read into a write; a minute's precision is enough.
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiTokens.id, row.token.id),
        or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, new Date(now.getTime() - LAST_USED_PRECISION_MS))),
      ),
    )
  // The analytics' active users (ADR 020): the account's first call of the UTC day with its own token, once.
  const today = utcDay(now)
  if (row.token.kind === 'user' && (!row.token.lastUsedAt || utcDay(row.token.lastUsedAt) !== today))
    await recordUserActivity(db, { userId: row.user.id, day: today })
  return ok({ user: row.user, tokenId: row.token.id, kind: row.token.kind, impersonatorId: row.token.impersonatorId })
}

/** `YYYY-MM-DD` of the UTC day. */
const utcDay = (date: Date) => date.toISOString().slice(0, 10)
