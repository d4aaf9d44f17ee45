import { leagueNightSettings, LeagueTieBreakerSchema, type SeasonSettings, type UpdateSeasonInput } from '@oche/api'
import type { LeagueTieBreaker } from '@oche/darts'
import type { IntlShape } from 'react-intl'
import { z } from 'zod'
import {
  isSameTemplate,
  matchTemplateDraftSchema,
  templateDraft,
  toMatchTemplate,
  type MatchTemplateDraft,
} from '../parts/match-template'

/** The season settings of how matches are played, named as the API names them (its 422 errors land on them). */
export type SeasonMatchValues = {
  match_template: MatchTemplateDraft
  tie_breakers: LeagueTieBreaker[]
  low_visit_max_darts: number
  high_checkout_minimum: number
}

type SettingsChange = NonNullable<UpdateSeasonInput['settings']>
type MatchSettings = Pick<
  SeasonSettings,
  'match_template' | 'tie_breakers' | 'low_visit_max_darts' | 'high_checkout_minimum'
>

/** The contract's range of a leaderboard setting. */
function limitsOf(setting: 'low_visit_max_darts' | 'high_checkout_minimum') {
  const schema = leagueNightSettings[setting].unwrap()
  return { min: schema.minValue ?? 0, max: schema.maxValue ?? 0 }
}
export const lowVisitLimits = limitsOf('low_visit_max_darts')
export const highCheckoutLimits = limitsOf('high_checkout_minimum')

const wholeNumber = ({ min, max }: { min: number; max: number }) =>
  z.custom<number>((value) => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max, {
    params: { reason: 'range', min, max },
  })

/** The section's checks: the engine's on the template, the contract's on the rest. */
export function seasonMatchSchema(intl: IntlShape) {
  return z.object({
    match_template: matchTemplateDraftSchema(intl),
    tie_breakers: z.array(LeagueTieBreakerSchema).min(1),
    low_visit_max_darts: wholeNumber(lowVisitLimits),
    high_checkout_minimum: wholeNumber(highCheckoutLimits),
  })
}

/** The season's settings as the section holds them. */
export function seasonMatchValues(settings: MatchSettings): SeasonMatchValues {
  return {
    match_template: templateDraft(settings.match_template),
    tie_breakers: [...settings.tie_breakers],
    low_visit_max_darts: settings.low_visit_max_darts,
    high_checkout_minimum: settings.high_checkout_minimum,
  }
}

/** The settings to send: those that differ from the saved season's (the API merges them into the rest). */
export function seasonMatchChanges(values: SeasonMatchValues, settings: MatchSettings): SettingsChange {
  const template = toMatchTemplate(values.match_template)
  const sameOrder = values.tie_breakers.join() === settings.tie_breakers.join()
  return {
    ...(isSameTemplate(template, settings.match_template) ? {} : { match_template: template }),
    ...(sameOrder ? {} : { tie_breakers: values.tie_breakers }),
    ...(values.low_visit_max_darts === settings.low_visit_max_darts
      ? {}
      : { low_visit_max_darts: values.low_visit_max_darts }),
    ...(values.high_checkout_minimum === settings.high_checkout_minimum
      ? {}
      : { high_checkout_minimum: values.high_checkout_minimum }),
  }
}
