import type { TournamentDetail } from '@oche/api'

/**
 * The detail to keep when another arrives: the one with the higher version. A fetch that started before a result
 * was entered may answer after it, and must not take the new result back out of the page.
 */
export function keepNewerDetail(previous: TournamentDetail | undefined, next: TournamentDetail): TournamentDetail {
  return previous && previous.tournament.version > next.tournament.version ? previous : next
}

/** Whether a realtime announcement of `version` is news for the detail held (or nothing is held yet). */
export function isNewerVersion(held: TournamentDetail | undefined, version: number): boolean {
  return held === undefined || version > held.tournament.version
}
