import type { TournamentUpdatedPayload } from '@oche/api'
import type { RealtimeEventName } from '@oche/realtime'
import { effects, type Effects } from '../effects'

/** What changed: the tournament, the version the change committed with, and for `game.called` the game and board. */
export type TournamentChange = TournamentUpdatedPayload

/** The public channel of a tournament's pages (`channels.tournament` of @oche/realtime). */
export function tournamentChannel(tournamentId: string): string {
  return `tournament.${tournamentId}`
}

/** How a change to a tournament is told: `standings.updated`, or `game.called` when a game went to a board. */
export type TournamentChangeEvent = Extract<RealtimeEventName, 'standings.updated' | 'game.called'>

/**
 * What a committed change to a tournament leaves to do: tell its pages (`tournament.{id}`), so clients behind
 * `version` refetch, and plan the boards of its event again.
 */
export function tournamentChanged(
  change: TournamentChange,
  event: TournamentChangeEvent = 'standings.updated',
): Effects {
  return effects({
    publish: [{ channel: tournamentChannel(change.tournamentId), event, data: change }],
    tournamentsChanged: [change.tournamentId],
  })
}
