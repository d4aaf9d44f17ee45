import type { TournamentRow } from '../../db/schema/index'

// @oche/realtime is a development dependency of the server: its channel names are repeated here.

/**
 * The channel of a tournament's pages: `tournament.{id}` (`channels.tournament`), or for a private tournament
 * `private-tournament.{id}` (`channels.privateTournament`), which the realtime server opens only with a signature
 * from `/broadcasting/auth`.
 */
export function tournamentChannelOf(tournament: Pick<TournamentRow, 'id' | 'visibility'>): string {
  return tournament.visibility === 'private' ? `private-tournament.${tournament.id}` : `tournament.${tournament.id}`
}

/** The channel of a match's live view: `match.{id}`, or `private-match.{id}` for a private tournament's game. */
export function matchChannelOf(
  matchId: string,
  tournament: Pick<TournamentRow, 'visibility'> | null | undefined,
): string {
  return tournament?.visibility === 'private' ? `private-match.${matchId}` : `match.${matchId}`
}
