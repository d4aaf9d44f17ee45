import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { apiTokens } from '../../db/schema/index'
import { ok, type Result } from '../result'

/** Revokes the token the request came with. With an impersonation token, that ends the impersonation only. */
export async function logOut(db: Database, input: { tokenId: string }): Promise<Result<null, never>> {
  await db.update(apiTokens).set({ revokedAt: new Date() }).where(eq(apiTokens.id, input.tokenId))
  return ok(null)
}
