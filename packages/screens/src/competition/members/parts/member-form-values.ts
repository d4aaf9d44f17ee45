import {
  TeamMemberRoleSchema,
  type Season,
  type TeamMember,
  type TeamMemberInput,
  type UpdateTeamMemberInput,
} from '@oche/api'
import type { IntlShape } from 'react-intl'
import { z } from 'zod'
import type { PickedMember, PickerParticipant } from '../../../manage/parts/member-picker'
import { seasonDaySchema } from './season-day'

/** A player of the organisation's league, known from the player lists of its seasons. */
export type KnownPlayer = PickerParticipant & {
  is_user: boolean
  /** The team they play for this season, or null when they are free to join one. */
  team: { slug: string; name: string } | null
}

type SeasonDays = Pick<Season, 'starts_on' | 'ends_on'>

const emailSchema = z.email()

/** The member form's fields: the contract's, with the e-mail address checked as typed and the day within the season. */
export function memberFormSchema(intl: IntlShape, season: SeasonDays) {
  return z.object({
    /** Create only: someone known, or a new guest by name (left null on the edit form). */
    member: z.custom<PickedMember<KnownPlayer> | null>(),
    nickname: z.string().trim().max(60),
    role: TeamMemberRoleSchema,
    joined_on: seasonDaySchema(intl, season),
    contact_email: z
      .string()
      .trim()
      .max(255)
      .refine((value) => value === '' || emailSchema.safeParse(value).success, {
        error: intl.formatMessage({
          id: 'competition.memberForm.emailInvalid',
          defaultMessage: 'Enter an e-mail address such as name@example.com, or leave it empty.',
        }),
      }),
    contact_phone: z.string().trim().max(40),
  })
}

export type MemberFormValues = z.infer<ReturnType<typeof memberFormSchema>>

/** The form's fields as a 422 names them: the picked player is `participant_id` (or `name` for a guest). */
export const memberFormFields = new Set(['member', 'nickname', 'role', 'joined_on', 'contact_email', 'contact_phone'])

/** Where a server error key goes on the form. */
export const memberFormKeyOf = (key: string) => (key === 'participant_id' || key === 'name' ? 'member' : key)

/** An empty form for a new player, joining on `joinedOn`. */
export const newMemberValues = (joinedOn: string): MemberFormValues => ({
  member: null,
  nickname: '',
  role: 'player',
  joined_on: joinedOn,
  contact_email: '',
  contact_phone: '',
})

/** The form holding a membership as it is; a contact the caller may not see stays empty. */
export const memberValuesOf = (member: TeamMember): MemberFormValues => ({
  member: null,
  nickname: member.nickname,
  role: member.role,
  joined_on: member.joined_on,
  contact_email: member.contact?.email ?? '',
  contact_phone: member.contact?.phone ?? '',
})

/** The new membership as the API takes it: a known player by id, or a new guest by name and nickname. */
export function toMemberInput(values: MemberFormValues): TeamMemberInput {
  const who =
    values.member?.kind === 'participant'
      ? { participant_id: values.member.participant.id }
      : { name: values.member?.name ?? '', nickname: values.nickname.trim() }
  return {
    ...who,
    role: values.role,
    joined_on: values.joined_on,
    contact_email: values.contact_email.trim(),
    contact_phone: values.contact_phone.trim(),
  }
}

/** The changes to a membership as the API takes them. */
export const toMemberChanges = (values: MemberFormValues): UpdateTeamMemberInput => ({
  role: values.role,
  joined_on: values.joined_on,
  contact_email: values.contact_email.trim(),
  contact_phone: values.contact_phone.trim(),
})
