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
import { realtimeEvents } from '../realtime-names'

// The realtime contract (realtime-protocol.md §9): the schema of every payload, defined once. The server parses each
// payload with it before publishing; the screens name its types and take what they hear as sent (ADR 027). The
// channel and event names are in ../realtime-names.ts, without zod: every page's code names channels.

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

/** The schema of each event's payload: the server parses what it publishes with it, the screens name its type. */
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
