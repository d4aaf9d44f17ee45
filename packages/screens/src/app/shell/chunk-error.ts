/** A second chunk-error reload within this time is not attempted: the new build is broken or offline. */
export const chunkReloadGuardMs = 10_000
const guardKey = 'oche:chunk-reload-at'

export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? '')
  return /ChunkLoadError|Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    text,
  )
}

/**
 * After a deployment the old build's chunks are gone: do a full reload to the path the user was going to,
 * at most once per 10 seconds so a broken deployment cannot cause a reload loop. Answers whether it reloaded.
 */
export function reloadAfterChunkError(error: unknown, targetPath: string, now = Date.now()): boolean {
  if (!isChunkLoadError(error)) return false
  try {
    const last = Number(sessionStorage.getItem(guardKey) ?? 0)
    if (now - last < chunkReloadGuardMs) return false
    sessionStorage.setItem(guardKey, String(now))
  } catch {
    // No session storage: reload once anyway.
  }
  location.assign(targetPath)
  return true
}
