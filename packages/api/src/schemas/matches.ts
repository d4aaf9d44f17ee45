import { allDarts, maxHandicapPoints, type BotLevel, type Dart, type MatchEvent, type MatchFormat } from '@oche/darts'
import { z } from 'zod'
import { MatchOutcomeSchema, MatchSummarySchema } from './match-summary'

// Everything inside a match's `config` and `events` mirrors @oche/darts field for field (camelCase), so any
// client can `replay(toX01MatchConfig(match.config), match.events)`. The envelope around it follows the rest
// of the API (snake_case timestamps); realtime payloads use the protocol's camelCase (`matchId`, `version`).

/** How a player opens or finishes a leg (`InRule` / `OutRule` of @oche/darts). */
export const X01RuleSchema = z.enum(['straight', 'double', 'master'])

const CountSchema = z.number().int().min(1).max(999)

/** `MatchFormat` of @oche/darts: first to / best of / play all N legs, or first to N sets of M legs. */
export const MatchFormatSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('firstTo'), legs: CountSchema }),
  z.object({ kind: z.literal('bestOf'), legs: CountSchema }),
  z.object({ kind: z.literal('playAll'), legs: CountSchema }),
  z.object({ kind: z.literal('sets'), sets: CountSchema, legsPerSet: CountSchema }),
])

const botLevelNames = [
  'beginner',
  'casual',
  'amateur',
  'club',
  'league',
  'county',
  'expert',
  'professional',
] as const satisfies readonly BotLevel[]

/** The bot levels of @oche/darts (`botLevels`). */
export const BotLevelSchema = z.enum(botLevelNames)

/** One side of a match: a player or a pair, a guest (no user ids) or signed-in players, or a bot. */
export const MatchSideSchema = z.object({
  name: z.string().trim().min(1).max(100),
  /** The accounts playing on this side: one, or two for a pair. Absent for guests and bots. */
  userIds: z.array(z.uuid()).min(1).max(2).optional(),
  /** Set when the computer plays this side (`kind: 'bot'` matches). */
  botLevel: BotLevelSchema.optional(),
  /** A start-score handicap: the side starts every leg this many points below `startScore` (league games). */
  handicap: z.number().int().min(0).max(maxHandicapPoints).optional(),
})
export type MatchSide = z.infer<typeof MatchSideSchema>

/**
 * `X01MatchConfig` of @oche/darts, with named sides. Side names are unique within a match (the engine
 * tells sides apart by them). Turn it into the engine's config with `toX01MatchConfig`.
 */
export const MatchConfigSchema = z
  .object({
    startScore: z.number().int().min(101).max(1001),
    inRule: X01RuleSchema,
    outRule: X01RuleSchema,
    format: MatchFormatSchema,
    sides: z.array(MatchSideSchema).min(1).max(4),
  })
  .superRefine((config, context) => {
    const seen = new Set<string>()
    config.sides.forEach((side, index) => {
      const key = side.name.toLocaleLowerCase()
      if (seen.has(key))
        context.addIssue({ code: 'custom', path: ['sides', index, 'name'], message: 'Each side needs its own name.' })
      seen.add(key)
      const lowestStart = config.outRule === 'straight' ? 1 : 2
      if (side.handicap !== undefined && config.startScore - side.handicap < lowestStart)
        context.addIssue({
          code: 'custom',
          path: ['sides', index, 'handicap'],
          message: 'A handicap leaves the side a score to finish.',
        })
    })
  })
export type MatchConfig = z.infer<typeof MatchConfigSchema>

/**
 * A dart token: `S1`–`S20`, `D1`–`D20`, `T1`–`T20`, `SB`, `DB`, `M`. Typed by `Dart`, not the enum it is built
 * with: the enum type spells the union out in an order that differs from one build to the next (see the API report).
 */
export const DartSchema: z.ZodType<Dart> = z.enum(allDarts as [Dart, ...Dart[]])

/** Every event carries a client-made uuid: a server accepts each id once. */
const EventIdSchema = z.uuid()

/** `TotalVisitEvent`: a visit entered as its total. */
export const TotalVisitEventSchema = z.object({
  type: z.literal('visit'),
  id: EventIdSchema,
  total: z.number().int().min(0).max(180),
  dartsUsed: z.number().int().min(1).max(3).optional(),
  dartsAtDouble: z.number().int().min(0).max(3).optional(),
})

/** `BustVisitEvent`: the Bust button. */
export const BustVisitEventSchema = z.object({
  type: z.literal('bust'),
  id: EventIdSchema,
  dartsAtDouble: z.number().int().min(0).max(3).optional(),
})

/** `DartsVisitEvent`: a visit entered dart by dart. */
export const DartsVisitEventSchema = z.object({
  type: z.literal('darts'),
  id: EventIdSchema,
  darts: z.array(DartSchema).min(1).max(3).readonly(),
})

/** `VisitEvent` of @oche/darts: any of the three ways to enter a visit. */
export const VisitEventSchema = z.discriminatedUnion('type', [
  TotalVisitEventSchema,
  BustVisitEventSchema,
  DartsVisitEventSchema,
])

/** `UndoEvent`: removes the last visit still standing. */
export const UndoEventSchema = z.object({ type: z.literal('undo'), id: EventIdSchema })

/** `BullOffEvent`: the side (index) that throws first in leg 1; before the first visit only. */
export const BullOffEventSchema = z.object({
  type: z.literal('bullOff'),
  id: EventIdSchema,
  winner: z.number().int().min(0).max(3),
})

/** `MatchEvent` of @oche/darts (use that type; this schema parses exactly it). */
export const MatchEventSchema = z.discriminatedUnion('type', [
  TotalVisitEventSchema,
  BustVisitEventSchema,
  DartsVisitEventSchema,
  UndoEventSchema,
  BullOffEventSchema,
])

// The wire shapes are the engine's shapes: a change to either side fails to compile here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const eventsMatchTheEngine: Same<z.infer<typeof MatchEventSchema>, MatchEvent> = true
const formatsMatchTheEngine: Same<z.infer<typeof MatchFormatSchema>, MatchFormat> = true
void eventsMatchTheEngine
void formatsMatchTheEngine

/** How the match came to be: a casual /play game, a bot game, an offline upload, or a competition's game. */
export const MatchKindSchema = z.enum(['casual', 'bot', 'offline', 'tournament', 'league'])
export type MatchKind = z.infer<typeof MatchKindSchema>

/** Where the match stands: `scheduled` (not yet called), `live` (being scored) or `finished`. */
export const MatchStatusSchema = z.enum(['scheduled', 'live', 'finished'])
export type MatchStatus = z.infer<typeof MatchStatusSchema>

const TimestampSchema = z.iso.datetime({ offset: true })

/**
 * A match with its whole event log (undo events and undone visits included): replay it with
 * `replay(toX01MatchConfig(match.config), match.events)` from @oche/darts. `version` is the number of events.
 */
export const MatchSchema = z.object({
  id: z.uuid(),
  kind: MatchKindSchema,
  status: MatchStatusSchema,
  version: z.number().int().min(0),
  config: MatchConfigSchema,
  events: z.array(MatchEventSchema),
  summary: MatchSummarySchema,
  /** The user who created (and scores) the match. */
  created_by: z.uuid(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  /**
   * The realtime channel its live view listens on: `match.{id}`, or `private-match.{id}` for a game of a private
   * tournament (subscribing needs `/broadcasting/auth`). Absent in lists.
   */
  realtime_channel: z.string().optional(),
  /**
   * The tournament the match is a game of, so its live view links back there. Absent for a match of its own
   * (casual, bot, offline) and in lists.
   */
  tournament_id: z.uuid().optional(),
})
export type Match = z.infer<typeof MatchSchema>

export const MatchParamsSchema = z.object({ id: z.uuid() })
export type MatchParams = z.infer<typeof MatchParamsSchema>

/** Events in one offline upload, at most. */
export const maxUploadedEvents = 5000

/**
 * `POST /matches`. `id` (a client-made uuid) makes the call idempotent: an offline tablet uploads its match
 * with the id it played under, and the same id again answers the stored match. `events` are the events
 * already played (offline uploads); the server replays them before storing anything.
 */
export const CreateMatchInputSchema = z.object({
  id: z.uuid().optional(),
  kind: z.enum(['casual', 'bot', 'offline']),
  config: MatchConfigSchema,
  events: z.array(MatchEventSchema).max(maxUploadedEvents).optional(),
})
export type CreateMatchInput = z.infer<typeof CreateMatchInputSchema>

/** `POST /matches/{id}/events`: the event, and the `version` of the match the client built it on. */
export const AppendEventInputSchema = z.object({
  event: MatchEventSchema,
  version: z.number().int().min(0),
})
export type AppendEventInput = z.infer<typeof AppendEventInputSchema>

/**
 * The answer to an append: the stored event, its position in the log (`seq`, from 1) and the match as it is now.
 * Sending the same event id again answers the same `seq` and `event` (200 instead of 201).
 */
export const AppendEventResultSchema = z.object({
  seq: z.number().int().min(1),
  event: MatchEventSchema,
  match: MatchSchema,
})
export type AppendEventResult = z.infer<typeof AppendEventResultSchema>

/** The 409 body of an append built on an old version: the error message and the match as it is now. */
export const MatchConflictSchema = z.object({
  message: z.string(),
  match: MatchSchema,
})
export type MatchConflict = z.infer<typeof MatchConflictSchema>

/** One match in a list: everything but the event log. */
export const MatchListItemSchema = MatchSchema.omit({ events: true })
export type MatchListItem = z.infer<typeof MatchListItemSchema>

/** `GET /matches/mine`: the caller's matches, newest first. */
export const MatchListSchema = z.array(MatchListItemSchema)
export type MatchList = z.infer<typeof MatchListSchema>

export const MatchInvitationStatusSchema = z.enum(['invited', 'accepted', 'declined'])
export type MatchInvitationStatus = z.infer<typeof MatchInvitationStatusSchema>

/**
 * Someone put you on a side of their match (`POST /matches` with your id in `sides[].userIds`). The match is in your
 * history (`GET /matches/mine`) only once you accept.
 */
export const MatchInvitationSchema = z.object({
  match: MatchListItemSchema,
  invited_by: z.object({ id: z.uuid(), name: z.string() }),
  /** The side you were put on: an index into `match.config.sides`. */
  side: z.number().int().min(0),
  status: MatchInvitationStatusSchema,
  created_at: TimestampSchema,
})
export type MatchInvitation = z.infer<typeof MatchInvitationSchema>

/** `GET /matches/invitations`: the invitations waiting for your answer, newest first. */
export const MatchInvitationListSchema = z.array(MatchInvitationSchema)
export type MatchInvitationList = z.infer<typeof MatchInvitationListSchema>

/** `POST /matches/{id}/invitation`: accept (the match joins your history) or decline. */
export const AnswerMatchInvitationInputSchema = z.object({ answer: z.enum(['accept', 'decline']) })
export type AnswerMatchInvitationInput = z.infer<typeof AnswerMatchInvitationInputSchema>

// --- Realtime payloads on `match.{id}` (realtime-protocol.md §9) ---------------------------------------------

/**
 * `visit.scored`: a visit (total, bust or darts) was appended. `version` is the match's version after it; apply
 * `last + 1`, drop `≤ last`, refetch on a gap. `event` is what to append to the log before replaying.
 */
export const VisitScoredPayloadSchema = z.object({
  matchId: z.uuid(),
  version: z.number().int().min(1),
  event: VisitEventSchema,
  summary: MatchSummarySchema,
})
export type VisitScoredPayload = z.infer<typeof VisitScoredPayloadSchema>

/** `match.updated`: any other event was appended (an undo, a bull-off); same rules as `visit.scored`. */
export const MatchUpdatedPayloadSchema = z.object({
  matchId: z.uuid(),
  version: z.number().int().min(1),
  event: MatchEventSchema,
  summary: MatchSummarySchema,
})
export type MatchUpdatedPayload = z.infer<typeof MatchUpdatedPayloadSchema>

/**
 * `leg.finished`: follows the `visit.scored` that won a leg, with the same `version` (an announcement: the state
 * came with `visit.scored`). `set` is null in legs play.
 */
export const LegFinishedPayloadSchema = z.object({
  matchId: z.uuid(),
  version: z.number().int().min(1),
  set: z.number().int().min(1).nullable(),
  leg: z.number().int().min(1),
  winner: z.number().int().min(0),
  summary: MatchSummarySchema,
})
export type LegFinishedPayload = z.infer<typeof LegFinishedPayloadSchema>

/** `match.finished`: follows the `leg.finished` that ended the match, with the same `version`. */
export const MatchFinishedPayloadSchema = z.object({
  matchId: z.uuid(),
  version: z.number().int().min(1),
  outcome: MatchOutcomeSchema,
  summary: MatchSummarySchema,
})
export type MatchFinishedPayload = z.infer<typeof MatchFinishedPayloadSchema>
