import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { reusableQuery } from '../../db/reusable-query'
import { apiTokens, users, type TokenKind, type UserRow } from '../../db/schema/index'
import { fail, ok, type Result } from '../result'
import { hashToken } from './tokens'
import { recordUserActivity } from './user-activity'

/** Who a request acts as. With an impersonation token, `user` is the impersonated user. */
export type Auth = { user: UserRow; tokenId: string; kind: Exclude<TokenKind, 'board'>; impersonatorId: string | null }

const LAST_USED_PRECISION_MS = 60_000

/** The token's row and its user, the query every signed-in request starts with: built once (reusableQuery). */
const tokenLookup = reusableQuery((db) =>
  db
    .select({ user: users, token: apiTokens })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(
      and(
        eq(apiTokens.tokenHash, sql.placeholder('hash')),
        isNull(apiTokens.revokedAt),
        isNull(users.deletedAt),
        // A blocked account's tokens are refused, also one issued after the block (by a password reset link).
        isNull(users.blockedAt),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql.placeholder('now'))),
      ),
    )
    .limit(1)
    .prepare(''),
)

export async function authenticateToken(
  db: Database,
  input: { token: string; now?: Date },
): Promise<Result<Auth, 'auth.unauthenticated'>> {
  const now = input.now ?? new Date()
  const [row] = await tokenLookup(db).execute({ hash: hashToken(input.token), now: now.toISOString() })
  // Board tokens belong to the tablet area and never act as a user.
  if (!row || row.token.kind === 'board') return fail('auth.unauthenticated')
  // Writing on every request would turn each read into a write; a minute's precision is enough. The row just read
  // says whether the minute is up, so a request within it sends no statement at all (one round trip fewer); the
  // condition in the update still keeps concurrent requests from writing it twice.
  const lastUsed = row.token.lastUsedAt
  if (!lastUsed || lastUsed.getTime() < now.getTime() - LAST_USED_PRECISION_MS)
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
