import { createMatch } from '@oche/api'
import { useEffect, useSyncExternalStore } from 'react'
import { usePlatform } from '../../../app/platform/platform-context'
import { useSession } from '../../../app/session/session-provider'
import { markOfflineMatchUploaded, type OfflineMatch } from './offline-matches'

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

/** Whether the browser thinks it is online (true on the server). */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  )
}

// Uploads under way in this page: a match is sent once even when the list is read again meanwhile.
const uploading = new Set<string>()

/**
 * Stores every finished offline match in the signed-in player's account once the device is online: `createMatch`
 * with the id it was played under and its whole log (the server answers the same match for the same id, so a
 * retry after a lost answer cannot store it twice), then marks it uploaded on this device.
 */
export function useOfflineUpload(matches: readonly OfflineMatch[] | null): { isOnline: boolean; canUpload: boolean } {
  const { api } = usePlatform()
  const session = useSession()
  const isOnline = useIsOnline()
  const canUpload = isOnline && session.status === 'authenticated'

  useEffect(() => {
    if (!canUpload || !matches) return
    for (const { match, status, uploadedAt } of matches) {
      if (status !== 'finished' || uploadedAt !== null || uploading.has(match.id)) continue
      uploading.add(match.id)
      createMatch(api, { id: match.id, kind: 'offline', config: match.config, events: match.log })
        .then(() => markOfflineMatchUploaded(match.id))
        // Offline again, or the server is down: the next visit to the page (or the next "online") tries again.
        .catch(() => undefined)
        .finally(() => uploading.delete(match.id))
    }
  }, [api, canUpload, matches])

  return { isOnline, canUpload }
}
