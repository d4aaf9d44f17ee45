import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { apiTokens, auditLog } from '../../db/schema/index'
import { ok, type Result } from '../result'
import type { Auth } from './authenticate-token'

/**
 * Revokes the token the request came with. With an impersonation token, that ends the impersonation only, and the
 * audit log records its end beside its start (`user.impersonated`).
 */
export async function logOut(
  db: Database,
  input: { auth: Pick<Auth, 'tokenId' | 'kind' | 'impersonatorId' | 'user'>; requestId: string },
): Promise<Result<null, never>> {
  const { auth } = input
  await db.transaction(async (tx) => {
    await tx.update(apiTokens).set({ revokedAt: new Date() }).where(eq(apiTokens.id, auth.tokenId))
    if (auth.kind !== 'impersonation') return
    await tx.insert(auditLog).values({
      actorId: auth.impersonatorId,
      actingAsId: auth.user.id,
      action: 'user.impersonationEnded',
      targetType: 'user',
      targetId: auth.user.id,
      requestId: input.requestId,
    })
  })
  return ok(null)
}
