import { z } from 'zod'
import { AppendEventInputSchema, MatchFormatSchema } from './matches'
import { MatchSummarySchema } from './match-summary'
import { StageKindSchema } from './tournaments'
import { TabletBoardSchema } from './events'
import { TabletLeagueNightSchema } from './venue-boards'

// An event's boards at play: which game is on which board, the queue of games waiting for a board and why, the
// organiser's calling settings, the tablets' health (GET /events/{id}/live), and what a board's tablet shows
// (GET /tablet/state). Every change is announced on the public channel `event.{id}` as `boards.changed`
// with the new `version`; the overview, the public event page and the tablets refetch on it.

const TimestampSchema = z.iso.datetime({ offset: true })
const SecondsSchema = z.number().int().min(0)

/**
 * - `free`: no game. `called`: a game was called to it, its players have not started. `playing`: its match is
 *   being scored. `confirming`: the match is over, the players confirm the result on the tablet (or the organiser
 *   does). `disabled`: switched off by the organiser.
 */
export const BoardStateSchema = z.enum(['free', 'called', 'playing', 'confirming', 'disabled'])
export type BoardState = z.infer<typeof BoardStateSchema>

/** Why a game was called to its board, for the "why" line on the overview. */
export const CallReasonSchema = z.object({
  /** `auto`: by the planner (`@oche/darts` `planBoardCalls`); `organiser`: by hand. */
  by: z.enum(['auto', 'organiser']),
  /** How long the game had waited for a board since both players were known. */
  waited_seconds: SecondsSchema,
  /** The shortest rest of its players since their last game; null when none had played yet. */
  rested_seconds: SecondsSchema.nullable(),
  /** It came from the organiser's queue order. */
  manual: z.boolean(),
  /** Games ahead of it in the queue that had to wait (a player busy or resting, or held). */
  skipped: z.number().int().min(0),
})
export type CallReason = z.infer<typeof CallReasonSchema>

export const BoardGameSideSchema = z.object({ entry_id: z.uuid(), name: z.string() })
export type BoardGameSide = z.infer<typeof BoardGameSideSchema>

/** A tournament game as the boards see it: who plays, what, where, and how far it got. */
export const BoardGameSchema = z.object({
  /** The tournament game's id. */
  id: z.uuid(),
  tournament: z.object({ id: z.uuid(), name: z.string() }),
  stage: StageKindSchema,
  round: z.number().int().min(1),
  /** As `Game.round_code`: translate, never show as is. */
  round_code: z.string(),
  group: z.string().nullable(),
  sides: z.tuple([BoardGameSideSchema, BoardGameSideSchema]),
  start_score: z.number().int().min(2),
  format: MatchFormatSchema,
  /** The live match once the players started (`/live/{match_id}`). */
  match_id: z.uuid().nullable(),
  /** The score at a glance while it is played and after. */
  summary: MatchSummarySchema.nullable(),
  board: z.object({ id: z.uuid(), number: z.number().int().min(1), name: z.string() }).nullable(),
  called_at: TimestampSchema.nullable(),
  call: CallReasonSchema.nullable(),
  /** When the players threw the first dart; null before. */
  started_at: TimestampSchema.nullable(),
  /** When a called game's no-show time runs out; null once started, or when not called. */
  no_show_at: TimestampSchema.nullable(),
  finished_at: TimestampSchema.nullable(),
  result: z
    .object({
      legs: z.tuple([z.number().int().min(0), z.number().int().min(0)]),
      winner: z.union([z.literal(0), z.literal(1), z.literal('draw')]),
      walkover: z.boolean(),
    })
    .nullable(),
})
export type BoardGame = z.infer<typeof BoardGameSchema>

/** A tablet logged in to a board, as its board overview shows it. */
export const BoardDeviceSchema = z.object({
  id: z.uuid(),
  paired_at: TimestampSchema,
  /** The last request the tablet made; null before its first. */
  last_seen_at: TimestampSchema.nullable(),
  /** Heard from in the last 45 seconds (tablets report every 15). */
  online: z.boolean(),
  /** Visits scored on the tablet that the server has not yet received, as it last reported. */
  pending_visits: z.number().int().min(0),
  app_version: z.string().nullable(),
})
export type BoardDevice = z.infer<typeof BoardDeviceSchema>

/** Seconds without contact after which a tablet counts as offline. */
export const deviceOfflineAfterSeconds = 45
/** How often a tablet reports its health (`POST /tablet/heartbeat`). */
export const tabletHeartbeatSeconds = 15

const tabletOfflineCommon = {
  /** The event's name, or the league match (`Home – Away`). */
  name: z.string(),
  board_number: z.number().int().min(1),
  board_name: z.string(),
  /** The game's sides, home first. */
  players: z.array(z.string()),
  last_seen_at: TimestampSchema,
  device_id: z.uuid(),
}

/**
 * What a `tablet.offline` notification's `data` carries: an event's board (its boards page is
 * `/manage/events/{event_id}/boards`) or a league venue's board (the league match
 * `/competition/{organisation_slug}/season/{season_slug}/matches/{match_slug}`).
 */
export const TabletOfflineNotificationDataSchema = z.discriminatedUnion('place', [
  z.object({
    place: z.literal('event'),
    ...tabletOfflineCommon,
    event_id: z.uuid(),
    tournament_name: z.string(),
    game_id: z.uuid(),
  }),
  z.object({
    place: z.literal('venue'),
    ...tabletOfflineCommon,
    venue_name: z.string(),
    organisation_slug: z.string(),
    season_slug: z.string(),
    match_slug: z.string(),
    /** The game's number in the match. */
    game: z.number().int().min(1),
  }),
])
export type TabletOfflineNotificationData = z.infer<typeof TabletOfflineNotificationDataSchema>

export const LiveBoardSchema = z.object({
  id: z.uuid(),
  number: z.number().int().min(1),
  name: z.string(),
  enabled: z.boolean(),
  state: BoardStateSchema,
  /** The game on the board: called, playing or awaiting confirmation. */
  game: BoardGameSchema.nullable(),
  /** Since when the board has had its game (called); null when free. */
  busy_since: TimestampSchema.nullable(),
  /** Its tablets, for the event's organisers only (empty for everyone else). */
  devices: z.array(BoardDeviceSchema),
})
export type LiveBoard = z.infer<typeof LiveBoardSchema>

/** Why a waiting game is not on a board yet (null: it waits for a free board). */
export const QueueHoldSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('held') }),
  z.object({ kind: z.literal('playerBusy'), players: z.array(z.string()) }),
  z.object({ kind: z.literal('resting'), players: z.array(z.string()), until: TimestampSchema }),
])
export type QueueHold = z.infer<typeof QueueHoldSchema>

export const QueuedGameSchema = z.object({
  game: BoardGameSchema,
  hold: QueueHoldSchema.nullable(),
  /** The organiser's place for it in the queue (1-based), or null for the planner's order. */
  manual_position: z.number().int().min(1).nullable(),
  /** Held back by the organiser: never called automatically. */
  held: z.boolean(),
})
export type QueuedGame = z.infer<typeof QueuedGameSchema>

/** How an event calls its games to boards. */
export const CallingSettingsSchema = z.object({
  /** Call waiting games to free boards automatically. */
  auto_call: z.boolean(),
  /** Minutes a player rests after a game before the planner calls them again (0: no rest). */
  rest_minutes: z.number().int().min(0).max(60),
  /** Minutes a called game may stay unstarted before the organiser is offered a walkover. */
  no_show_minutes: z.number().int().min(1).max(60),
})
export type CallingSettings = z.infer<typeof CallingSettingsSchema>

/** `GET /events/{id}/live`: every board, the queue and the latest results. */
export const EventBoardsLiveSchema = z.object({
  event_id: z.uuid(),
  /** Increases with every change; the `boards.changed` announcement carries it. */
  version: z.number().int().min(0),
  settings: CallingSettingsSchema,
  /** By number. */
  boards: z.array(LiveBoardSchema),
  /** Games both of whose players are known and that wait for a board, in calling order. */
  queue: z.array(QueuedGameSchema),
  /** Games finished at the event, latest first (at most 20). */
  recent: z.array(BoardGameSchema),
  can_manage: z.boolean(),
})
export type EventBoardsLive = z.infer<typeof EventBoardsLiveSchema>

/** `PATCH /events/{id}/calling`: only the fields sent change. */
export const UpdateCallingSettingsInputSchema = CallingSettingsSchema.partial()
export type UpdateCallingSettingsInput = z.infer<typeof UpdateCallingSettingsInputSchema>

/** `POST /events/{id}/calls`: call a waiting game (or move a called one) to a free board. */
export const CallInputSchema = z.object({ game_id: z.uuid(), board_id: z.uuid() })
export type CallInput = z.infer<typeof CallInputSchema>

/** `/events/{id}/games/{gameId}/…`. */
export const EventGameParamsSchema = z.object({ id: z.uuid(), gameId: z.uuid() })
export type EventGameParams = z.infer<typeof EventGameParamsSchema>

/** `PUT /events/{id}/queue`: the organiser's order for these waiting games; the others follow in the planner's. */
export const QueueOrderInputSchema = z.object({ game_ids: z.array(z.uuid()).max(1000) })
export type QueueOrderInput = z.infer<typeof QueueOrderInputSchema>

/** `PATCH /events/{id}/queue/{gameId}`: hold a waiting game back from automatic calling, or let it go. */
export const QueueGameInputSchema = z.object({ held: z.boolean() })
export type QueueGameInput = z.infer<typeof QueueGameInputSchema>

/** `POST /events/{id}/games/{gameId}/walkover`: the side that wins without play (the other did not show). */
export const WalkoverInputSchema = z.object({ winner: z.union([z.literal(0), z.literal(1)]) })
export type WalkoverInput = z.infer<typeof WalkoverInputSchema>

/**
 * What a board's tablet shows (`GET /tablet/state`): `waiting` (nothing called), `called` (start it), `playing`
 * (score it), `confirming` (both players confirm the result), `disabled` (the board is switched off).
 */
export const TabletStateSchema = z.object({
  board: TabletBoardSchema,
  /** `league`: a venue board (ADR 016); what it shows is in `league`, and `game` and `next` are null. */
  state: z.enum(['waiting', 'called', 'playing', 'confirming', 'disabled', 'league']),
  game: BoardGameSchema.nullable(),
  /** The game likely to come to this board next (first in the queue that can go), for the waiting screen. */
  next: BoardGameSchema.nullable(),
  /** The venue's team matches around today, for a venue board; null for an event's board. */
  league: TabletLeagueNightSchema.nullable(),
  version: z.number().int().min(0),
})
export type TabletState = z.infer<typeof TabletStateSchema>

/** `POST /tablet/heartbeat`: the tablet's health, every `tabletHeartbeatSeconds`. */
export const TabletHeartbeatInputSchema = z.object({
  pending_visits: z.number().int().min(0).max(100_000),
  app_version: z.string().trim().max(40).nullable().default(null),
})
export type TabletHeartbeatInput = z.input<typeof TabletHeartbeatInputSchema>

/** `/tablet/games/{gameId}/…`. */
export const TabletGameParamsSchema = z.object({ gameId: z.uuid() })

/** `POST /tablet/matches/{id}/events`: as `POST /matches/{id}/events`, for the match of the board's game. */
export const TabletAppendEventInputSchema = AppendEventInputSchema
