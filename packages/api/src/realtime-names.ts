// The realtime contract's names (realtime-protocol.md §9): channels and events. No schema here (their payloads' are
// in schemas/realtime.ts): every page's code names the channels it listens to, and should not carry zod for that.

/** Each channel is its prefix followed by one id (which holds no `.`). */
const channelPrefixes = {
  /** Public: a match's live view, TV mode and stream overlay. */
  match: 'match.',
  /** Private: the live view of a private tournament's game (the API names it in the match's `realtime_channel`). */
  privateMatch: 'private-match.',
  /** Public: a tournament's pages. */
  tournament: 'tournament.',
  /** Private: a private tournament's pages (its organisers and players; the API names it in `realtime_channel`). */
  privateTournament: 'private-tournament.',
  /** Public: a league season's matches (ids and states only; the pages refetch what their caller may read). */
  league: 'league.',
  /** Public: a ranking's page (ids only; the page refetches what its caller may read). */
  ranking: 'ranking.',
  /** Public: an event's boards (overview, public event page, tablets). */
  event: 'event.',
  /** Private: one signed-in user's notifications. */
  user: 'private-user.',
  /** Presence: who is watching a match (any signed-in user, as `user:{id}` with `{ name }`). */
  matchPresence: 'presence-match.',
} as const

export type RealtimeChannelKind = keyof typeof channelPrefixes

/** Channel names by kind: `realtimeChannels.match(id)` is `match.{id}`. Ids must fit `[A-Za-z0-9_\-=@,;]`. */
export const realtimeChannels = Object.fromEntries(
  Object.entries(channelPrefixes).map(([kind, prefix]) => [kind, (id: string) => `${prefix}${id}`]),
) as { readonly [K in RealtimeChannelKind]: (id: string) => string }

/** The id in a channel name of the given kind (`match.42` is match `42`), or null when it is not one. */
export function realtimeChannelId(kind: RealtimeChannelKind, name: string): string | null {
  const prefix = channelPrefixes[kind]
  if (!name.startsWith(prefix)) return null
  const id = name.slice(prefix.length)
  return /^[A-Za-z0-9_\-=@,;]+$/.test(id) ? id : null
}

/** Event names: lower-case, dot-separated, past tense. */
export const realtimeEvents = {
  visitScored: 'visit.scored',
  matchUpdated: 'match.updated',
  legFinished: 'leg.finished',
  matchFinished: 'match.finished',
  standingsUpdated: 'standings.updated',
  gameCalled: 'game.called',
  boardsChanged: 'boards.changed',
  leagueUpdated: 'league.updated',
  rankingUpdated: 'ranking.updated',
  notificationCreated: 'notification.created',
} as const
