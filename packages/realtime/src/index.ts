/** Realtime channel names, defined once (see docs/realtime-protocol in shared docs). */
export const channels = {
  match: (matchId: string) => `match.${matchId}`,
  tournament: (tournamentId: string) => `tournament.${tournamentId}`,
  board: (boardId: string) => `private-board.${boardId}`,
} as const
