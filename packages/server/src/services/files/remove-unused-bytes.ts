import { inArray } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { siteFiles } from '../../db/schema/index'
import type { FileStore } from './file-store'

/**
 * Removes from the store the bytes of these digests that no file row uses any more (a deleted organisation's
 * files, orphans swept away); the same bytes uploaded elsewhere stay. Call it after the rows' deletion committed.
 */
export async function removeUnusedBytes(db: Database, store: FileStore, digests: readonly string[]): Promise<void> {
  const unique = [...new Set(digests)]
  if (unique.length === 0) return
  const used = await db
    .selectDistinct({ sha256: siteFiles.sha256 })
    .from(siteFiles)
    .where(inArray(siteFiles.sha256, unique))
  const stillUsed = new Set(used.map((row) => row.sha256))
  for (const sha256 of unique) if (!stillUsed.has(sha256)) await store.remove(sha256)
}
