import { z } from 'zod'
import { CompetitionDateSchema, DivisionParamsSchema, FixtureStateSchema, SeasonParamsSchema } from './competition'
import { LeagueGameSlotSchema, LeagueTieBreakerSchema, MatchTemplateSchema } from './league-template'

// The league night (league-rules.md §3–§8): a fixture is a team match of games, each game an x01 match of the
// engine or a result typed in; captains name their lineups, both sign the match report off, and the standings and
// leaderboards are recomputed from the games. Everything inside `template` mirrors @oche/darts (camelCase), like a
// match's `config`; the envelope is snake_case like the rest of the league API.

const TimestampSchema = z.iso.datetime({ offset: true })
const LinkSchema = z.object({ slug: z.string(), name: z.string() })

// --- The team match ---------------------------------------------------------------------------------------------

/** `…/seasons/{season}/matches/{match}`: the fixture's slug. */
export const LeagueMatchParamsSchema = SeasonParamsSchema.extend({ match: z.string().min(1).max(200) })
export type LeagueMatchParams = z.infer<typeof LeagueMatchParamsSchema>

/** `…/matches/{match}/games/{game}`: a game by its position, 1 for the first. */
export const LeagueGameParamsSchema = LeagueMatchParamsSchema.extend({ game: z.coerce.number().int().min(1).max(30) })
export type LeagueGameParams = z.infer<typeof LeagueGameParamsSchema>

/** `…/matches/{match}/lineups/{side}`. */
export const LeagueSideSchema = z.enum(['home', 'away'])
export type LeagueSide = z.infer<typeof LeagueSideSchema>
export const LeagueLineupParamsSchema = LeagueMatchParamsSchema.extend({ side: LeagueSideSchema })
export type LeagueLineupParams = z.infer<typeof LeagueLineupParamsSchema>

/** `GET …/seasons/{season}/matches`: filters, all optional. */
export const LeagueMatchListQuerySchema = z.object({
  division: z.string().min(1).max(100).optional(),
  team: z.string().min(1).max(100).optional(),
  week: z.coerce.number().int().min(1).max(200).optional(),
  state: FixtureStateSchema.optional(),
})
export type LeagueMatchListQuery = z.infer<typeof LeagueMatchListQuerySchema>

/** A player named in a lineup: a participant of the team this season. */
export const LeagueLineupPlayerSchema = z.object({ participant_id: z.uuid(), name: z.string() })
export type LeagueLineupPlayer = z.infer<typeof LeagueLineupPlayerSchema>

/** Games won by each team, and the league points they earn once the match is decided. */
export const LeagueMatchScoreSchema = z.object({
  games: z.tuple([z.number().int(), z.number().int()]),
  legs: z.tuple([z.number().int(), z.number().int()]),
  points: z.tuple([z.number(), z.number()]),
  played: z.number().int().min(0),
  is_decided: z.boolean(),
  winner: z.enum(['home', 'away', 'draw']).nullable(),
})
export type LeagueMatchScore = z.infer<typeof LeagueMatchScoreSchema>

/** A team match in lists: who, when, where, how far and the score. */
export const LeagueMatchSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  week: z.number().int().min(1),
  date: CompetitionDateSchema.nullable(),
  division: LinkSchema,
  home: LinkSchema,
  away: LinkSchema,
  venue: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  state: FixtureStateSchema,
  score: LeagueMatchScoreSchema,
  games_count: z.number().int().min(1),
})
export type LeagueMatchSummary = z.infer<typeof LeagueMatchSummarySchema>

export const LeagueMatchListSchema = z.array(LeagueMatchSummarySchema)
export type LeagueMatchList = z.infer<typeof LeagueMatchListSchema>

/**
 * A game of a team match. `waiting`: not both sides named; `ready`: named, not started; `live`: being scored on
 * its engine match (`match_id`); `finished`: a result (scored, typed in or forfeited).
 */
export const LeagueGameStateSchema = z.enum(['waiting', 'ready', 'live', 'finished'])
export type LeagueGameState = z.infer<typeof LeagueGameStateSchema>

export const LeagueGameSchema = z.object({
  /** 1 for the first game. */
  number: z.number().int().min(1),
  slot: LeagueGameSlotSchema,
  /** Each team's players in lineup order; empty while not named or not yet visible to the caller. */
  home: z.array(LeagueLineupPlayerSchema),
  away: z.array(LeagueLineupPlayerSchema),
  state: LeagueGameStateSchema,
  /** The engine match it is scored on, once started. */
  match_id: z.uuid().nullable(),
  /** Legs won by home and away; null without a result. */
  legs: z.tuple([z.number().int().min(0), z.number().int().min(0)]).nullable(),
  winner: z.enum(['home', 'away', 'draw']).nullable(),
  /** The team that forfeited the game (no darts thrown), or null. */
  forfeited_by: LeagueSideSchema.nullable(),
  /** `scored`: dart by dart on the platform; `entered`: typed in afterwards; null without a result. */
  source: z.enum(['scored', 'entered']).nullable(),
  /**
   * The start-score handicap home and away played with (points below the slot's start score), fixed when the game
   * started; null for a game without one.
   */
  handicaps: z.tuple([z.number().int().min(0), z.number().int().min(0)]).nullable(),
})
export type LeagueGame = z.infer<typeof LeagueGameSchema>

/** A captain's confirmation of the match report; `by` (their name) is null on the league's public site. */
export const LeagueConfirmationSchema = z.object({ by: z.string().nullable(), at: TimestampSchema })

/** One entry of a match's audit trail (lineups, substitutions, results, sign-off, disputes, corrections). */
export const LeagueMatchAuditEntrySchema = z.object({
  at: TimestampSchema,
  /** The name of who did it. */
  by: z.string(),
  action: z.enum([
    'lineupSubmitted',
    'substitution',
    'gameStarted',
    'resultEntered',
    'gameScored',
    'confirmed',
    'disputed',
    'corrected',
    'reopened',
  ]),
  game: z.number().int().min(1).nullable(),
  side: LeagueSideSchema.nullable(),
  reason: z.string(),
  /** The number of the venue board whose tablet did it (ADR 016; `by` is empty then); absent for a user. */
  board: z.number().int().min(1).optional(),
})
export type LeagueMatchAuditEntry = z.infer<typeof LeagueMatchAuditEntrySchema>

/** What the caller may do on the match now. */
export const LeagueMatchPermissionsSchema = z.object({
  /** The side whose lineup the caller may name (a captain's own team; both for admins). */
  lineup: z.array(LeagueSideSchema),
  /** Start, score and type in games. */
  score: z.boolean(),
  /** The sides the caller may confirm the report for. */
  confirm: z.array(LeagueSideSchema),
  dispute: z.boolean(),
  /** Change results after sign-off, with a reason (admins). */
  correct: z.boolean(),
  /**
   * Move the match to another date before it starts: its teams' captains within the season's postponement limits,
   * the admins freely (`POST …/fixtures/{fixture}/reschedule`).
   */
  move: z.boolean(),
})
export type LeagueMatchPermissions = z.infer<typeof LeagueMatchPermissionsSchema>

/** `GET …/matches/{match}`: the team match with its lineups, games, sign-off and audit trail. */
export const LeagueMatchSchema = LeagueMatchSummarySchema.extend({
  template: MatchTemplateSchema,
  /** Whether each team has submitted its lineup (the other team sees it only when both are in). */
  lineups_submitted: z.object({ home: z.boolean(), away: z.boolean() }),
  /** Each team's squad this season, for the lineup form (only the sides in `can.lineup`). */
  squads: z.object({ home: z.array(LeagueLineupPlayerSchema), away: z.array(LeagueLineupPlayerSchema) }),
  games: z.array(LeagueGameSchema),
  confirmations: z.object({ home: LeagueConfirmationSchema.nullable(), away: LeagueConfirmationSchema.nullable() }),
  dispute: z.object({ by: z.string(), at: TimestampSchema, reason: z.string() }).nullable(),
  audit: z.array(LeagueMatchAuditEntrySchema),
  can: LeagueMatchPermissionsSchema,
})
export type LeagueMatch = z.infer<typeof LeagueMatchSchema>

/**
 * `PUT …/matches/{match}/lineups/{side}`: the participant ids playing each game, in order (null: named later, for
 * pairs and team games). Games already started keep their players (422 on `games`); a change after the first game
 * started is recorded as a substitution.
 */
export const LeagueLineupInputSchema = z.object({
  games: z.array(z.array(z.uuid()).max(8).nullable()).min(1).max(30),
})
export type LeagueLineupInput = z.input<typeof LeagueLineupInputSchema>

/** `POST …/games/{game}/start`: the engine match the game is scored on (made once; again answers the same). */
export const StartedLeagueGameSchema = z.object({ match_id: z.uuid() })
export type StartedLeagueGame = z.infer<typeof StartedLeagueGameSchema>

/** Per player of a typed-in game: the figures a match report holds besides the legs. */
export const LeagueGameExtrasSchema = z.object({
  one_eighties: z.number().int().min(0).max(99).default(0),
  one_seventy_ones: z.number().int().min(0).max(99).default(0),
  high_checkouts: z.array(z.number().int().min(100).max(170)).max(21).default([]),
})

/**
 * `PUT …/games/{game}/result`: legs typed in afterwards, or a forfeit. Legs must fit the game's format (422 on
 * `legs`). After sign-off only an admin may change a result, and must give the reason (422 on `reason`).
 */
export const LeagueGameResultInputSchema = z.object({
  legs: z.tuple([z.number().int().min(0).max(21), z.number().int().min(0).max(21)]),
  forfeited_by: LeagueSideSchema.nullable().default(null),
  /** By participant id: 180s, 171s and checkouts of 100+. */
  extras: z.record(z.uuid(), LeagueGameExtrasSchema).default({}),
  reason: z.string().trim().max(500).default(''),
})
export type LeagueGameResultInput = z.input<typeof LeagueGameResultInputSchema>

/** `POST …/matches/{match}/confirm`: the caller's team confirms the report (an admin confirms it for both). */
export const ConfirmLeagueMatchInputSchema = z.object({ side: LeagueSideSchema.optional() })
export type ConfirmLeagueMatchInput = z.input<typeof ConfirmLeagueMatchInputSchema>

/** `POST …/matches/{match}/dispute`: the caller's team does not agree with the report; the admins decide. */
export const DisputeLeagueMatchInputSchema = z.object({ reason: z.string().trim().min(1).max(1000) })
export type DisputeLeagueMatchInput = z.input<typeof DisputeLeagueMatchInputSchema>

// --- Standings and leaderboards -----------------------------------------------------------------------------------

/** Why a team stands above the next one. */
export const LeagueSeparationSchema = z.union([
  z.object({ criterion: LeagueTieBreakerSchema, values: z.tuple([z.number(), z.number()]) }),
  z.object({ criterion: z.literal('decider'), method: z.enum(['bullOff', 'playOff', 'lot']) }),
  z.object({ criterion: z.literal('tied') }),
])

export const LeagueStandingsRowSchema = z.object({
  position: z.number().int().min(1),
  team: LinkSchema,
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  games_won: z.number().int(),
  games_lost: z.number().int(),
  legs_won: z.number().int(),
  legs_lost: z.number().int(),
  points: z.number(),
  adjustment: z.number(),
  above_next: LeagueSeparationSchema.nullable(),
})
export type LeagueStandingsRow = z.infer<typeof LeagueStandingsRowSchema>

/** A points adjustment of a team in the standings (league-rules.md §6), with its reason, who made it and when. */
export const StandingsAdjustmentSchema = z.object({
  id: z.uuid(),
  team: LinkSchema,
  /** Negative for a deduction. */
  points: z.number().int(),
  reason: z.string(),
  /** The name of the admin who made it; null on the league's public site. */
  by: z.string().nullable(),
  at: TimestampSchema,
})
export type StandingsAdjustment = z.infer<typeof StandingsAdjustmentSchema>

/** The most points one adjustment moves a team, either way. */
export const maxAdjustmentPoints = 100

/** `POST …/divisions/{division}/adjustments` (admins): points for or against a team of the division, and why. */
export const StandingsAdjustmentInputSchema = z.object({
  /** The team's slug. */
  team: z.string().min(1).max(100),
  points: z
    .number()
    .int()
    .min(-maxAdjustmentPoints)
    .max(maxAdjustmentPoints)
    // zod's own (translated) message: the form says it in words of its own before sending.
    .refine((points) => points !== 0),
  reason: z.string().trim().min(3).max(500),
})
export type StandingsAdjustmentInput = z.input<typeof StandingsAdjustmentInputSchema>

/** `…/divisions/{division}/adjustments/{adjustment}`. */
export const StandingsAdjustmentParamsSchema = DivisionParamsSchema.extend({ adjustment: z.uuid() })
export type StandingsAdjustmentParams = z.infer<typeof StandingsAdjustmentParamsSchema>

/** `GET …/divisions/{division}/standings`: the table, the criteria that ordered it and the adjustments in it. */
export const LeagueStandingsSchema = z.object({
  division: LinkSchema,
  tie_breakers: z.array(LeagueTieBreakerSchema),
  points: MatchTemplateSchema.shape.points,
  rows: z.array(LeagueStandingsRowSchema),
  /** The adjustments counted in `rows`, oldest first. */
  adjustments: z.array(StandingsAdjustmentSchema),
  /**
   * How many places at the top of the table go up a division at the end of the season (`promotion`) and how many at
   * the bottom go down (`relegation`), from the season's `promotion_places` and `relegation_places` (league-rules.md
   * §10): 0 for promotion in the highest division and for relegation in the lowest (both 0 when the division is the
   * season's only league division). With fewer teams than both, promotion comes first: no place is in both.
   */
  zones: z.object({ promotion: z.number().int().min(0), relegation: z.number().int().min(0) }),
})
export type LeagueStandings = z.infer<typeof LeagueStandingsSchema>

const PlayerLinkSchema = z.object({ participant_id: z.uuid(), name: z.string(), team: LinkSchema.nullable() })

export const IndividualStandingsRowSchema = z.object({
  position: z.number().int().min(1),
  player: PlayerLinkSchema,
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  win_percentage: z.number().nullable(),
  legs_won: z.number().int(),
  legs_lost: z.number().int(),
  three_dart_average: z.number().nullable(),
  first_nine_average: z.number().nullable(),
  one_eighties: z.number().int(),
  one_seventy_ones: z.number().int(),
  high_checkout: z.number().int().nullable(),
  best_leg: z.number().int().nullable(),
})
export type IndividualStandingsRow = z.infer<typeof IndividualStandingsRowSchema>
export const IndividualStandingsSchema = z.array(IndividualStandingsRowSchema)
export type IndividualStandings = z.infer<typeof IndividualStandingsSchema>

const MatchLinkSchema = z.object({ slug: z.string(), date: CompetitionDateSchema.nullable() })

/** `GET …/seasons/{season}/leaderboards` (and per division): the season's boards from the scored visits. */
export const LeagueLeaderboardsSchema = z.object({
  maxima: z.array(
    z.object({ player: PlayerLinkSchema, one_eighties: z.number().int(), one_seventy_ones: z.number().int() }),
  ),
  low_visits: z.array(z.object({ player: PlayerLinkSchema, darts: z.number().int(), match: MatchLinkSchema })),
  games_played: z.array(
    z.object({
      player: PlayerLinkSchema,
      played: z.number().int(),
      won: z.number().int(),
      lost: z.number().int(),
      win_percentage: z.number().nullable(),
    }),
  ),
  high_checkouts: z.array(z.object({ player: PlayerLinkSchema, checkout: z.number().int(), match: MatchLinkSchema })),
  /** The thresholds the boards use. */
  low_visit_max_darts: z.number().int(),
  high_checkout_minimum: z.number().int(),
})
export type LeagueLeaderboards = z.infer<typeof LeagueLeaderboardsSchema>

/** `GET …/teams/{team}/statistics`: the team's record and each member's figures this season. */
export const TeamStatisticsSchema = z.object({
  team: LinkSchema,
  standing: LeagueStandingsRowSchema.nullable(),
  players: IndividualStandingsSchema,
  matches: LeagueMatchListSchema,
})
export type TeamStatistics = z.infer<typeof TeamStatisticsSchema>

/** `league.updated` on `league.{seasonId}`: a match of the season changed; refetch what shows it. */
/** A match changed (its id and new state), or the standings themselves did (a points adjustment: both null). */
export const LeagueUpdatedPayloadSchema = z.object({
  seasonId: z.uuid(),
  matchId: z.uuid().nullable(),
  state: FixtureStateSchema.nullable(),
})
export type LeagueUpdatedPayload = z.infer<typeof LeagueUpdatedPayloadSchema>
