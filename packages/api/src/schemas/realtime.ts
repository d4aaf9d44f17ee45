import { z } from 'zod'
import { NotificationSchema } from './accounts'
import {
  LegFinishedPayloadSchema,
  MatchFinishedPayloadSchema,
  MatchUpdatedPayloadSchema,
  VisitScoredPayloadSchema,
} from './matches'
import { LeagueUpdatedPayloadSchema } from './league-matches'
import { RankingUpdatedPayloadSchema } from './rankings'
import { TournamentUpdatedPayloadSchema } from './tournaments'

// The realtime contract (realtime-protocol.md §9): channel names, event names and the schema of every payload,
// defined once for the server that publishes them and the screens that listen.

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

/**
 * `boards.changed` on `event.{id}`: the event's boards changed; refetch when `version` is above the one held.
 * `scoresOnly`: only the live scores of the games on the boards changed (a scored visit), nothing a scoring tablet
 * acts on; the views that show the scores refetch, a scoring tablet need not.
 */
export const BoardsChangedPayloadSchema = z.object({
  eventId: z.uuid(),
  version: z.number().int().min(0),
  scoresOnly: z.literal(true).optional(),
})
export type BoardsChangedPayload = z.infer<typeof BoardsChangedPayloadSchema>

/** The schema of each event's payload: the server publishes this type, the screens parse with it. */
export const realtimePayloadSchemas = {
  [realtimeEvents.visitScored]: VisitScoredPayloadSchema,
  [realtimeEvents.matchUpdated]: MatchUpdatedPayloadSchema,
  [realtimeEvents.legFinished]: LegFinishedPayloadSchema,
  [realtimeEvents.matchFinished]: MatchFinishedPayloadSchema,
  [realtimeEvents.standingsUpdated]: TournamentUpdatedPayloadSchema,
  [realtimeEvents.gameCalled]: TournamentUpdatedPayloadSchema,
  [realtimeEvents.boardsChanged]: BoardsChangedPayloadSchema,
  [realtimeEvents.leagueUpdated]: LeagueUpdatedPayloadSchema,
  [realtimeEvents.rankingUpdated]: RankingUpdatedPayloadSchema,
  /** On `private-user.{id}`: the notification as `GET /notifications` lists it. */
  [realtimeEvents.notificationCreated]: NotificationSchema,
} as const

export type RealtimeEventName = keyof typeof realtimePayloadSchemas

/** What an event carries. */
export type RealtimePayload<E extends RealtimeEventName> = z.infer<(typeof realtimePayloadSchemas)[E]>

/** One event to publish: its name and its payload. */
export type RealtimeMessage<E extends RealtimeEventName = RealtimeEventName> = {
  [K in E]: { name: K; data: RealtimePayload<K> }
}[E]

/** An event's payload, or null when it is not one (a client ignores what it cannot read). */
export function parseRealtimePayload<E extends RealtimeEventName>(event: E, data: unknown): RealtimePayload<E> | null {
  const parsed = realtimePayloadSchemas[event].safeParse(data)
  return parsed.success ? (parsed.data as RealtimePayload<E>) : null
}
