import { ApiRequestError, matchConflictOf, type Match } from '@oche/api'
import type { Outbox, OutboxEntry } from './outbox'

/** Sends one entry to the server and answers the match as the server holds it after. */
export type SendEntry = (entry: OutboxEntry) => Promise<Match>

/**
 * How a drain ended: `drained` (the outbox is empty), `offline` (the server could not be reached; the entries
 * wait), `unauthorized` (the board token is gone; the entries wait for a new login), `conflict` (the match was
 * scored elsewhere: its entries were dropped, `match` is the server's), `refused` (the server refused an entry as
 * invalid: the match's entries were dropped, as nothing after it can be valid either).
 */
export type DrainResult =
  | { kind: 'drained' }
  | { kind: 'offline'; error: unknown }
  | { kind: 'unauthorized'; error: ApiRequestError }
  | { kind: 'conflict'; matchId: string; match: Match | null }
  | { kind: 'refused'; matchId: string; error: ApiRequestError }

export type DrainOptions = {
  /** After each accepted entry, with the match as the server holds it. */
  onAccepted?: (entry: OutboxEntry, match: Match) => void
}

/**
 * Sends the outbox in the order it was written, one entry at a time, and removes each entry only after the server
 * answered it. A lost answer leaves the entry to be sent again: the server knows its id and answers the stored
 * result, so every visit counts exactly once.
 */
export async function drainOutbox(
  outbox: Outbox,
  send: SendEntry,
  { onAccepted }: DrainOptions = {},
): Promise<DrainResult> {
  for (;;) {
    const [entry] = await outbox.list()
    if (!entry) return { kind: 'drained' }
    let match: Match
    try {
      match = await send(entry)
    } catch (error) {
      return await failed(outbox, entry, error)
    }
    await outbox.remove(entry.id)
    onAccepted?.(entry, match)
  }
}

async function failed(outbox: Outbox, entry: OutboxEntry, error: unknown): Promise<DrainResult> {
  if (!(error instanceof ApiRequestError)) return { kind: 'offline', error }
  if (error.status === 409) {
    await outbox.removeMatch(entry.matchId)
    return { kind: 'conflict', matchId: entry.matchId, match: matchConflictOf(error) }
  }
  if (error.status === 401) return { kind: 'unauthorized', error }
  // The match is no longer this board's (403), or the engine there refused the event (422).
  if (error.status === 403 || error.status === 404 || error.status === 422) {
    await outbox.removeMatch(entry.matchId)
    return { kind: 'refused', matchId: entry.matchId, error }
  }
  // 5xx, 408, 429: the server is there but cannot take it now; try again later.
  return { kind: 'offline', error }
}
