import type { RoundCode, TieBreaker } from '@oche/darts'
import { z } from 'zod'
import { MatchFormatSchema, X01RuleSchema } from './matches'

// Tournaments: settings, entries, the draw, games, results and standings. Ids are uuids; a game's `id` is its
// row's uuid (the engine's own game keys stay on the server). Timestamps and fields are snake_case like the rest of
// the API; the participant entry on a game side is the spec's normalised shape (spec section 3).

const TimestampSchema = z.iso.datetime({ offset: true })

export const TournamentTypeSchema = z.enum(['singles', 'pairs'])
export type TournamentType = z.infer<typeof TournamentTypeSchema>

/** `public`: listed and open to all; `unlisted`: open to anyone with the link; `private`: organisers only. */
export const TournamentVisibilitySchema = z.enum(['public', 'unlisted', 'private'])
export type TournamentVisibility = z.infer<typeof TournamentVisibilitySchema>

/** The colour code an organiser gives a tournament so it stands out in lists (a palette, never free CSS). */
export const TournamentColourSchema = z.enum(['slate', 'red', 'orange', 'amber', 'green', 'teal', 'blue', 'violet'])
export type TournamentColour = z.infer<typeof TournamentColourSchema>

/**
 * - `draft`: being set up; entries, sign-up and check-in. `drawn`: groups or bracket drawn, nothing played yet
 *   (re-drawable). `running`: a game was called, started or decided. `finished`: the last game is decided.
 */
export const TournamentStatusSchema = z.enum(['draft', 'drawn', 'running', 'finished'])
export type TournamentStatus = z.infer<typeof TournamentStatusSchema>

/** A phase of a tournament; each has its own game settings. */
export const StageKindSchema = z.enum([
  'groups',
  'winnersKo',
  'consolationKo',
  'knockout',
  'roundRobin',
  'doubleElimination',
])
export type StageKind = z.infer<typeof StageKindSchema>

/**
 * The format of the whole tournament:
 * - `groupsKnockout`: round-robin groups of at most `group_size` (snake-seeded), the best `qualifiers_per_group` of
 *   each group to the winners knockout, the rest to a consolation knockout when `consolation` is on.
 *   - `double_round_robin` (default false): each group plays twice round, the second time with every pairing reversed.
 *   - `best_placed_qualifiers` (default 0): how many of the best (q+1)-th placed across groups also go to the winners
 *     knockout, seeded after the regular qualifiers; compared by points, leg difference, legs won, then average, per
 *     game played. It must be below the number of groups: refused (422 on the field) when the entry limit already
 *     rules that out, and at the draw (422 on `format`) otherwise.
 *   - `consolation_limit` (default null: all the rest): the most players in the consolation knockout, best placed
 *     first (group position, then the same comparison across groups); the rest are ranked on their group position.
 *     Only with `consolation` on: a limit without a consolation knockout is refused (422 on the field).
 * - `knockout`: a single knockout (byes to the top seeds). `roundRobin`: everyone plays everyone once, or twice
 *   (reversed pairings) with `double_round_robin` (default false).
 * - `doubleElimination`: winners and losers brackets and a grand final, with a reset when `reset` is on.
 * The three options are optional so that formats stored before them keep their meaning: absent reads as the default
 * (`toTournamentPlanFormat`); the server stores and answers them filled in.
 */
export const TournamentFormatSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('groupsKnockout'),
    group_size: z.number().int().min(3).max(16),
    qualifiers_per_group: z.number().int().min(1).max(8),
    consolation: z.boolean(),
    third_place: z.boolean(),
    double_round_robin: z.boolean().optional(),
    best_placed_qualifiers: z.number().int().min(0).max(255).optional(),
    consolation_limit: z.number().int().min(2).max(1024).nullable().optional(),
  }),
  z.object({ kind: z.literal('knockout'), third_place: z.boolean() }),
  z.object({ kind: z.literal('roundRobin'), double_round_robin: z.boolean().optional() }),
  z.object({ kind: z.literal('doubleElimination'), reset: z.boolean() }),
])
export type TournamentFormat = z.infer<typeof TournamentFormatSchema>

const roundCodes = [
  'final',
  'semiFinal',
  'quarterFinal',
  'last16',
  'last32',
  'last64',
  'last128',
  'last256',
  'last512',
  'last1024',
  'thirdPlace',
  'winnersFinal',
  'losersFinal',
  'grandFinal',
  'grandFinalReset',
] as const satisfies readonly RoundCode[]

/** The round codes a phase can give its own match format (a longer final, semi-finals, the grand final, …). */
export const OverridableRoundSchema = z.enum(roundCodes)
export type OverridableRound = z.infer<typeof OverridableRoundSchema>

/** Game settings of one phase: x01 start score and rules, legs or sets per game, and longer rounds. */
export const PhaseSettingsSchema = z.object({
  start_score: z.number().int().min(101).max(1001),
  in_rule: X01RuleSchema,
  out_rule: X01RuleSchema,
  format: MatchFormatSchema,
  /** Per round code, e.g. `{ final: { kind: 'firstTo', legs: 5 } }`. */
  rounds: z.partialRecord(OverridableRoundSchema, MatchFormatSchema).default({}),
})
export type PhaseSettings = z.infer<typeof PhaseSettingsSchema>

const tieBreakers = [
  'points',
  'legDifference',
  'headToHead',
  'legsWon',
  'average',
] as const satisfies readonly TieBreaker[]

/** A criterion of the standings' tie-break chain (darts-rules.md §6). */
export const TieBreakerSchema = z.enum(tieBreakers)

/** How group and round-robin tables are ordered. */
export const StandingsSettingsSchema = z.object({
  points: z.object({
    win: z.number().int().min(0).max(10),
    draw: z.number().int().min(0).max(10),
    loss: z.number().int().min(0).max(10),
  }),
  /** The chain in order; `points` first by default. Unique criteria. */
  tie_breakers: z.array(TieBreakerSchema).min(1).max(5),
})
export type StandingsSettings = z.infer<typeof StandingsSettingsSchema>

/**
 * `POST /tournaments` (and `PATCH /tournaments/{id}`, every field optional). The format, type and phases are
 * fixed once the draw is made (422 on the field). `phases` needs the phases the format has (`groups`,
 * `winnersKo`, `consolationKo` for groups-knockout; `knockout`, `roundRobin` or `doubleElimination` otherwise):
 * a missing one gets the defaults (501, straight in, double out, first to 3; first to 4 in the final).
 */
const tournamentFields = {
  name: z.string().trim().min(1).max(120),
  type: TournamentTypeSchema,
  /** A test tournament: hidden from public lists and deleted automatically 24 hours after it was made. */
  is_test: z.boolean(),
  colour: TournamentColourSchema,
  starts_at: TimestampSchema,
  /** Where it is played, as free text (events and venues link a tournament to a location). */
  venue: z.string().trim().max(200),
  /** Plain text; line breaks are kept, no HTML. */
  description: z.string().trim().max(5000),
  visibility: TournamentVisibilitySchema,
  /** The most entries (null: no limit); sign-ups beyond it are refused. */
  entry_limit: z.number().int().min(2).max(1024).nullable(),
  signup_open: z.boolean(),
  format: TournamentFormatSchema,
  phases: z.partialRecord(StageKindSchema, PhaseSettingsSchema),
  standings: StandingsSettingsSchema,
}

export const TournamentInputSchema = z.object({
  ...tournamentFields,
  is_test: tournamentFields.is_test.default(false),
  colour: tournamentFields.colour.default('blue'),
  venue: tournamentFields.venue.default(''),
  description: tournamentFields.description.default(''),
  visibility: tournamentFields.visibility.default('public'),
  entry_limit: tournamentFields.entry_limit.default(null),
  signup_open: tournamentFields.signup_open.default(false),
  phases: tournamentFields.phases.default({}),
  standings: tournamentFields.standings.optional(),
})
export type TournamentInput = z.input<typeof TournamentInputSchema>

/** Only the fields sent are changed: no defaults here. */
export const UpdateTournamentInputSchema = z.object(tournamentFields).partial()
export type UpdateTournamentInput = z.input<typeof UpdateTournamentInputSchema>

/** A tournament's settings and where it stands. `version` goes up with every change (realtime catch-up). */
export const TournamentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: TournamentTypeSchema,
  is_test: z.boolean(),
  /** When a test tournament is deleted; null otherwise. */
  expires_at: TimestampSchema.nullable(),
  colour: TournamentColourSchema,
  starts_at: TimestampSchema,
  venue: z.string(),
  description: z.string(),
  visibility: TournamentVisibilitySchema,
  entry_limit: z.number().int().nullable(),
  signup_open: z.boolean(),
  format: TournamentFormatSchema,
  /** Every phase of the format, defaults filled in. */
  phases: z.partialRecord(StageKindSchema, PhaseSettingsSchema),
  standings: StandingsSettingsSchema,
  status: TournamentStatusSchema,
  version: z.number().int().min(0),
  organiser: z.object({ id: z.uuid(), name: z.string() }),
  entries_count: z.number().int().min(0),
  checked_in_count: z.number().int().min(0),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  /**
   * The realtime channel its pages listen on: `tournament.{id}`, or `private-tournament.{id}` for a private one
   * (subscribing needs `/broadcasting/auth`).
   */
  realtime_channel: z.string().optional(),
})
export type Tournament = z.infer<typeof TournamentSchema>

export const TournamentParamsSchema = z.object({ id: z.uuid() })
export type TournamentParams = z.infer<typeof TournamentParamsSchema>

/** A tournament in a list: no description, no phase settings; the champion once finished. */
export const TournamentListItemSchema = TournamentSchema.omit({
  description: true,
  phases: true,
  standings: true,
}).extend({
  champion: z.string().nullable(),
})
export type TournamentListItem = z.infer<typeof TournamentListItemSchema>

/** `upcoming`: draft or drawn and not started; `live`: running; `finished`. */
export const TournamentListFilterSchema = z.enum(['upcoming', 'live', 'finished'])
export type TournamentListFilter = z.infer<typeof TournamentListFilterSchema>

/**
 * `GET /tournaments`: public, non-test tournaments. Upcoming soonest first, live and finished newest first;
 * `search` matches the name or the venue. 24 per page.
 */
export const TournamentListQuerySchema = z.object({
  status: TournamentListFilterSchema.optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
})
export type TournamentListQuery = z.input<typeof TournamentListQuerySchema>

export const TournamentPageSchema = z.object({
  data: z.array(TournamentListItemSchema),
  page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  total: z.number().int().min(0),
})
export type TournamentPage = z.infer<typeof TournamentPageSchema>

/** `GET /me/tournaments` (signed in): what the caller organises and what they play in (newest first). */
export const MyTournamentsSchema = z.object({
  organising: z.array(TournamentListItemSchema),
  playing: z.array(TournamentListItemSchema),
})
export type MyTournaments = z.infer<typeof MyTournamentsSchema>

// --- Entries ---------------------------------------------------------------------------------------------------

/** A player of an entry, from the organiser's participant list. */
export const EntryMemberSchema = z.object({
  participant_id: z.uuid(),
  name: z.string(),
  nickname: z.string(),
  user_id: z.uuid().nullable(),
})
export type EntryMember = z.infer<typeof EntryMemberSchema>

/** An entry: one player, or a pair (two members, named "A & B"). */
export const EntrySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  members: z.array(EntryMemberSchema).min(1).max(2),
  /** 1 is the top seed; null unseeded (drawn at random). */
  seed: z.number().int().min(1).nullable(),
  checked_in: z.boolean(),
  /** Withdrew after the draw: their games not yet played are walkovers. */
  withdrawn: z.boolean(),
  /** The group drawn into, once drawn. */
  group: z.string().nullable(),
  created_at: TimestampSchema,
})
export type Entry = z.infer<typeof EntrySchema>

export const EntryParamsSchema = z.object({ id: z.uuid(), entryId: z.uuid() })
export type EntryParams = z.infer<typeof EntryParamsSchema>

/** A member of a new entry: someone from the participant list, or a new guest (added to the list too). */
export const EntryMemberInputSchema = z.union([
  z.object({ participant_id: z.uuid() }),
  z.object({ name: z.string().trim().min(1).max(100), nickname: z.string().trim().max(40).optional() }),
])
export type EntryMemberInput = z.infer<typeof EntryMemberInputSchema>

/** `POST /tournaments/{id}/entries` (organisers, before the draw): one member for singles, two for pairs. */
export const CreateEntryInputSchema = z.object({
  members: z.array(EntryMemberInputSchema).min(1).max(2),
  seed: z.number().int().min(1).max(1024).nullable().optional(),
  checked_in: z.boolean().optional(),
})
export type CreateEntryInput = z.infer<typeof CreateEntryInputSchema>

/**
 * `PATCH /tournaments/{id}/entries/{entryId}` (organisers). `seed` and removing are for before the draw; `withdrawn`
 * for after it; `checked_in` any time before the draw.
 */
export const UpdateEntryInputSchema = z.object({
  seed: z.number().int().min(1).max(1024).nullable().optional(),
  checked_in: z.boolean().optional(),
  withdrawn: z.boolean().optional(),
})
export type UpdateEntryInput = z.infer<typeof UpdateEntryInputSchema>

/**
 * `POST /tournaments/{id}/entries/import`: CSV with a header row. Columns `name` (required), `nickname`, `seed`,
 * and for pairs `partner` and `partner_nickname`; comma or semicolon separated. Existing participants are matched
 * by name (case-insensitive), others are added as guests. Every line is checked before anything is stored.
 */
export const ImportEntriesInputSchema = z.object({ csv: z.string().min(1).max(200_000) })
export type ImportEntriesInput = z.infer<typeof ImportEntriesInputSchema>

export const ImportEntriesResultSchema = z.object({
  created: z.array(EntrySchema),
  /** Lines left out because the name is already entered (1-based line numbers, header is line 1). */
  skipped: z.array(z.object({ line: z.number().int().min(2), name: z.string() })),
})
export type ImportEntriesResult = z.infer<typeof ImportEntriesResultSchema>

/** `POST /tournaments/{id}/register` (signed-in players, sign-up open): `partner_name` is required for pairs. */
export const RegisterForTournamentInputSchema = z.object({
  partner_name: z.string().trim().min(1).max(100).optional(),
})
export type RegisterForTournamentInput = z.infer<typeof RegisterForTournamentInputSchema>

// --- The draw, games and results --------------------------------------------------------------------------------

/** `POST /tournaments/{id}/draw` (organisers, before play): draws groups or the bracket again from the entries. */
export const DrawInputSchema = z.object({
  /** Leave out entries that did not check in (they are removed). Default false: everyone not withdrawn plays. */
  remove_no_shows: z.boolean().default(false),
})
export type DrawInput = z.input<typeof DrawInputSchema>

/**
 * A side of a game, normalised (spec section 3). A side not known yet is the placeholder (id null, name "TBD",
 * player_id 0) and `source` tells where it comes from ("Winner of …", "A2").
 */
export const GameSideSchema = z.object({
  /** The entry's id, or null for the placeholder and a bye. */
  id: z.uuid().nullable(),
  name: z.string(),
  /** Legs won in this game. */
  score: z.number().int().min(0),
  one_eighties: z.number().int().min(0),
  one_seven_ones: z.number().int().min(0),
  player_type: z.literal('player'),
  /** The first member's participant id; 0 for the placeholder. */
  player_id: z.union([z.uuid(), z.literal(0)]),
  nickname: z.string(),
  /** Checkouts of 100 or more in the order they happened, joined by "," without spaces ("121,170"); "" when none. */
  high_checkouts: z.string(),
  /** For sides from a group position: the group and the position in it. */
  parent_group: z.string().nullable(),
  parent_group_position: z.number().int().min(1).nullable(),
  is_winner: z.boolean(),
  is_bye: z.boolean(),
  source: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('winnerOf'), game_id: z.uuid() }),
      z.object({ kind: z.literal('loserOf'), game_id: z.uuid() }),
      z.object({ kind: z.literal('groupPosition'), group: z.string(), position: z.number().int().min(1) }),
      /** The `rank`-th best of the players placed `position` in their groups ("best 3rd #1"). */
      z.object({ kind: z.literal('bestPlaced'), position: z.number().int().min(1), rank: z.number().int().min(1) }),
    ])
    .nullable(),
})
export type GameSide = z.infer<typeof GameSideSchema>

/**
 * - `waiting`: a side is not known yet. `ready`: both known, not called. `called`: sent to a board. `live`: being
 *   scored (`match_id` set). `finished` / `walkover`: decided. `bye`: decided by a bye. `notNeeded`: the grand-final
 *   reset when it is not played.
 */
export const GameStateSchema = z.enum([
  'waiting',
  'ready',
  'called',
  'live',
  'finished',
  'walkover',
  'bye',
  'notNeeded',
])
export type GameState = z.infer<typeof GameStateSchema>

export const BracketPartSchema = z.enum(['winners', 'losers', 'final'])

export const GameSchema = z.object({
  id: z.uuid(),
  stage: StageKindSchema,
  /** 1-based within the stage (within the bracket part for a double elimination). */
  round: z.number().int().min(1),
  /** `'final'`, `'semiFinal'`, `'last16'`, `'roundRobin'`, `'losersRound2'`, …: translate, never show as is. */
  round_code: z.string(),
  /** 1-based position in its round, in bracket order. */
  slot: z.number().int().min(1),
  group: z.string().nullable(),
  bracket: BracketPartSchema.nullable(),
  state: GameStateSchema,
  sides: z.tuple([GameSideSchema, GameSideSchema]),
  /** The match format this game is played over. */
  format: MatchFormatSchema,
  /** Legs (or sets) won per side and the winner, once decided; `walkover` when given without play. */
  result: z
    .object({
      legs: z.tuple([z.number().int().min(0), z.number().int().min(0)]),
      winner: z.union([z.literal(0), z.literal(1), z.literal('draw')]),
      walkover: z.boolean(),
    })
    .nullable(),
  /** The live or finished match when scored on the platform (`/live/{match_id}`). */
  match_id: z.uuid().nullable(),
  /** The board it was called to (free text until boards are managed by events). */
  board: z.string().nullable(),
  called_at: TimestampSchema.nullable(),
  finished_at: TimestampSchema.nullable(),
})
export type Game = z.infer<typeof GameSchema>

export const GameParamsSchema = z.object({ id: z.uuid(), gameId: z.uuid() })
export type GameParams = z.infer<typeof GameParamsSchema>

/** Why a row stands above the next (`@oche/darts` `Separation`), for the "why" column. */
export const SeparationSchema = z.discriminatedUnion('criterion', [
  z.object({ criterion: TieBreakerSchema, values: z.tuple([z.number(), z.number()]) }),
  z.object({ criterion: z.literal('decider'), method: z.enum(['bullOff', 'playOff', 'lot']) }),
  z.object({ criterion: z.literal('tied') }),
])
export type Separation = z.infer<typeof SeparationSchema>

export const StandingsRowSchema = z.object({
  position: z.number().int().min(1),
  entry_id: z.uuid(),
  name: z.string(),
  played: z.number().int().min(0),
  won: z.number().int().min(0),
  drawn: z.number().int().min(0),
  lost: z.number().int().min(0),
  legs_won: z.number().int().min(0),
  legs_lost: z.number().int().min(0),
  leg_difference: z.number().int(),
  points: z.number().int(),
  /** 3-dart average over the group's scored games, or null without darts. */
  average: z.number().nullable(),
  above_next: SeparationSchema.nullable(),
  /** Goes on to the winners knockout (true), the consolation knockout (false), or null before it is known. */
  qualifies: z.boolean().nullable(),
})
export type StandingsRow = z.infer<typeof StandingsRowSchema>

/** A group (or the whole field of a round robin, as group "A") with its table. */
export const GroupTableSchema = z.object({
  id: z.string(),
  rows: z.array(StandingsRowSchema),
  is_complete: z.boolean(),
  /** Entry ids the chain could not order: the organiser sets a decider. */
  unresolved_ties: z.array(z.array(z.uuid())),
})
export type GroupTable = z.infer<typeof GroupTableSchema>

/** The final ranking once known: shared places for knocked-out players of the same round ("5–8"). */
export const RankingRowSchema = z.object({
  position: z.number().int().min(1),
  /** The last place of a shared position (8 for "5–8"); equal to `position` when not shared. */
  position_to: z.number().int().min(1),
  entry_id: z.uuid(),
  name: z.string(),
})
export type RankingRow = z.infer<typeof RankingRowSchema>

/**
 * `GET /tournaments/{id}`: everything the public and management pages show. Private tournaments answer 404 to
 * anyone but their organisers. `viewer` says what the caller may do.
 */
export const TournamentDetailSchema = z.object({
  tournament: TournamentSchema,
  entries: z.array(EntrySchema),
  groups: z.array(GroupTableSchema),
  games: z.array(GameSchema),
  ranking: z.array(RankingRowSchema),
  champion: z.string().nullable(),
  viewer: z.object({
    can_manage: z.boolean(),
    /** The caller's own entry, if they play. */
    entry_id: z.uuid().nullable(),
    /** Signed in, sign-up open, not full, not entered yet. */
    can_register: z.boolean(),
  }),
})
export type TournamentDetail = z.infer<typeof TournamentDetailSchema>

/** `POST /tournaments/{id}/games/{gameId}/call` (organisers): to a board (free text) or none. */
export const CallGameInputSchema = z.object({ board: z.string().trim().min(1).max(40).nullable() })
export type CallGameInput = z.infer<typeof CallGameInputSchema>

/** Statistics of one side in a result entered by hand (all optional). */
export const SideStatsInputSchema = z.object({
  one_eighties: z.number().int().min(0).max(99).default(0),
  one_seven_ones: z.number().int().min(0).max(99).default(0),
  /** Checkouts of 100 or more. */
  high_checkouts: z.array(z.number().int().min(100).max(170)).max(20).default([]),
})
export type SideStatsInput = z.input<typeof SideStatsInputSchema>
/** Statistics of one side as stored with a hand-entered result (defaults filled in). */
export type SideStats = z.output<typeof SideStatsInputSchema>

/**
 * `PUT /tournaments/{id}/games/{gameId}/result` (organisers): enter or correct a result. Legs must fit the game's
 * format (422 on `legs`). A correction that would change a game already played downstream answers 409 with the
 * blocking games; every entry and correction is kept in the audit trail. `DELETE` on the same path removes it.
 */
export const GameResultInputSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('played'),
    legs: z.tuple([z.number().int().min(0).max(99), z.number().int().min(0).max(99)]),
    stats: z.tuple([SideStatsInputSchema, SideStatsInputSchema]).optional(),
    /** Why it was corrected (kept in the audit trail). */
    note: z.string().trim().max(500).optional(),
  }),
  z.object({
    kind: z.literal('walkover'),
    winner: z.union([z.literal(0), z.literal(1)]),
    note: z.string().trim().max(500).optional(),
  }),
])
export type GameResultInput = z.input<typeof GameResultInputSchema>

/** The 409 of a refused correction: the message and the games already played that it would change. */
export const CorrectionConflictSchema = z.object({
  message: z.string(),
  blocking_game_ids: z.array(z.uuid()),
})
export type CorrectionConflict = z.infer<typeof CorrectionConflictSchema>

/**
 * `POST /tournaments/{id}/groups/{group}/decider` (organisers): settles a tie the chain left. `order` names the tied
 * entries, best first, for a bull-off or a play-off; for `lot` the server draws the order itself (a random draw,
 * kept in the audit trail as `decider.drawn`), and `order` only names which tie.
 */
export const DeciderInputSchema = z.object({
  method: z.enum(['bullOff', 'playOff', 'lot']),
  order: z.array(z.uuid()).min(2).max(16),
})
export type DeciderInput = z.infer<typeof DeciderInputSchema>

export const GroupParamsSchema = z.object({ id: z.uuid(), group: z.string().regex(/^[A-Z]{1,2}$/) })
export type GroupParams = z.infer<typeof GroupParamsSchema>

/** `POST /tournaments/{id}/games/{gameId}/match` (organisers): the live match to score it on. */
export const StartedGameSchema = z.object({ match_id: z.uuid() })
export type StartedGame = z.infer<typeof StartedGameSchema>

/** `GET /tournaments/{id}/audit` (organisers): who changed what, when; newest first. */
export const TournamentAuditEntrySchema = z.object({
  id: z.uuid(),
  at: TimestampSchema,
  actor: z.object({ id: z.uuid(), name: z.string() }),
  action: z.enum([
    'result.entered',
    'result.corrected',
    'result.removed',
    'draw.made',
    'entry.withdrawn',
    'decider.set',
    'decider.drawn',
  ]),
  game_id: z.uuid().nullable(),
  /** A short description of the value before and after, e.g. "3–1" → "1–3". */
  before: z.string().nullable(),
  after: z.string().nullable(),
  note: z.string().nullable(),
})
export type TournamentAuditEntry = z.infer<typeof TournamentAuditEntrySchema>
export const TournamentAuditSchema = z.array(TournamentAuditEntrySchema)
export type TournamentAudit = z.infer<typeof TournamentAuditSchema>

/**
 * `GET /manage/overview` (signed in): the organiser's home: upcoming, live and recently finished (14 days)
 * tournaments, and what needs attention now.
 */
export const ManageOverviewSchema = z.object({
  upcoming: z.array(TournamentListItemSchema),
  live: z.array(TournamentListItemSchema),
  recent: z.array(TournamentListItemSchema),
  attention: z.array(
    z.object({
      kind: z.enum(['gamesWaitingForBoard', 'tieNeedsDecider', 'checkInOpen', 'readyToDraw']),
      tournament_id: z.uuid(),
      tournament_name: z.string(),
      /** How many games or entries it concerns. */
      count: z.number().int().min(0),
    }),
  ),
})
export type ManageOverview = z.infer<typeof ManageOverviewSchema>

// --- Realtime on `tournament.{id}` (public; realtime-protocol.md §9) -------------------------------------------------

/**
 * `standings.updated` (any change: settings, entries, draw, results, standings) and `game.called` (a game was sent
 * to a board): refetch `GET /tournaments/{id}` when `version` is above the one you hold; drop it otherwise.
 */
export const TournamentUpdatedPayloadSchema = z.object({
  tournamentId: z.uuid(),
  version: z.number().int().min(1),
  /** For `game.called`: the game and its board. */
  gameId: z.uuid().optional(),
  board: z.string().nullable().optional(),
})
export type TournamentUpdatedPayload = z.infer<typeof TournamentUpdatedPayloadSchema>
