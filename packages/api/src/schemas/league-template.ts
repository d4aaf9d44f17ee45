import {
  defaultLeagueTieBreakers,
  defaultMatchTemplate,
  defaultPostponementRule,
  maxHandicapPoints,
  type HandicapRule,
  type LeagueGameSlot,
  type LeagueTieBreaker,
  type MatchTemplate,
} from '@oche/darts'
import { z } from 'zod'
import { X01RuleSchema } from './matches'

// How a season's team matches are played and ranked (league-rules.md §3, §6, §7): mirrors @oche/darts field for
// field (camelCase), like a match's `config`.

/** A game slot of a match template (`LeagueGameSlot` of @oche/darts); `x01: null` is a result-only game. */
export const LeagueGameSlotSchema = z.object({
  kind: z.enum(['singles', 'pairs', 'team']),
  players: z.number().int().min(1).max(8),
  x01: z
    .object({ startScore: z.number().int().min(101).max(1001), inRule: X01RuleSchema, outRule: X01RuleSchema })
    .nullable(),
  legs: z.object({ mode: z.enum(['bestOf', 'playAll']), count: z.number().int().min(1).max(21) }),
})

/** The games of a team match, how far it is played and how it earns points (`MatchTemplate` of @oche/darts). */
export const MatchTemplateSchema = z.object({
  games: z.array(LeagueGameSlotSchema).min(1).max(30),
  play: z.enum(['all', 'untilDecided']),
  points: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('games') }),
    z.object({
      kind: z.literal('match'),
      win: z.number().int().min(0).max(10),
      draw: z.number().int().min(0).max(10),
      loss: z.number().int().min(0).max(10),
    }),
  ]),
  maxGamesPerPlayer: z.number().int().min(1).max(30).nullable(),
})
export type MatchTemplateInput = z.input<typeof MatchTemplateSchema>

/** A criterion of the team standings' tie-break chain (`LeagueTieBreaker` of @oche/darts). */
export const LeagueTieBreakerSchema = z.enum([
  'points',
  'matchesWon',
  'headToHead',
  'gamesWon',
  'gameDifference',
  'legDifference',
  'legsWon',
])

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
/** What the schema parses is a valid engine value (the engine's are readonly, so the converse does not hold). */
type Fits<A, B> = [A] extends [B] ? true : false
const slotsMatchTheEngine: Same<z.infer<typeof LeagueGameSlotSchema>, LeagueGameSlot> = true
const templatesMatchTheEngine: Fits<z.infer<typeof MatchTemplateSchema>, MatchTemplate> = true
const tieBreakersMatchTheEngine: Same<z.infer<typeof LeagueTieBreakerSchema>, LeagueTieBreaker> = true
void slotsMatchTheEngine
void templatesMatchTheEngine
void tieBreakersMatchTheEngine

/** A season's handicap (`HandicapRule` of @oche/darts): off, or a start-score handicap from the players' averages. */
export const HandicapRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('off') }),
  z.object({
    kind: z.literal('rating'),
    /** Points of head start per point of three-dart average between the sides. */
    pointsPerRating: z.number().min(0.5).max(20),
    max: z.number().int().min(1).max(maxHandicapPoints),
  }),
])
const handicapsMatchTheEngine: Same<z.infer<typeof HandicapRuleSchema>, HandicapRule> = true
void handicapsMatchTheEngine

/** The season settings of the league night, with the defaults a new season starts with. */
export const leagueNightSettings = {
  match_template: MatchTemplateSchema.default(defaultMatchTemplate as z.input<typeof MatchTemplateSchema>),
  tie_breakers: z
    .array(LeagueTieBreakerSchema)
    .min(1)
    .max(7)
    .default([...defaultLeagueTieBreakers]),
  /** Legs won in at most this many darts are on the low-visits board. */
  low_visit_max_darts: z.number().int().min(9).max(30).default(18),
  /** Checkouts from this score on are on the high-checkouts board. */
  high_checkout_minimum: z.number().int().min(60).max(170).default(100),
  /** Off by default: no league we read uses one (league-rules.md §3). */
  handicap: HandicapRuleSchema.default({ kind: 'off' }),
  /**
   * Days after a match's date by which its result is in and both captains confirmed it (league-rules.md §5, §8);
   * after that the admins are told, to forfeit it or deduct points.
   */
  result_deadline_days: z.number().int().min(1).max(60).default(7),
  /** When a captain may move their match (league-rules.md §5); the admins move matches without these limits. */
  postponement: z
    .object({
      windowDays: z.number().int().min(0).max(90),
      noticeDays: z.number().int().min(0).max(60),
      lastWeeks: z.number().int().min(0).max(10),
    })
    .default({ ...defaultPostponementRule }),
}
