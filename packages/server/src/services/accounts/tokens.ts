import { createHash, randomBytes } from 'node:crypto'
import type { Database } from '../../db/database'
import { apiTokens, type TokenKind } from '../../db/schema/index'

const PREFIX = 'oche_'

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

type IssueTokenInput = { userId: string; kind: TokenKind; impersonatorId?: string; expiresAt?: Date }

/** Creates an opaque bearer token. Only its SHA-256 is stored: the returned token cannot be read back. */
export async function issueToken(db: Database, input: IssueTokenInput): Promise<string> {
  const token = PREFIX + randomBytes(32).toString('base64url')
  await db.insert(apiTokens).values({
    userId: input.userId,
    tokenHash: hashToken(token),
    kind: input.kind,
    impersonatorId: input.impersonatorId ?? null,
    expiresAt: input.expiresAt ?? null,
  })
  return token
}
