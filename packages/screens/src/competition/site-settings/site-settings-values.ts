import {
  CompetitionSitePageSchema,
  CompetitionSiteSettingsInputSchema,
  type CompetitionSiteSettings,
  type CompetitionSiteSettingsInput,
} from '@oche/api'
import type { IntlShape } from 'react-intl'
import { z } from 'zod'
import { organisationFormSchema } from '../admin-organisations/parts/organisation-form/organisation-form-values'

// What the site settings form holds while it is filled in: the organisation form's look, language and domains (the
// same fields, checks and messages as a super admin's), empty text for "none", the help text and the pages shown.
// The contract's names are kept, so a server error on `domains` or `pages` lands on its field.

/** The form's fields and their checks, with messages in the interface language. */
export function siteSettingsSchema(intl: IntlShape) {
  return organisationFormSchema(intl, 'edit')
    .pick({ logo_url: true, primary_colour: true, default_language: true, domains: true })
    .extend({
      help_text: CompetitionSiteSettingsInputSchema.shape.help_text.unwrap(),
      pages: z.array(CompetitionSitePageSchema),
    })
}

export type SiteSettingsValues = z.input<ReturnType<typeof siteSettingsSchema>>

/** The saved settings as the form shows them. */
export function siteSettingsValues(settings: CompetitionSiteSettings): SiteSettingsValues {
  return {
    logo_url: settings.logo_url ?? '',
    primary_colour: settings.primary_colour ?? '',
    default_language: settings.default_language,
    domains: settings.domains.map((host) => ({ host })),
    help_text: settings.help_text,
    pages: settings.pages,
  }
}

/** The checked form as `PUT …/organisations/{org}/site` takes it: every field, none as null. */
export function toSiteSettingsInput(values: SiteSettingsValues): CompetitionSiteSettingsInput {
  return {
    logo_url: values.logo_url.trim() || null,
    primary_colour: values.primary_colour.trim().toLowerCase() || null,
    default_language: values.default_language,
    domains: values.domains.map(({ host }) => host.trim().toLowerCase()),
    help_text: values.help_text.trim(),
    pages: values.pages,
  }
}
