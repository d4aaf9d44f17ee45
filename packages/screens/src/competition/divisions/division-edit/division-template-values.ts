import type { Division, Season, UpdateDivisionInput } from '@oche/api'
import type { IntlShape } from 'react-intl'
import { z } from 'zod'
import { templateDraft, templateIssue, toMatchTemplate, type MatchTemplateDraft } from '../../parts/match-template'

/** Whether the division plays the season's template or its own, and its own as the form holds it. */
export type DivisionTemplateValues = { source: 'season' | 'own'; match_template: MatchTemplateDraft }

/** The division's choice; its own template starts as the season's until it has one. */
export function divisionTemplateValues(division: Division, season: Season): DivisionTemplateValues {
  return {
    source: division.match_template ? 'own' : 'season',
    match_template: templateDraft(division.match_template ?? season.settings.match_template),
  }
}

/** The engine's check of the division's own template; none when it plays the season's. */
export function divisionTemplateSchema(intl: IntlShape) {
  return z
    .object({ source: z.enum(['season', 'own']), match_template: z.custom<MatchTemplateDraft>() })
    .superRefine((values, context) => {
      if (values.source !== 'own') return
      const issue = templateIssue(intl, values.match_template)
      if (issue) context.addIssue({ code: 'custom', path: ['match_template', ...issue.path], message: issue.message })
    })
}

/** The change as the API takes it: the division's own template, or null to play the season's. */
export function toDivisionTemplateChange(values: DivisionTemplateValues): UpdateDivisionInput {
  return { match_template: values.source === 'own' ? toMatchTemplate(values.match_template) : null }
}
