import type { MatchEvent } from '@oche/darts'

/**
 * A visit (or undo, or bull-off) scored on the tablet that the server has not confirmed yet. It is written to the
 * outbox before the scorer applies it, so closing the page, a crash or a lost connection never loses it.
 */
export type OutboxEntry = {
  /** The event's client-made id: the server accepts each id once and answers the stored result again after. */
  id: string
  matchId: string
  event: MatchEvent
  /** The match version the event was built on (how many events the match had before it). */
  version: number
  /** Order of writing on this device; entries are sent in this order. */
  seq: number
}

/** Where the tablet keeps its unsent events: IndexedDB on the device, memory in unit tests. */
export type Outbox = {
  /** Stores an entry; its `seq` is given here, after every entry already stored. */
  add: (entry: Omit<OutboxEntry, 'seq'>) => Promise<OutboxEntry>
  /** Every entry, oldest first. */
  list: () => Promise<OutboxEntry[]>
  remove: (id: string) => Promise<void>
  /** Drops every entry of a match (the server's copy won: a 409 or a refused event). */
  removeMatch: (matchId: string) => Promise<void>
  clear: () => Promise<void>
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void
}

/** An outbox in memory: for unit tests, and where IndexedDB is not available. */
export function createMemoryOutbox(initial: readonly OutboxEntry[] = []): Outbox {
  let entries = [...initial]
  let lastSeq = entries.reduce((max, entry) => Math.max(max, entry.seq), 0)
  const listeners = new Set<() => void>()
  const changed = () => {
    for (const listener of listeners) listener()
  }
  return {
    add: async (entry) => {
      lastSeq += 1
      const stored = { ...entry, seq: lastSeq }
      entries = [...entries.filter((candidate) => candidate.id !== entry.id), stored]
      changed()
      return stored
    },
    list: async () => [...entries].sort((a, b) => a.seq - b.seq),
    remove: async (id) => {
      entries = entries.filter((entry) => entry.id !== id)
      changed()
    },
    removeMatch: async (matchId) => {
      entries = entries.filter((entry) => entry.matchId !== matchId)
      changed()
    },
    clear: async () => {
      entries = []
      changed()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
