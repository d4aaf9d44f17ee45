import {
  DivisionInputSchema,
  reservedSlugs,
  SlugSchema,
  type Division,
  type DivisionInput,
  type UpdateDivisionInput,
} from '@oche/api'
import type { IntlShape } from 'react-intl'
import { z } from 'zod'

/** The highest position a division can be given (the contract's limit). */
const maxPosition = 100

/** The form's fields as typed: an empty slug or position means "make one" or "keep it". */
export type DivisionFormValues = { name: string; slug: string; position: string }

/** The form's checks: the contract's name, slug and position, with the slug and position optional. */
export function divisionFormSchema(intl: IntlShape) {
  return z.object({
    name: DivisionInputSchema.shape.name,
    slug: z
      .string()
      .trim()
      .refine((slug) => slug === '' || !reservedSlugs.includes(slug), {
        error: intl.formatMessage({
          id: 'competition.divisionForm.slugReserved',
          defaultMessage: 'This word is used by the site’s own pages: choose another.',
        }),
      })
      .refine((slug) => slug === '' || reservedSlugs.includes(slug) || SlugSchema.safeParse(slug).success, {
        error: intl.formatMessage({
          id: 'competition.divisionForm.slugInvalid',
          defaultMessage: 'Use lower-case letters, digits and single dashes, such as first-division.',
        }),
      }),
    position: z
      .string()
      .trim()
      .refine(
        (position) =>
          position === '' || (/^\d+$/.test(position) && Number(position) >= 1 && Number(position) <= maxPosition),
        { params: { reason: 'range', min: 1, max: maxPosition } },
      ),
  })
}

/** A new division's empty form. */
export const emptyDivisionForm: DivisionFormValues = { name: '', slug: '', position: '' }

/** A saved division's form. */
export function divisionFormValues(division: Division): DivisionFormValues {
  return { name: division.name, slug: division.slug, position: String(division.position) }
}

/** A new division as the API takes it: no slug or position sent when left empty. */
export function toDivisionInput(values: DivisionFormValues): DivisionInput {
  return {
    name: values.name.trim(),
    ...(values.slug.trim() ? { slug: values.slug.trim() } : {}),
    ...(values.position.trim() ? { position: Number(values.position) } : {}),
  }
}

/** A division's changes as the API takes them: only what differs from the saved division. */
export function toDivisionChanges(values: DivisionFormValues, division: Division): UpdateDivisionInput {
  const slug = values.slug.trim()
  const position = values.position.trim() ? Number(values.position) : division.position
  return {
    name: values.name.trim(),
    ...(slug && slug !== division.slug ? { slug } : {}),
    ...(position !== division.position ? { position } : {}),
  }
}
