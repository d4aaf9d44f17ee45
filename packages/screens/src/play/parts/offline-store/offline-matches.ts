import type { MatchStatus } from '@oche/darts'
import { parseLocalMatch, serializeLocalMatch, type LocalMatch } from '../match-storage/local-match'

/** A match played on /play/offline, as the list shows it. */
export type OfflineMatch = {
  match: LocalMatch
  status: MatchStatus
  /** ISO 8601: the last change. */
  updatedAt: string
  /** ISO 8601: when it was stored in the player's account, or null. */
  uploadedAt: string | null
}

/** One row of the object store: the match as JSON (read back through `parseLocalMatch`) and what lists need. */
type OfflineRecord = { id: string; json: string; status: MatchStatus; updatedAt: string; uploadedAt: string | null }

const databaseName = 'oche-play'
const storeName = 'offline-matches'

let opening: Promise<IDBDatabase> | null = null

function database(): Promise<IDBDatabase> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error('IndexedDB is not available'))
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(databaseName, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(storeName, { keyPath: 'id' })
    request.onsuccess = () => {
      const db = request.result
      // Another tab upgrading or deleting the database: let it, and open again on the next call.
      db.onversionchange = () => {
        db.close()
        opening = null
      }
      resolve(db)
    }
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'))
  }).catch((error: unknown) => {
    opening = null
    throw error
  })
  return opening
}

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return database().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(storeName, mode)
        const request = work(transaction.objectStore(storeName))
        transaction.oncomplete = () => resolve(request.result)
        transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'))
        transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'))
      }),
  )
}

const listeners = new Set<() => void>()

function changed() {
  for (const listener of listeners) listener()
}

/** Calls `listener` after every change to the offline matches (in this page). */
export function subscribeOfflineMatches(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function fromRecord(record: OfflineRecord): OfflineMatch | null {
  const match = parseLocalMatch(record.json)
  return match ? { match, status: record.status, updatedAt: record.updatedAt, uploadedAt: record.uploadedAt } : null
}

/** Every offline match on this device, the latest change first; unreadable records are left out. */
export async function listOfflineMatches(): Promise<OfflineMatch[]> {
  const records = await run<OfflineRecord[]>('readonly', (store) => store.getAll() as IDBRequest<OfflineRecord[]>)
  return records
    .map(fromRecord)
    .filter((entry): entry is OfflineMatch => entry !== null)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
}

/** Stores a match after a change (its upload mark is kept). */
export async function saveOfflineMatch(match: LocalMatch, status: MatchStatus, now = new Date()): Promise<void> {
  const existing = await run<OfflineRecord | undefined>('readonly', (store) => store.get(match.id))
  const record: OfflineRecord = {
    id: match.id,
    json: serializeLocalMatch(match),
    status,
    updatedAt: now.toISOString(),
    uploadedAt: existing?.uploadedAt ?? null,
  }
  await run('readwrite', (store) => store.put(record))
  changed()
}

/** Marks a match as stored in the player's account, so it is never uploaded again. */
export async function markOfflineMatchUploaded(id: string, now = new Date()): Promise<void> {
  const existing = await run<OfflineRecord | undefined>('readonly', (store) => store.get(id))
  if (!existing) return
  await run('readwrite', (store) => store.put({ ...existing, uploadedAt: now.toISOString() }))
  changed()
}

/** Removes a match from this device. */
export async function deleteOfflineMatch(id: string): Promise<void> {
  await run('readwrite', (store) => store.delete(id))
  changed()
}
