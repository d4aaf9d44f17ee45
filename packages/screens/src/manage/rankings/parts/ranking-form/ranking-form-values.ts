import {
  rankingPointsTemplate,
  TournamentVisibilitySchema,
  type PointsBand,
  type RankingDetail,
  type RankingInput,
} from '@oche/api'
import { z } from 'zod'

// What the ranking form holds while it is filled in: numbers as the text typed (an empty box stays empty), both
// kinds of window at once (switching back keeps what was typed), and "all results" apart from the best-N number.
// The contract's names are kept, so a server error on `points`, `window.to` or `tournament_ids.0` lands on its field.

/** Why a value is refused, for the form's error map (`params.reason` of a custom issue). */
export type RankingFormIssueReason = 'range' | 'date' | 'seasonEnd' | 'firstBand' | 'bandOrder' | 'noTournament'

const BandDraftSchema = z.object({ from: z.string(), points: z.string() })
export type PointsBandDraft = z.infer<typeof BandDraftSchema>

const ShapeSchema = z.object({
  name: z.string().trim().min(1).max(120),
  description: z.string().trim().max(2000),
  visibility: TournamentVisibilitySchema,
  selection: z.enum(['chosen', 'organisation']),
  tournament_ids: z.array(z.string()),
  window: z.object({
    kind: z.enum(['rolling', 'fixed']),
    months: z.string(),
    from: z.string(),
    to: z.string(),
  }),
  counting: z.enum(['all', 'best']),
  count_best: z.string(),
  points: z.array(BandDraftSchema),
})
export type RankingFormValues = z.infer<typeof ShapeSchema>

/** The whole number typed, or null for anything else. */
export function wholeNumber(text: string): number | null {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : null
}

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && text >= '1900-01-01' && text <= '2999-12-31'

export const RankingFormSchema = ShapeSchema.superRefine((values, context) => {
  const issue = (path: (string | number)[], reason: RankingFormIssueReason, range?: { min: number; max: number }) =>
    context.addIssue({ code: 'custom', path, params: { reason, ...range } })
  const checkRange = (text: string, path: (string | number)[], min: number, max: number) => {
    const value = wholeNumber(text)
    if (value === null || value < min || value > max) issue(path, 'range', { min, max })
  }
  if (values.selection === 'chosen' && values.tournament_ids.length === 0) issue(['tournament_ids'], 'noTournament')
  if (values.window.kind === 'rolling') checkRange(values.window.months, ['window', 'months'], 1, 120)
  else {
    if (!isDate(values.window.from)) issue(['window', 'from'], 'date')
    if (!isDate(values.window.to)) issue(['window', 'to'], 'date')
    else if (isDate(values.window.from) && values.window.to < values.window.from) issue(['window', 'to'], 'seasonEnd')
  }
  if (values.counting === 'best') checkRange(values.count_best, ['count_best'], 1, 100)
  if (values.points.length === 0) issue(['points'], 'firstBand')
  values.points.forEach((band, index) => {
    checkRange(band.from, ['points', index, 'from'], 1, 1024)
    checkRange(band.points, ['points', index, 'points'], 0, 100_000)
  })
  const froms = values.points.map((band) => wholeNumber(band.from))
  if (froms[0] !== undefined && froms[0] !== null && froms[0] !== 1) issue(['points', 0, 'from'], 'firstBand')
  froms.forEach((from, index) => {
    const before = froms[index - 1]
    if (index > 0 && from !== null && before !== null && before !== undefined && from <= before)
      issue(['points', index, 'from'], 'bandOrder')
  })
})

/** The bands as the form holds them. */
export const toBandDrafts = (bands: readonly PointsBand[]): PointsBandDraft[] =>
  bands.map((band) => ({ from: String(band.from), points: String(band.points) }))

/** A new ranking: public, of the organiser's finished tournaments of the last twelve months, every result counting. */
export function newRankingFormValues(): RankingFormValues {
  return {
    name: '',
    description: '',
    visibility: 'public',
    selection: 'organisation',
    tournament_ids: [],
    window: { kind: 'rolling', months: '12', from: '', to: '' },
    counting: 'all',
    count_best: '3',
    points: toBandDrafts(rankingPointsTemplate),
  }
}

/** The saved ranking as the form shows it. */
export function rankingFormValuesFrom(ranking: RankingDetail): RankingFormValues {
  const { window } = ranking
  return {
    name: ranking.name,
    description: ranking.description,
    visibility: ranking.visibility,
    selection: ranking.selection,
    tournament_ids: ranking.selection === 'chosen' ? ranking.tournaments.map((tournament) => tournament.id) : [],
    window:
      window.kind === 'rolling'
        ? { kind: 'rolling', months: String(window.months), from: '', to: '' }
        : { kind: 'fixed', months: '12', from: window.from, to: window.to },
    counting: ranking.count_best === null ? 'all' : 'best',
    count_best: String(ranking.count_best ?? 3),
    points: toBandDrafts(ranking.points),
  }
}

/** The checked form as `POST /rankings` and `PATCH /rankings/{id}` take it (every field is sent). */
export function toRankingInput(values: RankingFormValues): Required<RankingInput> {
  const number = (text: string) => wholeNumber(text) ?? 0
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    visibility: values.visibility,
    selection: values.selection,
    tournament_ids: values.selection === 'chosen' ? values.tournament_ids : [],
    window:
      values.window.kind === 'rolling'
        ? { kind: 'rolling', months: number(values.window.months) }
        : { kind: 'fixed', from: values.window.from, to: values.window.to },
    count_best: values.counting === 'best' ? number(values.count_best) : null,
    points: values.points.map((band) => ({ from: number(band.from), points: number(band.points) })),
  }
}

/** The last place of each band: the place before the next band starts, or null for the last band (and below). */
export function bandEnds(froms: readonly (number | null)[]): (number | null)[] {
  return froms.map((_, index) => {
    const next = froms[index + 1]
    return next === undefined || next === null ? null : next - 1
  })
}
