import {
  InviteOrganisationAdminInputSchema,
  LangcodeSchema,
  UpdateOrganisationInputSchema,
  type AdminOrganisation,
  type OrganisationInput,
} from '@oche/api'
import type { IntlShape } from 'react-intl'
import { z } from 'zod'

// What the organisation form holds while it is filled in: empty text for "none" (no slug yet, no logo, no colour),
// the domains as rows of one host name each (a field array needs objects), and on creating, the first admin's
// address. The contract's names are kept, so a server error on `slug` or `domains` lands on its field.

/** The most host names an organisation may have (the contract's limit). */
export const maxDomains = 10

const shape = UpdateOrganisationInputSchema.shape
const slugSchema = shape.slug.unwrap()
const logoUrlSchema = shape.logo_url.unwrap().unwrap()
const colourSchema = shape.primary_colour.unwrap().unwrap()
const domainSchema = shape.domains.unwrap().element

const fits = (schema: z.ZodType) => (text: string) => schema.safeParse(text).success

/** Create asks for the first admin too; edit manages admins beside the form. */
export type OrganisationFormMode = 'create' | 'edit'

/** The form's fields and their checks, from the contract's schemas, with messages in the interface language. */
export function organisationFormSchema(intl: IntlShape, mode: OrganisationFormMode) {
  const slugMessage = intl.formatMessage({
    id: 'competition.organisationForm.slugInvalid',
    defaultMessage:
      'Use lower-case letters, digits and dashes, such as kempen-dartsbond. A few words, such as “create”, are taken by Oche’s pages.',
  })
  const slug = z.string().trim()
  return z.object({
    name: shape.name.unwrap(),
    slug:
      mode === 'create'
        ? slug.refine((text) => text === '' || fits(slugSchema)(text), { error: slugMessage })
        : slug.min(1).refine(fits(slugSchema), { error: slugMessage }),
    logo_url: z
      .string()
      .trim()
      .refine((url) => url === '' || fits(logoUrlSchema)(url), {
        error: intl.formatMessage({
          id: 'competition.organisationForm.logoUrlInvalid',
          defaultMessage: 'Enter a web address starting with https://, or leave it empty.',
        }),
      }),
    primary_colour: z
      .string()
      .trim()
      .refine((colour) => colour === '' || fits(colourSchema)(colour), {
        error: intl.formatMessage({
          id: 'competition.organisationForm.colourInvalid',
          defaultMessage: 'Enter # and six hexadecimal digits, such as #0f766e, or leave it empty.',
        }),
      }),
    default_language: LangcodeSchema,
    domains: z
      .array(
        z.object({
          host: z
            .string()
            .trim()
            .refine(fits(domainSchema), {
              error: intl.formatMessage({
                id: 'competition.organisationForm.domainInvalid',
                defaultMessage: 'Enter a host name such as league.example.org, without https:// or a path.',
              }),
            }),
        }),
      )
      .max(maxDomains),
    admin_email: mode === 'create' ? InviteOrganisationAdminInputSchema.shape.email : z.string(),
  })
}

export type OrganisationFormValues = z.input<ReturnType<typeof organisationFormSchema>>

/** The form of a new organisation (in the interface language by default), or of a saved one as it is. */
export function organisationFormValues(
  organisation: AdminOrganisation | null,
  locale: OrganisationFormValues['default_language'],
): OrganisationFormValues {
  return {
    name: organisation?.name ?? '',
    slug: organisation?.slug ?? '',
    logo_url: organisation?.logo_url ?? '',
    primary_colour: organisation?.primary_colour ?? '',
    default_language: organisation?.default_language ?? locale,
    domains: (organisation?.domains ?? []).map((host) => ({ host })),
    admin_email: '',
  }
}

/**
 * The checked form as `POST /admin/organisations` and `PATCH /admin/organisations/{org}` take it: every field,
 * none as null, and no slug when it is left empty (the server makes one from the name).
 */
export function toOrganisationInput(values: OrganisationFormValues): OrganisationInput {
  const slug = values.slug.trim()
  const logoUrl = values.logo_url.trim()
  const colour = values.primary_colour.trim().toLowerCase()
  return {
    name: values.name.trim(),
    ...(slug ? { slug } : {}),
    logo_url: logoUrl || null,
    primary_colour: colour || null,
    default_language: values.default_language,
    domains: values.domains.map(({ host }) => host.trim().toLowerCase()),
  }
}
