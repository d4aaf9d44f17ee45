import type { Match, TournamentDetail } from '@oche/api'
import { replaceEqualDeep, type QueryClient, type QueryKey } from '@tanstack/react-query'

/** The version a cached answer is at: it grows with every change of what it shows. */
export type VersionOf<T> = (data: T) => number

/** Where each versioned answer keeps its version. */
export const versionOf = {
  /** A match: one more with every event appended (an undo too). */
  match: (match: Pick<Match, 'version'>) => match.version,
  /** A tournament's detail: the tournament's version. */
  tournamentDetail: (detail: TournamentDetail) => detail.tournament.version,
  /** An event's boards at play (`EventBoardsLive`) or one board's tablet state: the boards' version. */
  boards: (boards: { version: number }) => boards.version,
} as const

/**
 * The answer to keep when another arrives: the newer one by version (the one that arrives when both are as new). A
 * fetch that started before a change may answer after it, and must not take the change back out of the page.
 */
export function keepNewer<T>(versionOf: VersionOf<T>, previous: T | undefined, next: T): T {
  return previous !== undefined && versionOf(previous) > versionOf(next) ? previous : next
}

/** Query options under which a late, older answer never replaces the newer one held (spread into `useQuery`). */
export function keepNewerAnswers<T>(versionOf: VersionOf<T>) {
  return {
    structuralSharing: (previous: unknown, next: unknown): unknown => {
      const kept = keepNewer(versionOf, previous as T | undefined, next as T)
      return kept === next ? replaceEqualDeep(previous, next) : kept
    },
  }
}

/** Writes an answer (a change's response) into the cache, unless a newer one is already held there. */
export function storeNewer<T>(queryClient: QueryClient, queryKey: QueryKey, versionOf: VersionOf<T>, next: T): void {
  queryClient.setQueryData<T>(queryKey, (held) => keepNewer(versionOf, held, next))
}
