import { matchStatistics, replay } from '@oche/darts'
import { z } from 'zod'
import { toX01MatchConfig } from '../match-config'
import { MatchConfigSchema, MatchStatusSchema, type Match, type MatchKind } from './matches'

/**
 * What a player filters their matches by: a tournament's or a league's game, a game against the bot, or local
 * play (a casual game on one device, or one played offline and uploaded).
 */
export const MyMatchKindSchema = z.enum(['tournament', 'league', 'bot', 'local'])
export type MyMatchKind = z.infer<typeof MyMatchKindSchema>

/** How far back: the last 7, 30 or 365 days; absent for every match. */
export const MyMatchPeriodSchema = z.enum(['week', 'month', 'year'])
export type MyMatchPeriod = z.infer<typeof MyMatchPeriodSchema>

/** The player's result in a finished match. */
export const MyMatchResultSchema = z.enum(['won', 'lost', 'drawn'])
export type MyMatchResult = z.infer<typeof MyMatchResultSchema>

/** Matches on one page of `GET /user/matches`, unless `per_page` asks for another number. */
export const myMatchesPerPage = 20

/** `GET /user/matches`: the filters and the page (from 1). */
export const MyMatchListQuerySchema = z.object({
  kind: MyMatchKindSchema.optional(),
  period: MyMatchPeriodSchema.optional(),
  result: MyMatchResultSchema.optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(myMatchesPerPage),
})
export type MyMatchListQuery = z.input<typeof MyMatchListQuerySchema>

/**
 * One match the caller played, seen from their side: the opponents' names, the score as theirs–the opponents',
 * their result once it is finished and their three-dart average over the match (null before their first dart).
 */
export const MyMatchSchema = z.object({
  id: z.uuid(),
  kind: MyMatchKindSchema,
  status: MatchStatusSchema,
  played_at: z.iso.datetime({ offset: true }),
  config: MatchConfigSchema,
  /** The caller's side: an index into `config.sides`. */
  side: z.number().int().min(0),
  opponents: z.array(z.string()),
  /** Legs won in legs play, sets won in set play: the caller's first, then the best opponent's. */
  score: z.tuple([z.number().int().min(0), z.number().int().min(0)]),
  /** Null while the match is not finished. */
  result: MyMatchResultSchema.nullable(),
  three_dart_average: z.number().min(0).nullable(),
})
export type MyMatch = z.infer<typeof MyMatchSchema>

/** `GET /user/matches`: a page of the caller's matches, newest first. */
export const MyMatchPageSchema = z.object({
  data: z.array(MyMatchSchema),
  page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  total: z.number().int().min(0),
})
export type MyMatchPage = z.infer<typeof MyMatchPageSchema>

/** The filter kind a match counts under: casual and uploaded offline games are local play. */
export function myMatchKindOf(kind: MatchKind): MyMatchKind {
  switch (kind) {
    case 'tournament':
    case 'league':
    case 'bot':
      return kind
    case 'casual':
    case 'offline':
      return 'local'
    default:
      return kind satisfies never
  }
}

/**
 * A match seen from one side (an index into `config.sides`), for `GET /user/matches`: the log is replayed with
 * @oche/darts for the side's average and score; the result comes from the summary's outcome. Throws when the log
 * does not replay (stored logs always do).
 */
export function describeMyMatch(
  match: Pick<Match, 'id' | 'kind' | 'status' | 'config' | 'summary' | 'created_at' | 'events'>,
  side: number,
): MyMatch {
  const replayed = replay(toX01MatchConfig(match.config), match.events)
  if (!replayed.ok) throw new Error(`Match ${match.id} does not replay: ${replayed.error}`)
  const sides = matchStatistics(replayed.value).sides
  const best = Math.max(0, ...sides.filter((other) => other.side !== side).map((other) => other.score))
  const outcome = match.summary.outcome
  const result =
    match.status !== 'finished' || !outcome
      ? null
      : outcome.kind === 'draw'
        ? 'drawn'
        : outcome.winner === side
          ? 'won'
          : 'lost'
  return {
    id: match.id,
    kind: myMatchKindOf(match.kind),
    status: match.status,
    played_at: match.created_at,
    config: match.config,
    side,
    opponents: match.config.sides.filter((_, index) => index !== side).map((other) => other.name),
    score: [sides[side]?.score ?? 0, best],
    result,
    three_dart_average: sides[side]?.threeDartAverage ?? null,
  }
}
