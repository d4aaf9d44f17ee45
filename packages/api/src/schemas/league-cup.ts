import type { CupFormat, CupTemplate } from '@oche/darts'
import { z } from 'zod'
import { CompetitionDateSchema, SeasonParamsSchema, SlugSchema } from './competition'
import { LeagueMatchSummarySchema, LeagueStandingsRowSchema } from './league-matches'
import { LeagueGameSlotSchema, MatchTemplateSchema } from './league-template'

// The league cup (league-rules.md §9, ADR 015): a competition of teams from every division beside the league, stored
// as a division of kind `cup` of the season. Its teams enter (every team when entry is compulsory), it is drawn once
// (the draw's order is stored, never the bracket), its group matches and knockout matches are fixtures played like
// any league match (lineups, games, sign-off) and its brackets fill themselves in from the results. Like the match
// template, `format` and `template` mirror @oche/darts (camelCase); the envelope is snake_case.

const TimestampSchema = z.iso.datetime({ offset: true })
const LinkSchema = z.object({ slug: z.string(), name: z.string() })

/** Most teams a cup takes. */
export const maxCupTeams = 128

/** How a cup is played (`CupFormat` of @oche/darts): one draw into a knockout, or groups then knockouts. */
export const CupFormatSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('draw') }),
  z.object({
    kind: z.literal('groups'),
    /** Most teams in a group (3–8); groups are as even as the entries allow. */
    groupSize: z.number().int().min(3).max(8),
    /** Teams of each group into the cup's knockout. */
    qualifiersPerGroup: z.number().int().min(1).max(4),
    /** The teams that do not qualify play a knockout of their own for a second trophy, the plate. */
    hasPlate: z.boolean(),
  }),
])

/** A cup match's games (`CupTemplate` of @oche/darts): a match template with an optional deciding game. */
export const CupTemplateSchema = MatchTemplateSchema.extend({
  /** Played only when the other games leave the match level, after the last of them; null: none. */
  decidingGame: LeagueGameSlotSchema.nullable(),
})

type Fits<A, B> = [A] extends [B] ? true : false
const formatsMatchTheEngine: Fits<z.infer<typeof CupFormatSchema>, CupFormat> = true
const templatesMatchTheEngine: Fits<z.infer<typeof CupTemplateSchema>, CupTemplate> = true
void formatsMatchTheEngine
void templatesMatchTheEngine

/** Compulsory: every team of the season is in the cup when it is drawn. Optional: captains (or admins) enter teams. */
export const CupEntryRuleSchema = z.enum(['compulsory', 'optional'])
export type CupEntryRule = z.infer<typeof CupEntryRuleSchema>

/** The knockouts of a cup: the cup itself, and the plate for the teams out after the groups. */
export const CupTrophySchema = z.enum(['cup', 'plate'])
export type CupTrophy = z.infer<typeof CupTrophySchema>

/** `…/seasons/{season}/cups/{cup}`: the cup division's slug. */
export const CupParamsSchema = SeasonParamsSchema.extend({ cup: z.string().min(1).max(100) })
export type CupParams = z.infer<typeof CupParamsSchema>

/** `…/cups/{cup}/entries/{team}`: a team slug of the season. */
export const CupEntryParamsSchema = CupParamsSchema.extend({ team: z.string().min(1).max(100) })
export type CupEntryParams = z.infer<typeof CupEntryParamsSchema>

/** A team in the cup. */
export const CupEntrySchema = z.object({
  team: LinkSchema,
  /** Its league division this season, or null. */
  division: LinkSchema.nullable(),
  entered_at: TimestampSchema,
  /** It withdrew after the draw: its matches not yet won are walkovers for the opponent. */
  withdrawn_at: TimestampSchema.nullable(),
})
export type CupEntry = z.infer<typeof CupEntrySchema>

/** Where a knockout side comes from while it is not known. */
export const CupSideSourceSchema = z.discriminatedUnion('kind', [
  /** The winner of an earlier knockout match (`cup.1.3`). */
  z.object({ kind: z.literal('winnerOf'), match: z.string() }),
  /** A position of a cup group once the group is complete (`A`, 2). */
  z.object({ kind: z.literal('groupPosition'), group: z.string(), position: z.number().int().min(1) }),
])

export const CupSideSchema = z.object({
  /** The team once known; null while waiting, and for a bye. */
  team: LinkSchema.nullable(),
  source: CupSideSourceSchema.nullable(),
  is_bye: z.boolean(),
  is_winner: z.boolean(),
  /** Games won in this match (the deciding game counted) once it has a winner; null before. */
  games: z.number().int().min(0).nullable(),
})
export type CupSide = z.infer<typeof CupSideSchema>

/**
 * A knockout match of the cup. `waiting`: a team is not known yet. `ready`: both known, to be played (it has a
 * fixture). `finished`: won. `walkover`: against a withdrawn team. `bye`: a first-round bye.
 */
export const CupMatchStateSchema = z.enum(['waiting', 'ready', 'finished', 'walkover', 'bye'])
export type CupMatchState = z.infer<typeof CupMatchStateSchema>

export const CupMatchSchema = z.object({
  /** `cup.{round}.{slot}` or `plate.{round}.{slot}`. */
  id: z.string(),
  trophy: CupTrophySchema,
  round: z.number().int().min(1),
  /** `'final'`, `'semiFinal'`, `'quarterFinal'`, `'last16'`, …: translate, never show as is. */
  round_code: z.string(),
  /** 1-based position in its round, in bracket order. */
  slot: z.number().int().min(1),
  state: CupMatchStateSchema,
  /** Home first. */
  sides: z.tuple([CupSideSchema, CupSideSchema]),
  /** The date its round is played in (the cup's `dates`); null when the cup has too few. */
  date: CompetitionDateSchema.nullable(),
  /** The team match once both teams are known (`matches/{slug}`: lineups, games, sign-off); null before. */
  fixture: LeagueMatchSummarySchema.nullable(),
})
export type CupMatch = z.infer<typeof CupMatchSchema>

/** A cup group: its teams in draw order, its table and its matches. */
export const CupGroupSchema = z.object({
  /** `A`, `B`, … */
  id: z.string(),
  teams: z.array(LinkSchema),
  rows: z.array(LeagueStandingsRowSchema),
  /** Every match of the group has a winner and no tie is left: its positions go on to the knockouts. */
  is_complete: z.boolean(),
  matches: z.array(LeagueMatchSummarySchema),
})
export type CupGroup = z.infer<typeof CupGroupSchema>

export const CupRankingRowSchema = z.object({
  /** 1 the winner, 2 the runner-up, 3 for both semi-finalists, 5 for the quarter-finalists, … */
  position: z.number().int().min(1),
  team: LinkSchema,
})

/** What the caller may do with the cup. */
export const CupPermissionsSchema = z.object({
  /** Edit, enter and withdraw any team, draw, redraw and delete (the organisation's admins). */
  manage: z.boolean(),
  /** Team slugs the caller may enter (optional entry, before the draw) or withdraw (their own teams as captain). */
  enter: z.array(z.string()),
  withdraw: z.array(z.string()),
})

export const CupStateSchema = z.enum(['entries', 'drawn', 'finished'])
export type CupState = z.infer<typeof CupStateSchema>

/** A cup of the season, as listed. */
export const CupSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  /** Order among the season's cups, 1 first. */
  position: z.number().int().min(1),
  format: CupFormatSchema,
  entry: CupEntryRuleSchema,
  /** Teams in the cup, withdrawn ones included. */
  teams_count: z.number().int().min(0),
  /** `entries` until drawn; `finished` once the cup's final is won. */
  state: CupStateSchema,
  /** The cup's winner once its final is won. */
  winner: LinkSchema.nullable(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
})
export type CupSummary = z.infer<typeof CupSummarySchema>

export const CupListSchema = z.array(CupSummarySchema)
export type CupList = z.infer<typeof CupListSchema>

/** `GET …/cups/{cup}`: the cup with its teams, draw, groups, brackets and rankings, recomputed from the results. */
export const CupSchema = CupSummarySchema.extend({
  template: CupTemplateSchema,
  /** The cup's playing dates, in order: the group rounds first, then one per knockout round. */
  dates: z.array(CompetitionDateSchema),
  entries: z.array(CupEntrySchema),
  /** The draw: the teams in the order drawn, when and by whom (null on the league's public site); null before. */
  draw: z.object({ order: z.array(LinkSchema), at: TimestampSchema, by: z.string().nullable() }).nullable(),
  /** Empty for a `draw` cup. */
  groups: z.array(CupGroupSchema),
  /** The knockout matches in plan order: the cup's, then the plate's; empty before the draw. */
  matches: z.array(CupMatchSchema),
  rankings: z.object({ cup: z.array(CupRankingRowSchema), plate: z.array(CupRankingRowSchema) }),
  /** A match of the cup has a result: it can no longer be drawn again or deleted. */
  has_results: z.boolean(),
  can: CupPermissionsSchema,
})
export type Cup = z.infer<typeof CupSchema>

const cupFields = {
  name: z.string().trim().min(1).max(100),
  slug: SlugSchema,
  position: z.number().int().min(1).max(100),
  format: CupFormatSchema,
  entry: CupEntryRuleSchema,
  template: CupTemplateSchema,
  dates: z.array(CompetitionDateSchema).max(40),
}

/**
 * `POST …/seasons/{season}/cups` (admins): a new cup, a straight draw, optional entry and the season's template
 * with the season's first game as deciding game unless sent. Its slug is unique among the season's divisions and cups.
 */
export const CupInputSchema = z.object({
  ...cupFields,
  slug: cupFields.slug.optional(),
  position: cupFields.position.optional(),
  format: cupFields.format.default({ kind: 'draw' }),
  entry: cupFields.entry.default('optional'),
  template: cupFields.template.optional(),
  dates: cupFields.dates.default([]),
})
export type CupInput = z.input<typeof CupInputSchema>

/**
 * `PATCH …/cups/{cup}` (admins). Format and entry are fixed once drawn (409 `cup.drawn`); the template once a match
 * has a lineup (409 `cup.started`); dates may change until the end.
 */
export const UpdateCupInputSchema = z.object(cupFields).partial()
export type UpdateCupInput = z.input<typeof UpdateCupInputSchema>

/** `PUT …/cups/{cup}/entries` (admins, before the draw): the cup's teams by team slug. */
export const CupEntriesInputSchema = z.object({ teams: z.array(z.string().min(1).max(100)).max(maxCupTeams) })
export type CupEntriesInput = z.input<typeof CupEntriesInputSchema>

/** `POST …/cups/{cup}/draw` (admins): draw it, or again while no match has a result. */
export const CupDrawInputSchema = z.object({
  /** Draw again: the fixtures of the earlier draw go (refused once a match has a result). */
  redraw: z.boolean().default(false),
})
export type CupDrawInput = z.input<typeof CupDrawInputSchema>
