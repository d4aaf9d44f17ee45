import { MatchTemplateSchema } from '@oche/api'
import { checkMatchTemplate, type MatchTemplateError } from '@oche/darts'
import { defineMessage, type IntlShape } from 'react-intl'
import { z } from 'zod'
import {
  maxGames,
  maxLegs,
  problemPlace,
  teamPlayers,
  toMatchTemplate,
  type MatchTemplateDraft,
  type ProblemPlace,
} from './match-template-values'

/** The contract's most points for a match (the engine takes more; the API does not). */
const matchPointsOption = MatchTemplateSchema.shape.points.options[1]
export const maxMatchPoints = matchPointsOption.shape.win.maxValue ?? 10

/** What is wrong with a template as the form holds it, and where the form shows it. */
export type TemplateCheck = { ok: true } | { ok: false; error: MatchTemplateError; place: ProblemPlace }

/**
 * The engine's check of the template (`checkMatchTemplate`, the one the server runs), and the contract's limit on
 * match points besides.
 */
export function checkTemplateDraft(draft: MatchTemplateDraft): TemplateCheck {
  const outcome = checkMatchTemplate(toMatchTemplate(draft))
  if (!outcome.ok) return { ok: false, error: outcome.error, place: problemPlace(draft, outcome.error, outcome.game) }
  const points = [draft.win, draft.draw, draft.loss]
  if (draft.pointsKind === 'match' && points.some((value) => value > maxMatchPoints))
    return { ok: false, error: 'template.invalidPoints', place: { field: 'win' } }
  return { ok: true }
}

const messages = {
  noGames: defineMessage({ id: 'competition.matchTemplate.problemNoGames', defaultMessage: 'Add at least one game.' }),
  tooManyGames: defineMessage<{ max: number }>({
    id: 'competition.matchTemplate.problemTooManyGames',
    defaultMessage: 'A match has at most {max} games: remove some.',
  }),
  playersOutOfRange: defineMessage<{ min: number; max: number }>({
    id: 'competition.matchTemplate.problemPlayers',
    defaultMessage: 'A team game has {min} to {max} players a side.',
  }),
  invalidX01: defineMessage({
    id: 'competition.matchTemplate.problemStartScore',
    defaultMessage: 'Enter a start score from 101 to 1001.',
  }),
  invalidLegs: defineMessage<{ max: number }>({
    id: 'competition.matchTemplate.problemLegs',
    defaultMessage: 'Enter a number of legs from 1 to {max}.',
  }),
  invalidPoints: defineMessage<{ max: number }>({
    id: 'competition.matchTemplate.problemPoints',
    defaultMessage:
      'Match points are whole numbers from 0 to {max}: a win is worth more than a loss, and a draw is in between.',
  }),
  invalidMaxGamesPerPlayer: defineMessage<{ max: number }>({
    id: 'competition.matchTemplate.problemMaxGames',
    defaultMessage: 'Enter a number of games from 1 to {max}.',
  }),
}

/** The problem in the interface language, said for the field it is shown on. */
export function templateProblemMessage(intl: IntlShape, error: MatchTemplateError): string {
  switch (error) {
    case 'template.noGames':
      return intl.formatMessage(messages.noGames)
    case 'template.tooManyGames':
      return intl.formatMessage(messages.tooManyGames, { max: maxGames })
    case 'template.playersOutOfRange':
      return intl.formatMessage(messages.playersOutOfRange, teamPlayers)
    case 'template.invalidX01':
      return intl.formatMessage(messages.invalidX01)
    case 'template.invalidLegs':
      return intl.formatMessage(messages.invalidLegs, { max: maxLegs })
    case 'template.invalidPoints':
      return intl.formatMessage(messages.invalidPoints, { max: maxMatchPoints })
    case 'template.invalidMaxGamesPerPlayer':
      return intl.formatMessage(messages.invalidMaxGamesPerPlayer, { max: maxGames })
    default:
      return error satisfies never
  }
}

/** The form path of a problem, under the template's own path. */
export function problemPath(place: ProblemPlace): (string | number)[] {
  return place.game === undefined ? [place.field] : ['games', place.game, place.field]
}

/** The first problem of a template draft as a form issue (its path under the template's), or null. */
export function templateIssue(
  intl: IntlShape,
  draft: MatchTemplateDraft,
): { path: (string | number)[]; message: string } | null {
  const check = checkTemplateDraft(draft)
  return check.ok ? null : { path: problemPath(check.place), message: templateProblemMessage(intl, check.error) }
}

/**
 * The template draft of a form's schema: refused with the first problem the engine finds, on the field at fault, so
 * that the form is not sent and that field gets the focus.
 */
export function matchTemplateDraftSchema(intl: IntlShape) {
  return z.custom<MatchTemplateDraft>().superRefine((draft, context) => {
    const issue = templateIssue(intl, draft)
    if (issue) context.addIssue({ code: 'custom', ...issue })
  })
}
