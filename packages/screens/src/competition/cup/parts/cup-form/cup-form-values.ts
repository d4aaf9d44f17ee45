import { reservedSlugs, SlugSchema, type Cup, type CupInput, type UpdateCupInput } from '@oche/api'
import { checkCupTemplate, type LeagueGameSlot, type MatchTemplate } from '@oche/darts'
import { defineMessage, type IntlShape } from 'react-intl'
import { z } from 'zod'
import { templateDraft, templateIssue, toMatchTemplate, type MatchTemplateDraft } from '../../../parts/match-template'

/**
 * A cup as its form holds it. `decider` is `none`, the index of the game the deciding game plays like, or `current`
 * (a cup whose deciding game is like none of its games keeps it). Numbers are what the inputs give: `NaN` while empty.
 */
export type CupFormValues = {
  name: string
  slug: string
  format: { kind: 'draw' | 'groups'; groupSize: number; qualifiersPerGroup: number; hasPlate: boolean }
  entry: 'compulsory' | 'optional'
  dates: { day: string }[]
  template: MatchTemplateDraft
  decider: string
}

const sameSlot = (a: LeagueGameSlot, b: LeagueGameSlot) => JSON.stringify(a) === JSON.stringify(b)

/** A new cup: a straight draw, entered by the teams, the season's template with its first game as deciding game. */
export function newCupValues(seasonTemplate: MatchTemplate): CupFormValues {
  return {
    name: '',
    slug: '',
    format: { kind: 'draw', groupSize: 4, qualifiersPerGroup: 2, hasPlate: false },
    entry: 'optional',
    dates: [],
    template: templateDraft(seasonTemplate),
    decider: seasonTemplate.games.length % 2 === 0 ? '0' : 'none',
  }
}

/** The cup as it is now. */
export function cupValues(cup: Cup): CupFormValues {
  const decider = cup.template.decidingGame
  const like = decider ? cup.template.games.findIndex((slot) => sameSlot(slot, decider)) : -1
  return {
    name: cup.name,
    slug: cup.slug,
    format:
      cup.format.kind === 'groups'
        ? { ...cup.format }
        : { kind: 'draw', groupSize: 4, qualifiersPerGroup: 2, hasPlate: false },
    entry: cup.entry,
    dates: cup.dates.map((day) => ({ day })),
    template: templateDraft(cup.template),
    decider: !decider ? 'none' : like >= 0 ? String(like) : 'current',
  }
}

/** The deciding game the form's choice names, or null. */
export function deciderOf(values: Pick<CupFormValues, 'template' | 'decider'>, current?: Cup): LeagueGameSlot | null {
  if (values.decider === 'none') return null
  if (values.decider === 'current') return current?.template.decidingGame ?? null
  return toMatchTemplate(values.template).games[Number(values.decider)] ?? null
}

const messages = {
  evenGames: defineMessage({
    id: 'competition.cupForm.problemEvenGames',
    defaultMessage: 'A cup match needs a winner: with an even number of games, choose a deciding game.',
  }),
  deciderCanBeDrawn: defineMessage({
    id: 'competition.cupForm.problemDeciderDrawn',
    defaultMessage: 'The deciding game cannot end level: it needs an odd number of legs.',
  }),
  gameCanBeDrawn: defineMessage({
    id: 'competition.cupForm.problemGameDrawn',
    defaultMessage:
      'This game can end level, which leaves a cup match without a winner: give it an odd number of legs, or choose a deciding game.',
  }),
  qualifiers: defineMessage({
    id: 'competition.cupForm.problemQualifiers',
    defaultMessage: 'Fewer teams go through than a group has.',
  }),
  date: defineMessage({ id: 'competition.cupForm.problemDate', defaultMessage: 'Enter a date.' }),
  // The division form's words: a cup's slug is one of the season's division slugs.
  slugReserved: defineMessage({
    id: 'competition.divisionForm.slugReserved',
    defaultMessage: 'This word is used by the site’s own pages: choose another.',
  }),
  slugInvalid: defineMessage({
    id: 'competition.cupForm.slugInvalid',
    defaultMessage: 'Use lower-case letters, digits and single dashes, such as winter-cup.',
  }),
}

/** The first problem of the cup rules (`checkCupTemplate`) on the field at fault, or null. */
export function cupTemplateIssue(
  intl: IntlShape,
  values: Pick<CupFormValues, 'template' | 'decider'>,
  current?: Cup,
): { path: (string | number)[]; message: string } | null {
  const template = toMatchTemplate(values.template)
  const checked = checkCupTemplate({ ...template, decidingGame: deciderOf(values, current) })
  if (checked.ok) return null
  if (checked.error === 'cup.evenGamesWithoutDecider')
    return { path: ['decider'], message: intl.formatMessage(messages.evenGames) }
  if (checked.error === 'cup.gameCanBeDrawn')
    return checked.game === undefined || checked.game >= template.games.length
      ? { path: ['decider'], message: intl.formatMessage(messages.deciderCanBeDrawn) }
      : { path: ['template', 'games', checked.game, 'legsCount'], message: intl.formatMessage(messages.gameCanBeDrawn) }
  return null
}

/** The form's schema: the fields the contract checks, the match template's engine check, then the cup's rules. */
export function cupFormSchema(intl: IntlShape, current?: Cup) {
  return z
    .object({
      name: z.string().trim().min(1).max(100),
      slug: z
        .string()
        .trim()
        .refine((slug) => slug === '' || !reservedSlugs.includes(slug), {
          error: intl.formatMessage(messages.slugReserved),
        })
        .refine((slug) => slug === '' || reservedSlugs.includes(slug) || SlugSchema.safeParse(slug).success, {
          error: intl.formatMessage(messages.slugInvalid),
        }),
      format: z.object({
        kind: z.enum(['draw', 'groups']),
        groupSize: z.number().int().min(3).max(8),
        qualifiersPerGroup: z.number().int().min(1).max(4),
        hasPlate: z.boolean(),
      }),
      entry: z.enum(['compulsory', 'optional']),
      dates: z.array(z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, intl.formatMessage(messages.date)) })),
      template: z.custom<MatchTemplateDraft>(),
      decider: z.string(),
    })
    .superRefine((values, context) => {
      if (values.format.kind === 'groups' && values.format.qualifiersPerGroup >= values.format.groupSize)
        context.addIssue({
          code: 'custom',
          path: ['format', 'qualifiersPerGroup'],
          message: intl.formatMessage(messages.qualifiers),
        })
      const issue = templateIssue(intl, values.template)
      if (issue) {
        context.addIssue({ code: 'custom', path: ['template', ...issue.path], message: issue.message })
        return
      }
      const cupIssue = cupTemplateIssue(intl, values, current)
      if (cupIssue) context.addIssue({ code: 'custom', ...cupIssue })
    })
}

const toFormat = (format: CupFormValues['format']): CupInput['format'] =>
  format.kind === 'draw'
    ? { kind: 'draw' }
    : {
        kind: 'groups',
        groupSize: format.groupSize,
        qualifiersPerGroup: format.qualifiersPerGroup,
        hasPlate: format.hasPlate,
      }

const toTemplate = (values: CupFormValues, current?: Cup) => ({
  ...toMatchTemplate(values.template),
  decidingGame: deciderOf(values, current),
})

const toDates = (values: CupFormValues) => [...new Set(values.dates.map((row) => row.day))].sort()

/** A new cup as the API takes it. */
export function toCupInput(values: CupFormValues): CupInput {
  const slug = values.slug.trim()
  return {
    name: values.name.trim(),
    ...(slug ? { slug } : {}),
    format: toFormat(values.format),
    entry: values.entry,
    dates: toDates(values),
    template: toTemplate(values),
  }
}

/**
 * The changes as the API takes them: the name and dates, and what else changed of what may still change (format and
 * entry until the draw, the template until a match starts). An unchanged template is not sent: the server refuses any
 * template once a lineup is in, which the cup does not show.
 */
export function toCupChanges(
  values: CupFormValues,
  cup: Cup,
  locks: { drawn: boolean; started: boolean },
): UpdateCupInput {
  const slug = values.slug.trim()
  const saved = cupValues(cup)
  const differs = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b)
  const format = toFormat(values.format)
  const template = toTemplate(values, cup)
  return {
    name: values.name.trim(),
    ...(slug && slug !== cup.slug ? { slug } : {}),
    ...(!locks.drawn && differs(format, toFormat(saved.format)) ? { format } : {}),
    ...(!locks.drawn && values.entry !== cup.entry ? { entry: values.entry } : {}),
    ...(!locks.started && differs(template, toTemplate(saved, cup)) ? { template } : {}),
    dates: toDates(values),
  }
}
