import { realtimeChannelId, realtimeChannels, type RealtimeChannelKind } from '@oche/api'
import type { TournamentRow } from '../../db/schema/index'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The id a channel of this kind names when it is a uuid, as the database's ids are (`match.{id}`: the match). */
export function channelUuid(kind: RealtimeChannelKind, channel: string): string | null {
  const id = realtimeChannelId(kind, channel)
  return id !== null && UUID.test(id) ? id : null
}

/**
 * The channel of a tournament's pages: `tournament.{id}` (`realtimeChannels.tournament`), or for a private tournament
 * `private-tournament.{id}` (`realtimeChannels.privateTournament`), which the realtime server opens only with a signature
 * from `/broadcasting/auth`.
 */
export function tournamentChannelOf(tournament: Pick<TournamentRow, 'id' | 'visibility'>): string {
  return tournament.visibility === 'private'
    ? realtimeChannels.privateTournament(tournament.id)
    : realtimeChannels.tournament(tournament.id)
}

/** The channel of a match's live view: `match.{id}`, or `private-match.{id}` for a private tournament's game. */
export function matchChannelOf(
  matchId: string,
  tournament: Pick<TournamentRow, 'visibility'> | null | undefined,
): string {
  return tournament?.visibility === 'private' ? realtimeChannels.privateMatch(matchId) : realtimeChannels.match(matchId)
}
