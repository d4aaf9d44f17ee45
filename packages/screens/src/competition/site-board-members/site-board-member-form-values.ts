import { SiteBoardMemberInputSchema, type SiteBoardMember, type SiteBoardMemberInput, type SiteFile } from '@oche/api'
import type { IntlShape } from 'react-intl'
import { z } from 'zod'

const shape = SiteBoardMemberInputSchema.shape
const emailSchema = shape.email.unwrap().unwrap()
const phoneSchema = shape.phone.unwrap().unwrap()

/**
 * The board member form's fields: the contract's, with empty text for no e-mail address or phone number, and the
 * uploaded photo itself (it is previewed) where the API takes its id.
 */
export function siteBoardMemberFormSchema(intl: IntlShape) {
  return z.object({
    name: shape.name,
    role: shape.role,
    photo: z.custom<SiteFile | null>(() => true),
    email: z
      .string()
      .trim()
      .refine((email) => email === '' || emailSchema.safeParse(email).success, {
        error: intl.formatMessage({
          id: 'competition.siteBoardMemberForm.emailInvalid',
          defaultMessage: 'Enter an e-mail address such as name@example.com, or leave it empty.',
        }),
      }),
    show_email: z.boolean(),
    phone: z
      .string()
      .trim()
      .refine((phone) => phone === '' || phoneSchema.safeParse(phone).success, {
        error: intl.formatMessage({
          id: 'competition.siteBoardMemberForm.phoneInvalid',
          defaultMessage: 'Enter a phone number of digits, spaces and + ( ) . / - only, or leave it empty.',
        }),
      }),
    show_phone: z.boolean(),
  })
}

export type SiteBoardMemberFormValues = z.infer<ReturnType<typeof siteBoardMemberFormSchema>>

/** What the form starts with: the member's values, or a new member whose contact details the site does not show. */
export function siteBoardMemberFormValues(member: SiteBoardMember | null): SiteBoardMemberFormValues {
  return {
    name: member?.name ?? '',
    role: member?.role ?? '',
    photo: member?.photo ?? null,
    email: member?.email ?? '',
    show_email: member?.show_email ?? false,
    phone: member?.phone ?? '',
    show_phone: member?.show_phone ?? false,
  }
}

/** The server's names of the form's fields where they differ: the photo is sent as its id. */
export function siteBoardMemberFieldName(key: string): string {
  return key === 'photo_file_id' ? 'photo' : key
}

/** The member as the API takes it: no photo, e-mail address or phone number is null. */
export function toSiteBoardMemberInput(values: SiteBoardMemberFormValues): SiteBoardMemberInput {
  return {
    name: values.name.trim(),
    role: values.role.trim(),
    photo_file_id: values.photo?.id ?? null,
    email: values.email.trim() || null,
    show_email: values.show_email,
    phone: values.phone.trim() || null,
    show_phone: values.show_phone,
  }
}
