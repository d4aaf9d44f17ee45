import { MatchEventSchema } from '@oche/api'
import { createMemoryOutbox, type Outbox, type OutboxEntry } from './outbox'

const databaseName = 'oche-tablet'
const storeName = 'outbox'

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

/** Runs `work` in one transaction and resolves with its result once the transaction is committed (durable). */
function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore, done: (value: T) => void) => void): Promise<T> {
  return database().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(storeName, mode)
        let result: T
        work(transaction.objectStore(storeName), (value) => {
          result = value
        })
        transaction.oncomplete = () => resolve(result)
        transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'))
        transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'))
      }),
  )
}

/** A stored row read back; anything damaged is left out rather than sent. */
function entryOf(value: unknown): OutboxEntry | null {
  if (typeof value !== 'object' || value === null) return null
  const row = value as Record<string, unknown>
  const event = MatchEventSchema.safeParse(row.event)
  if (!event.success || typeof row.id !== 'string' || typeof row.matchId !== 'string') return null
  if (typeof row.version !== 'number' || typeof row.seq !== 'number') return null
  return { id: row.id, matchId: row.matchId, event: event.data, version: row.version, seq: row.seq }
}

function readAll(store: IDBObjectStore, then: (entries: OutboxEntry[]) => void) {
  const request = store.getAll()
  request.onsuccess = () =>
    then(
      (request.result as unknown[])
        .map(entryOf)
        .filter((entry): entry is OutboxEntry => entry !== null)
        .sort((a, b) => a.seq - b.seq),
    )
}

const listeners = new Set<() => void>()

function changed() {
  for (const listener of listeners) listener()
}

/**
 * The tablet's outbox in IndexedDB: an entry is resolved only after its transaction committed, so the scorer
 * applies a visit only once it survives a reload.
 */
export const indexedDbOutbox: Outbox = {
  add: async (entry) => {
    const stored = await run<OutboxEntry>('readwrite', (store, done) =>
      readAll(store, (entries) => {
        const seq = entries.reduce((max, candidate) => Math.max(max, candidate.seq), 0) + 1
        const row = { ...entry, seq }
        store.put(row)
        done(row)
      }),
    )
    changed()
    return stored
  },
  list: () => run<OutboxEntry[]>('readonly', (store, done) => readAll(store, done)),
  remove: async (id) => {
    await run<void>('readwrite', (store) => store.delete(id))
    changed()
  },
  removeMatch: async (matchId) => {
    await run<void>('readwrite', (store) =>
      readAll(store, (entries) => {
        for (const entry of entries) if (entry.matchId === matchId) store.delete(entry.id)
      }),
    )
    changed()
  },
  clear: async () => {
    await run<void>('readwrite', (store) => store.clear())
    changed()
  },
  subscribe: (listener) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

let fallback: Outbox | null = null

/** The outbox of this device: IndexedDB, or memory where the browser has none (then a reload loses it). */
export function deviceOutbox(): Outbox {
  if (typeof indexedDB !== 'undefined') return indexedDbOutbox
  fallback ??= createMemoryOutbox()
  return fallback
}
