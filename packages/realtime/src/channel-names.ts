/** Realtime channel names, defined once (realtime-protocol.md §9). Ids must fit `[A-Za-z0-9_\-=@,.;]`. */
export const channels = {
  /** Public: a match's live view, TV mode and stream overlay. */
  match: (matchId: string) => `match.${matchId}`,
  /** Public: a tournament's pages. */
  tournament: (tournamentId: string) => `tournament.${tournamentId}`,
  /** Private: a private tournament's pages (its organisers and players; the API names it in `realtime_channel`). */
  privateTournament: (tournamentId: string) => `private-tournament.${tournamentId}`,
  /** Private: the live view of a private tournament's game (the API names it in the match's `realtime_channel`). */
  privateMatch: (matchId: string) => `private-match.${matchId}`,
  /** Public: an event's boards (overview, public event page, tablets): `boards.changed` with the new version. */
  event: (eventId: string) => `event.${eventId}`,
  /** Private: one board's tablet and the organisers of its event. */
  board: (boardId: string) => `private-board.${boardId}`,
  /** Private: the organisers of a tournament. */
  tournamentManage: (tournamentId: string) => `private-tournament.${tournamentId}.manage`,
  /** Private: one signed-in user's notifications. */
  user: (userId: string) => `private-user.${userId}`,
  /** Presence: the tablets and organisers of an event (board overview's device health). */
  eventBoards: (eventId: string) => `presence-event.${eventId}.boards`,
  /** Presence: who is watching a match (any signed-in user, as `user:{id}` with `{ name }`). */
  matchPresence: (matchId: string) => `presence-match.${matchId}`,
} as const

/** Presence member ids: tablets join as `board:{id}`, people as `user:{id}`. */
export const presenceIds = {
  board: (boardId: string) => `board:${boardId}`,
  user: (userId: string) => `user:${userId}`,
} as const
