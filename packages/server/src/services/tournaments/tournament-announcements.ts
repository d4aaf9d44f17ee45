import { realtimeChannels, realtimeEvents, type RealtimeEventName, type TournamentUpdatedPayload } from '@oche/api'
import { effects, type Effects } from '../effects'

/** What changed: the tournament, the version the change committed with, and for `game.called` the game and board. */
export type TournamentChange = TournamentUpdatedPayload

/** How a change to a tournament is told: `standings.updated`, or `game.called` when a game went to a board. */
export type TournamentChangeEvent = Extract<RealtimeEventName, 'standings.updated' | 'game.called'>

/**
 * What a committed change to a tournament leaves to do: tell its pages (`tournament.{id}`), so clients behind
 * `version` refetch, and plan the boards of its event again.
 */
export function tournamentChanged(
  change: TournamentChange,
  event: TournamentChangeEvent = realtimeEvents.standingsUpdated,
): Effects {
  return effects({
    publish: [{ channel: realtimeChannels.tournament(change.tournamentId), event, data: change }],
    tournamentsChanged: [change.tournamentId],
  })
}
