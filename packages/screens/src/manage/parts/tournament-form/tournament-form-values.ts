import {
  StageKindSchema,
  TieBreakerSchema,
  TournamentColourSchema,
  TournamentTypeSchema,
  TournamentVisibilitySchema,
  X01RuleSchema,
  type StageKind,
} from '@oche/api'
import { z } from 'zod'
import { allowsDraws, offeredRounds, overridableRoundsOf, stagesOf, type OfferedRound } from './tournament-stages'

// What the tournament form holds while it is filled in. Field names follow the contract (`TournamentInput`) so a
// server error on `format.qualifiers_per_group` lands on that field; numbers stay text until the form is checked,
// so a half-typed "50" for 501 is never rewritten under the organiser's fingers.

/** The start scores a phase may use (the contract's `start_score` limits). */
export const minStartScore = 101
export const maxStartScore = 1001

export const startScoreChoices = ['301', '501', '701', 'custom'] as const
export type StartScoreChoice = (typeof startScoreChoices)[number]

export const matchFormatKinds = ['firstTo', 'bestOf', 'playAll', 'sets'] as const
export type MatchFormatKind = (typeof matchFormatKinds)[number]

const MatchFormatDraftSchema = z.object({
  kind: z.enum(matchFormatKinds),
  legs: z.string(),
  sets: z.string(),
  legsPerSet: z.string(),
})
export type MatchFormatDraft = z.infer<typeof MatchFormatDraftSchema>

const RoundDraftSchema = z.object({ isOn: z.boolean(), format: MatchFormatDraftSchema })
export type RoundDraft = z.infer<typeof RoundDraftSchema>

const PhaseDraftSchema = z.object({
  start_score: z.enum(startScoreChoices),
  custom_start_score: z.string(),
  in_rule: X01RuleSchema,
  out_rule: X01RuleSchema,
  format: MatchFormatDraftSchema,
  rounds: z.object(
    Object.fromEntries(offeredRounds.map((round) => [round, RoundDraftSchema])) as Record<
      OfferedRound,
      typeof RoundDraftSchema
    >,
  ),
})
export type PhaseDraft = z.infer<typeof PhaseDraftSchema>

export const formatKinds = ['groupsKnockout', 'knockout', 'roundRobin', 'doubleElimination'] as const

const FormatDraftSchema = z.object({
  kind: z.enum(formatKinds),
  group_size: z.string(),
  qualifiers_per_group: z.string(),
  consolation: z.boolean(),
  third_place: z.boolean(),
  reset: z.boolean(),
  /** Groups and round robin: everyone meets twice. */
  double_round_robin: z.boolean(),
  /** Empty for all the rest. */
  consolation_limit: z.string(),
  best_placed_qualifiers: z.string(),
})
export type FormatDraft = z.infer<typeof FormatDraftSchema>

/** Why a value is refused, for the form's error map (`params.reason` of a custom issue). */
export type FormIssueReason =
  'range' | 'entryLimit' | 'dateTime' | 'drawPossible' | 'tooManyQualifiers' | 'tooManyBestPlaced'

export const tieBreakerOptions = TieBreakerSchema.options

const fields = {
  name: z.string().trim().min(1).max(120),
  type: TournamentTypeSchema,
  is_test: z.boolean(),
  colour: TournamentColourSchema,
  /** `YYYY-MM-DD` and `HH:mm` in the organiser's own time zone. */
  date: z.string(),
  time: z.string(),
  venue: z.string().trim().max(200),
  description: z.string().trim().max(5000),
  visibility: TournamentVisibilitySchema,
  /** Empty for no limit. */
  entry_limit: z.string(),
  signup_open: z.boolean(),
  format: FormatDraftSchema,
  phases: z.object(
    Object.fromEntries(StageKindSchema.options.map((stage) => [stage, PhaseDraftSchema])) as Record<
      StageKind,
      typeof PhaseDraftSchema
    >,
  ),
  standings: z.object({
    points: z.object({ win: z.string(), draw: z.string(), loss: z.string() }),
    tie_breakers: z.array(TieBreakerSchema).min(1).max(5),
  }),
}

type Issue = { path: (string | number)[]; reason: FormIssueReason; min?: number; max?: number }

/** A whole number written as text, or null. */
export function wholeNumber(text: string): number | null {
  const trimmed = text.trim()
  return /^\d{1,7}$/.test(trimmed) ? Number(trimmed) : null
}

function checkRange(text: string, min: number, max: number, path: Issue['path'], issues: Issue[]) {
  const value = wholeNumber(text)
  if (value === null || value < min || value > max) issues.push({ path, reason: 'range', min, max })
}

function checkMatchFormat(draft: MatchFormatDraft, stage: StageKind, path: Issue['path'], issues: Issue[]) {
  if (draft.kind === 'sets') {
    checkRange(draft.sets, 1, 99, [...path, 'sets'], issues)
    checkRange(draft.legsPerSet, 1, 99, [...path, 'legsPerSet'], issues)
    return
  }
  checkRange(draft.legs, 1, 99, [...path, 'legs'], issues)
  if (allowsDraws(stage)) return
  const legs = wholeNumber(draft.legs)
  const canDraw = draft.kind === 'playAll' || (draft.kind === 'bestOf' && legs !== null && legs % 2 === 0)
  if (canDraw) issues.push({ path: [...path, 'kind'], reason: 'drawPossible' })
}

/** The checks that depend on other fields: only the phases and numbers the chosen format uses are checked. */
function formIssues(values: TournamentFormValuesShape): Issue[] {
  const issues: Issue[] = []
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) issues.push({ path: ['date'], reason: 'dateTime' })
  if (!/^\d{2}:\d{2}$/.test(values.time)) issues.push({ path: ['time'], reason: 'dateTime' })
  if (values.entry_limit.trim() !== '') {
    const limit = wholeNumber(values.entry_limit)
    if (limit === null || limit < 2 || limit > 1024) issues.push({ path: ['entry_limit'], reason: 'entryLimit' })
  }
  const format = values.format
  if (format.kind === 'groupsKnockout') {
    checkRange(format.group_size, 3, 16, ['format', 'group_size'], issues)
    checkRange(format.qualifiers_per_group, 1, 8, ['format', 'qualifiers_per_group'], issues)
    const size = wholeNumber(format.group_size)
    const qualifiers = wholeNumber(format.qualifiers_per_group)
    if (size !== null && qualifiers !== null && qualifiers >= size)
      issues.push({ path: ['format', 'qualifiers_per_group'], reason: 'tooManyQualifiers' })
    checkRange(format.best_placed_qualifiers, 0, 255, ['format', 'best_placed_qualifiers'], issues)
    // With an entry limit the most groups there can be is known: fewer best-placed than that may go through.
    const bestPlaced = wholeNumber(format.best_placed_qualifiers)
    const limit = wholeNumber(values.entry_limit)
    const mostGroups = size !== null && size > 0 && limit !== null ? Math.ceil(limit / size) : null
    if (bestPlaced !== null && bestPlaced > 0 && mostGroups !== null && bestPlaced >= mostGroups)
      issues.push({ path: ['format', 'best_placed_qualifiers'], reason: 'tooManyBestPlaced', max: mostGroups })
    if (format.consolation && format.consolation_limit.trim() !== '')
      checkRange(format.consolation_limit, 2, 1024, ['format', 'consolation_limit'], issues)
  }
  const contractFormat = formatFromDraft(format)
  for (const stage of stagesOf(contractFormat)) {
    const phase = values.phases[stage]
    if (phase.start_score === 'custom')
      checkRange(
        phase.custom_start_score,
        minStartScore,
        maxStartScore,
        ['phases', stage, 'custom_start_score'],
        issues,
      )
    checkMatchFormat(phase.format, stage, ['phases', stage, 'format'], issues)
    for (const round of overridableRoundsOf(stage, contractFormat)) {
      const draft = phase.rounds[round]
      if (draft.isOn) checkMatchFormat(draft.format, stage, ['phases', stage, 'rounds', round, 'format'], issues)
    }
  }
  for (const key of ['win', 'draw', 'loss'] as const)
    checkRange(values.standings.points[key], 0, 10, ['standings', 'points', key], issues)
  return issues
}

const ShapeSchema = z.object(fields)
type TournamentFormValuesShape = z.infer<typeof ShapeSchema>

/**
 * The tournament form's schema: the contract's limits on text, and every number and combination the chosen
 * format uses. Custom issues carry `params.reason` (`FormIssueReason`) for the form's error map.
 */
export const TournamentFormSchema = ShapeSchema.superRefine((values, context) => {
  for (const issue of formIssues(values)) {
    context.addIssue({
      code: 'custom',
      path: issue.path,
      params: { reason: issue.reason, min: issue.min, max: issue.max },
      input: undefined,
    })
  }
})
export type TournamentFormValues = z.infer<typeof TournamentFormSchema>

/** The contract's format from the form's format draft (numbers that are not whole numbers become 0). */
export function formatFromDraft(draft: FormatDraft) {
  switch (draft.kind) {
    case 'groupsKnockout':
      return {
        kind: 'groupsKnockout',
        group_size: wholeNumber(draft.group_size) ?? 0,
        qualifiers_per_group: wholeNumber(draft.qualifiers_per_group) ?? 0,
        consolation: draft.consolation,
        third_place: draft.third_place,
        double_round_robin: draft.double_round_robin,
        best_placed_qualifiers: wholeNumber(draft.best_placed_qualifiers) ?? 0,
        // Only a consolation knockout has a limit; empty is all the rest.
        consolation_limit: draft.consolation ? wholeNumber(draft.consolation_limit) : null,
      } as const
    case 'knockout':
      return { kind: 'knockout', third_place: draft.third_place } as const
    case 'roundRobin':
      return { kind: 'roundRobin', double_round_robin: draft.double_round_robin } as const
    case 'doubleElimination':
      return { kind: 'doubleElimination', reset: draft.reset } as const
    default:
      return draft.kind satisfies never
  }
}
