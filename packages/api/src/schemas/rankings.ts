import { z } from 'zod'
import { TournamentVisibilitySchema } from './tournaments'

// Rankings (orders of merit, spec section 2: /rankings, /rankings/{id}, /manage/rankings*): points per finishing
// place in a set of finished tournaments, the best N counting, inside a rolling window or a fixed season. A ranking
// belongs to an organisation; its owners and admins manage it. It is computed from the tournaments' final rankings
// whenever it is read, so a corrected result reorders it at once.

const TimestampSchema = z.iso.datetime({ offset: true })
const RankingDateSchema = z.iso.date().refine((day) => day >= '1900-01-01' && day <= '2999-12-31')

/** `{id}` of /rankings/{id}. */
export const RankingParamsSchema = z.object({ id: z.uuid() })
export type RankingParams = z.infer<typeof RankingParamsSchema>

/** `{id}` and `{participantId}` of /rankings/{id}/players/{participantId}/history. */
export const RankingPlayerParamsSchema = z.object({ id: z.uuid(), participantId: z.uuid() })
export type RankingPlayerParams = z.infer<typeof RankingPlayerParamsSchema>

/** Points for every place from `from` until the next band's `from` (the last band: every place after it too). */
export const PointsBandSchema = z.object({
  from: z.number().int().min(1).max(1024),
  points: z.number().int().min(0).max(100_000),
})
export type PointsBand = z.infer<typeof PointsBandSchema>

/**
 * The points table: bands by ascending `from`, the first from place 1 (422 on `points` otherwise). Shared places
 * take the band of their best place: both semi-finalists get the points of place 3.
 */
export const PointsTableSchema = z
  .array(PointsBandSchema)
  .min(1)
  .max(32)
  .refine((bands) => bands[0]?.from === 1, { message: 'The first band starts at place 1.' })
  .refine((bands) => bands.every((band, index) => index === 0 || band.from > (bands[index - 1]?.from ?? 0)), {
    message: 'Each band starts after the one before it.',
  })

/** A template to start a points table from: a common order-of-merit scale, down to the last 32. */
export const rankingPointsTemplate: readonly PointsBand[] = [
  { from: 1, points: 100 },
  { from: 2, points: 70 },
  { from: 3, points: 50 },
  { from: 5, points: 30 },
  { from: 9, points: 15 },
  { from: 17, points: 5 },
  { from: 33, points: 0 },
]

/**
 * Which results count by date: the last `months` months (`rolling`; a result exactly that old has left it), or a
 * fixed season from `from` to `to`, both days included.
 */
export const RankingWindowSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('rolling'), months: z.number().int().min(1).max(120) }),
  z.object({ kind: z.literal('fixed'), from: RankingDateSchema, to: RankingDateSchema }),
])
export type RankingWindow = z.infer<typeof RankingWindowSchema>

/** `chosen`: the tournaments in `tournament_ids`; `organisation`: every finished singles tournament it holds. */
export const RankingSelectionSchema = z.enum(['chosen', 'organisation'])
export type RankingSelection = z.infer<typeof RankingSelectionSchema>

const rankingFields = {
  name: z.string().trim().min(1).max(120),
  /** Plain text; line breaks are kept, no HTML. */
  description: z.string().trim().max(2000),
  visibility: TournamentVisibilitySchema,
  points: PointsTableSchema,
  /** Only each player's best `count_best` results count; null counts every result. */
  count_best: z.number().int().min(1).max(100).nullable(),
  window: RankingWindowSchema,
  selection: RankingSelectionSchema,
  /** With `chosen`: the organisation's tournaments it is made of (422 on `tournament_ids` for any other). */
  tournament_ids: z.array(z.uuid()).max(500),
}

/** `POST /rankings` (into the caller's personal organisation, like tournaments and events). */
export const RankingInputSchema = z
  .object({
    ...rankingFields,
    description: rankingFields.description.default(''),
    visibility: rankingFields.visibility.default('public'),
    points: rankingFields.points.default(() => [...rankingPointsTemplate]),
    count_best: rankingFields.count_best.default(null),
    window: rankingFields.window.default({ kind: 'rolling', months: 12 }),
    selection: rankingFields.selection.default('chosen'),
    tournament_ids: rankingFields.tournament_ids.default([]),
  })
  .refine((input) => input.window.kind !== 'fixed' || input.window.from <= input.window.to, {
    message: 'The season ends on or after the day it starts.',
    path: ['window', 'to'],
  })
export type RankingInput = z.input<typeof RankingInputSchema>

/** `PATCH /rankings/{id}`: only the fields sent are changed. */
export const UpdateRankingInputSchema = z
  .object(rankingFields)
  .partial()
  .refine((input) => input.window?.kind !== 'fixed' || input.window.from <= input.window.to, {
    message: 'The season ends on or after the day it starts.',
    path: ['window', 'to'],
  })
export type UpdateRankingInput = z.input<typeof UpdateRankingInputSchema>

/** A ranking in a list: its settings without the table, and who leads it today. */
export const RankingSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  visibility: TournamentVisibilitySchema,
  organiser: z.object({ id: z.uuid(), name: z.string() }),
  window: RankingWindowSchema,
  count_best: z.number().int().nullable(),
  /** Tournaments inside the window today. */
  tournament_count: z.number().int().min(0),
  player_count: z.number().int().min(0),
  leader: z.object({ name: z.string(), points: z.number().int() }).nullable(),
  updated_at: TimestampSchema,
})
export type RankingSummary = z.infer<typeof RankingSummarySchema>

export const RankingListSchema = z.array(RankingSummarySchema)
export type RankingList = z.infer<typeof RankingListSchema>

/** A tournament of the ranking: inside the window today (`counts`), or outside it. */
export const RankingTournamentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The tournament's day (ISO date) in the server's time zone. */
  date: RankingDateSchema,
  status: z.enum(['draft', 'drawn', 'running', 'finished']),
  counts: z.boolean(),
})
export type RankingTournament = z.infer<typeof RankingTournamentSchema>

/** One result of a ranked player: the place (shared as 5–8), its points and whether it counts (best N). */
export const RankingResultSchema = z.object({
  tournament_id: z.uuid(),
  position: z.number().int().min(1),
  position_to: z.number().int().min(1),
  points: z.number().int().min(0),
  counts: z.boolean(),
})
export type RankingResult = z.infer<typeof RankingResultSchema>

export const RankingStandingSchema = z.object({
  /** Shared when the points and the tie rule cannot split two players. */
  position: z.number().int().min(1),
  /** The position before the latest tournament was added; null for a newcomer. */
  previous_position: z.number().int().min(1).nullable(),
  player: z.object({ id: z.uuid(), name: z.string() }),
  points: z.number().int().min(0),
  /** Counting results first (most points first, then the most recent), then the dropped ones. */
  results: z.array(RankingResultSchema),
})
export type RankingStanding = z.infer<typeof RankingStandingSchema>

/** `GET /rankings/{id}`: the settings, the tournaments and the order of merit as of today. */
export const RankingDetailSchema = RankingSummarySchema.omit({ leader: true }).extend({
  points: PointsTableSchema,
  selection: RankingSelectionSchema,
  /** Today, and the first and last day a result may have to count. */
  as_of: RankingDateSchema,
  window_from: RankingDateSchema,
  window_to: RankingDateSchema,
  /** Every linked tournament, the most recent first. */
  tournaments: z.array(RankingTournamentSchema),
  rows: z.array(RankingStandingSchema),
  can_manage: z.boolean(),
  /** `ranking.{id}`: `ranking.updated` when a result in it changes. */
  realtime_channel: z.string(),
})
export type RankingDetail = z.infer<typeof RankingDetailSchema>

/** `GET /rankings/{id}/players/{participantId}/history`: the position after each tournament, in the order played. */
export const RankingHistorySchema = z.array(
  z.object({ tournament_id: z.uuid(), date: RankingDateSchema, position: z.number().int().min(1).nullable() }),
)
export type RankingHistory = z.infer<typeof RankingHistorySchema>

/** `ranking.updated` on `ranking.{id}`: a result in it changed; refetch. */
export const RankingUpdatedPayloadSchema = z.object({ rankingId: z.uuid() })
export type RankingUpdatedPayload = z.infer<typeof RankingUpdatedPayloadSchema>
