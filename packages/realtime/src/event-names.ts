/** Event names, defined once (realtime-protocol.md §9): lower-case, dot-separated, past tense. Payloads are schemas in `@oche/api`. */
export const events = {
  visitScored: 'visit.scored',
  legFinished: 'leg.finished',
  matchFinished: 'match.finished',
  matchUpdated: 'match.updated',
  gameCalled: 'game.called',
  standingsUpdated: 'standings.updated',
  boardReset: 'board.reset',
  boardStatus: 'board.status',
  boardsChanged: 'boards.changed',
  notificationCreated: 'notification.created',
} as const

export type RealtimeEventName = (typeof events)[keyof typeof events]
